// Seed data of the online-dev domain: the low-code (online) forms with their rows (the big screen's monthly headcount
// by post among them) and the online reports. Tables added here appear on `store.data` (StoreData extends
// OnlineDevData) and are persisted by --data-dir.
import { faker } from '@faker-js/faker/locale/zh_CN';
import { activeOn } from '../../lib/employment.js';
import { stableId } from '../../lib/ids.js';
import type { CoreData } from '../core-data.js';
import { runtimeOnlineForms } from './online-dev-runtime.js';
import type { OnlineCell, OnlineDetachedTableRecord, OnlineFieldRecord, OnlineFormRecord, OnlineReportItemRecord, OnlineReportRecord } from '../records/online-dev.js';

/** Stable ids the client can rely on (32 hex, as upstream's form and report ids). */
export const HEADCOUNT_FORM_ID = stableId('online-form:dws_headcount_post');

export const SUPPLIER_FORM_ID = stableId('online-form:mis_supplier');

export const TRAINING_FORM_ID = stableId('online-form:mis_training_course');

export const PROJECT_REPORT_ID = stableId('online-report:project_revenue');

export const USER_REPORT_ID = stableId('online-report:report_user');

/** The two companies of the big screen's headcount tables. */
export const HEADCOUNT_COMPANIES = ['全网', '电话商务公司'] as const;

const HEADCOUNT_MONTHS = 24;

/** Posts by employment type (employee.type 1 外包人员, 2 管理人员); `phone` marks the posts of 电话商务公司. */
const POSTS = [
  { post: '客服专员', sort: 1, type: '1', phone: true },
  { post: '电销专员', sort: 2, type: '1', phone: true },
  { post: '热线坐席', sort: 3, type: '1', phone: true },
  { post: '装维工程师', sort: 4, type: '1', phone: false },
  { post: '催收专员', sort: 5, type: '1', phone: false },
  { post: '数据标注员', sort: 6, type: '1', phone: false },
  { post: '项目经理', sort: 7, type: '2', phone: true },
  { post: '运营主管', sort: 8, type: '2', phone: true },
  { post: '质检专员', sort: 9, type: '2', phone: true },
  { post: '培训专员', sort: 10, type: '2', phone: false },
  { post: '人事专员', sort: 11, type: '2', phone: false },
] as const;

/** FNV-1a: a deterministic spread of any id, whatever its format. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

function field(dbFieldName: string, dbFieldTxt: string, orderNum: number, overrides: Partial<OnlineFieldRecord> = {}): OnlineFieldRecord {
  return {
    id: '',
    dbFieldName,
    dbFieldTxt,
    dbType: 'string',
    dbLength: 100,
    dbPointLength: 0,
    dbDefaultVal: '',
    dbIsKey: dbFieldName === 'id' ? 1 : 0,
    dbIsNull: dbFieldName === 'id' ? 0 : 1,
    fieldShowType: 'text',
    fieldHref: '',
    fieldValidType: '',
    fieldMustInput: '0',
    isShowList: 1,
    isShowForm: 1,
    isReadOnly: 0,
    isQuery: 0,
    queryMode: 'single',
    dictField: '',
    dictTable: '',
    dictText: '',
    mainTable: '',
    mainField: '',
    orderNum,
    ...overrides,
  };
}

/** A seeded form's fields get stable ids, and its table's columns are the fields (the seeded tables are in sync). */
function synced(form: Omit<OnlineFormRecord, 'dbColumns'>): OnlineFormRecord {
  const fields = form.fields.map((f) => ({ ...f, id: stableId(`online-field:${form.tableName}:${f.dbFieldName}`) }));
  const dbColumns = fields.map((f) => ({ name: f.dbFieldName, type: f.dbType, length: f.dbLength, pointLength: f.dbPointLength }));
  return { ...form, fields, dbColumns };
}

const auditFields = (from: number): OnlineFieldRecord[] => [
  field('create_by', '创建人', from, { dbLength: 50, isShowList: 0, isShowForm: 0 }),
  field('create_time', '创建日期', from + 1, { dbType: 'Datetime', dbLength: 20, fieldShowType: 'datetime', isShowList: 0, isShowForm: 0 }),
];

/**
 * Monthly headcount by post, for 全网 (every employee) and 电话商务公司 (the employees whose id hashes into it),
 * counted from the staff roster: a month's figure is the staff active on its last day (today for the current month),
 * so the current month's 全网 total equals the workbench's total staff.
 */
function headcountRows(today: Date, core: CoreData): Array<Record<string, OnlineCell>> {
  const staff = core.employees.map((employee) => {
    const phone = hash(`${employee.id}:company`) % 100 < 32;
    const posts = POSTS.filter((p) => p.type === employee.type && (!phone || p.phone));
    const post = posts[hash(`${employee.id}:post`) % posts.length] ?? POSTS[0];
    return { employee, phone, post };
  });
  const rows: Array<Record<string, OnlineCell>> = [];
  for (let back = HEADCOUNT_MONTHS - 1; back >= 0; back--) {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    const year = first.getUTCFullYear();
    const month = first.getUTCMonth() + 1;
    const day = back === 0 ? iso(today) : iso(new Date(Date.UTC(year, month, 0)));
    const active = staff.filter((s) => activeOn(day)(s.employee));
    for (const company of HEADCOUNT_COMPANIES) {
      const members = company === '全网' ? active : active.filter((s) => s.phone);
      for (const post of POSTS) {
        const quantity = members.filter((s) => s.post.post === post.post).length;
        if (quantity === 0) continue;
        rows.push({
          id: stableId(`headcount:${year}-${month}:${company}:${post.post}`),
          year,
          month,
          company,
          post: post.post,
          quantity,
          sort: post.sort,
          create_by: 'admin',
          create_time: `${day} 23:00:00`,
        });
      }
    }
  }
  return rows;
}

const SUPPLIER_CITIES = ['北京', '上海', '广州', '深圳', '杭州', '南京', '苏州', '成都', '武汉', '西安', '天津', '长沙'];

const SUPPLIER_KINDS = ['办公用品', 'IT设备', '餐饮服务', '保洁服务', '印刷制作', '培训服务', '安保服务', '商业保险'];

const COURSES = ['新员工入职培训', '客服话术与情绪管理', '装维安全规范', '电销合规培训', '催收合规与投诉处理', '质检标准解读', '项目经理管理实务', 'Excel数据处理', '劳动法实务', '消防安全演练'];

function supplierRows(): Array<Record<string, OnlineCell>> {
  faker.seed(20260315);
  return Array.from({ length: 28 }, (_, index) => {
    const kind = SUPPLIER_KINDS[index % SUPPLIER_KINDS.length] as string;
    const signed = faker.date.between({ from: '2022-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' });
    return {
      id: stableId(`supplier:${index}`),
      supplier_name: `${faker.helpers.arrayElement(SUPPLIER_CITIES)}${faker.string.fromCharacters('华信达博远恒泰瑞鑫诚嘉', 2)}${kind}有限公司`,
      supplier_type: kind,
      contact_person: faker.person.fullName(),
      contact_phone: faker.helpers.arrayElement(['13', '15', '17', '18']) + faker.string.numeric(9),
      credit_code: `91${faker.string.numeric(6)}MA${faker.string.alphanumeric({ length: 8, casing: 'upper' })}`,
      status: index % 9 === 8 ? '0' : '1',
      signed_date: iso(signed),
      annual_amount: Math.round(faker.number.float({ min: 20_000, max: 1_800_000 }) * 100) / 100,
      create_by: 'admin',
      create_time: `${iso(signed)} 10:00:00`,
    };
  });
}

function trainingRows(today: Date, core: CoreData): Array<Record<string, OnlineCell>> {
  faker.seed(20260420);
  const departs = ['A01A03', 'A01A07', 'A01A08', 'A02A03'].filter((code) => core.departs.some((d) => d.orgCode === code));
  return Array.from({ length: 16 }, (_, index) => {
    const day = new Date(today.getTime() - (index * 11 + 3) * 86_400_000);
    return {
      id: stableId(`training:${index}`),
      course_name: COURSES[index % COURSES.length] as string,
      trainer: faker.person.fullName(),
      depart: departs[index % Math.max(1, departs.length)] ?? '',
      course_date: iso(day),
      hours: 2 + (index % 4) * 2,
      attendees: 12 + ((index * 7) % 40),
      fee: (2 + (index % 4) * 2) * 350 + (index % 3) * 120,
      create_by: 'admin',
      create_time: `${iso(day)} 09:00:00`,
    };
  });
}

function onlineForms(today: Date, core: CoreData): OnlineFormRecord[] {
  const head = (id: string, tableName: string, tableTxt: string, createTime: string) => ({
    id,
    tableName,
    tableTxt,
    tableType: 1 as const,
    formCategory: 'temp',
    formTemplate: '1',
    isTree: 'N' as const,
    treeParentIdField: '',
    treeIdField: '',
    treeFieldname: '',
    subTableStr: '',
    relationType: 0 as const,
    tabOrderNum: 0,
    isCheckbox: 'Y' as const,
    isPage: 'Y' as const,
    queryMode: 'single' as const,
    themeTemplate: 'normal' as const,
    isDbSynch: 'Y' as const,
    tableVersion: 1,
    createBy: 'admin',
    createTime,
    updateBy: null,
    updateTime: null,
    indexes: [],
    buttons: [],
  });
  return [
    synced({
      ...head(HEADCOUNT_FORM_ID, 'dws_headcount_post', '岗位人数月度统计', '2024-01-02 09:30:00'),
      fields: [
        field('id', '主键', 0, { dbLength: 36, isShowList: 0, isShowForm: 0 }),
        field('year', '年份', 1, { dbType: 'int', dbLength: 4, dbIsNull: 0, fieldShowType: 'number', isQuery: 1 }),
        field('month', '月份', 2, { dbType: 'int', dbLength: 2, dbIsNull: 0, fieldShowType: 'number', isQuery: 1 }),
        field('company', '公司', 3, { dbLength: 50, dbIsNull: 0, isQuery: 1 }),
        field('post', '岗位', 4, { dbLength: 50, dbIsNull: 0, isQuery: 1 }),
        field('quantity', '人数', 5, { dbType: 'int', dbLength: 10, dbIsNull: 0, fieldShowType: 'number' }),
        field('sort', '排序', 6, { dbType: 'int', dbLength: 10, fieldShowType: 'number' }),
        ...auditFields(7),
      ],
      rows: headcountRows(today, core),
    }),
    synced({
      ...head(SUPPLIER_FORM_ID, 'mis_supplier', '供应商名录', '2024-03-15 14:00:00'),
      fields: [
        field('id', '主键', 0, { dbLength: 36, isShowList: 0, isShowForm: 0 }),
        field('supplier_name', '供应商名称', 1, { dbLength: 100, dbIsNull: 0, isQuery: 1 }),
        field('supplier_type', '供应商类别', 2, { dbLength: 50, isQuery: 1 }),
        field('contact_person', '联系人', 3, { dbLength: 50 }),
        field('contact_phone', '联系电话', 4, { dbLength: 20 }),
        field('credit_code', '统一社会信用代码', 5, { dbLength: 18 }),
        field('status', '合作状态', 6, { dbLength: 2, fieldShowType: 'list', dictField: 'valid_status', isQuery: 1 }),
        field('signed_date', '签约日期', 7, { dbType: 'Date', dbLength: 10, fieldShowType: 'date', isQuery: 1, queryMode: 'group' }),
        field('annual_amount', '年度采购额', 8, { dbType: 'double', dbLength: 12, fieldShowType: 'number' }),
        ...auditFields(9),
      ],
      rows: supplierRows(),
    }),
    synced({
      ...head(TRAINING_FORM_ID, 'mis_training_course', '培训课程登记', '2024-05-06 11:20:00'),
      fields: [
        field('id', '主键', 0, { dbLength: 36, isShowList: 0, isShowForm: 0 }),
        field('course_name', '课程名称', 1, { dbLength: 100, dbIsNull: 0, isQuery: 1 }),
        field('trainer', '讲师', 2, { dbLength: 50 }),
        field('depart', '组织部门', 3, { dbLength: 64, fieldShowType: 'sel_depart', dictTable: 'sys_depart', dictText: 'depart_name', dictField: 'org_code', isQuery: 1 }),
        field('course_date', '培训日期', 4, { dbType: 'Date', dbLength: 10, fieldShowType: 'date', isQuery: 1, queryMode: 'group' }),
        field('hours', '课时', 5, { dbType: 'int', dbLength: 4, fieldShowType: 'number' }),
        field('attendees', '参训人数', 6, { dbType: 'int', dbLength: 6, fieldShowType: 'number' }),
        // Seen only by roles granted 培训费用可见 (a column permission, menus.ts).
        field('fee', '培训费用', 7, { dbType: 'BigDecimal', dbLength: 10, dbPointLength: 2, fieldShowType: 'number' }),
        ...auditFields(8),
      ],
      rows: trainingRows(today, core),
    }),
    ...runtimeOnlineForms(today).map(synced),
  ];
}

function item(report: string, fieldName: string, fieldTxt: string, orderNum: number, overrides: Partial<OnlineReportItemRecord> = {}): OnlineReportItemRecord {
  const id = stableId(`online-report-item:${report}:${fieldName}`);
  return { id, fieldName, fieldTxt, fieldType: 'String', isShow: 1, isSearch: 0, searchMode: null, dictCode: '', fieldHref: '', isOrder: 0, orderNum, ...overrides };
}

function onlineReports(today: Date): OnlineReportRecord[] {
  return [
    {
      id: PROJECT_REPORT_ID,
      code: 'project_revenue',
      name: '项目营收报表',
      // An empty year reads every year.
      cgrSql:
        "select id, project_name, business_unit, area, business_type, industry_structure, amount, taxes, cost, gross_profit, gross_margin, sign_date, year from dws_project_revenue where ('${year}' = '' or year = '${year}')",
      dbSource: '',
      content: '',
      items: [
        item('project_revenue', 'id', 'ID', 0, { isShow: 0 }),
        item('project_revenue', 'project_name', '项目名称', 1, { isSearch: 1, searchMode: 'single' }),
        item('project_revenue', 'business_unit', '业务部门', 2),
        item('project_revenue', 'area', '区域', 3, { isSearch: 1, searchMode: 'single' }),
        item('project_revenue', 'business_type', '业务类型', 4, { dictCode: 'business_type', isSearch: 1, searchMode: 'single' }),
        item('project_revenue', 'industry_structure', '行业结构', 5, { dictCode: 'industry_structure', isSearch: 1, searchMode: 'single' }),
        item('project_revenue', 'amount', '累计营业收入', 6, { fieldType: 'Double', isSearch: 1, searchMode: 'group' }),
        item('project_revenue', 'taxes', '累计营业税金', 7, { fieldType: 'Double' }),
        item('project_revenue', 'cost', '累计营业成本', 8, { fieldType: 'Double' }),
        item('project_revenue', 'gross_profit', '累计营业毛利', 9, { fieldType: 'Double' }),
        item('project_revenue', 'gross_margin', '毛利率', 10, { fieldType: 'Double' }),
        item('project_revenue', 'sign_date', '签约日期', 11, { fieldType: 'Date', isSearch: 1, searchMode: 'group' }),
      ],
      params: [{ id: stableId('online-report-param:project_revenue:year'), paramName: 'year', paramTxt: '年度', paramValue: String(today.getUTCFullYear()), orderNum: 0 }],
      createBy: 'admin',
      createTime: '2024-02-20 16:45:00',
      updateBy: null,
      updateTime: null,
    },
    {
      id: USER_REPORT_ID,
      code: 'report_user',
      name: '用户选择',
      cgrSql:
        "select u.id, u.username, u.realname, u.sex, u.phone, u.work_no, coalesce(d.depart_name, '') as depart_name from sys_user u left join sys_depart d on d.org_code = u.org_code where u.del_flag = '0'",
      dbSource: '',
      content: '',
      items: [
        item('report_user', 'id', 'ID', 0, { isShow: 0 }),
        item('report_user', 'username', '账号', 1, { isSearch: 1, searchMode: 'single' }),
        item('report_user', 'realname', '姓名', 2, { isSearch: 1, searchMode: 'single' }),
        item('report_user', 'sex', '性别', 3, { fieldType: 'Integer', dictCode: 'sex', isSearch: 1, searchMode: 'single' }),
        item('report_user', 'phone', '手机号', 4),
        item('report_user', 'work_no', '工号', 5),
        item('report_user', 'depart_name', '部门', 6),
      ],
      params: [],
      createBy: 'admin',
      createTime: '2024-02-20 17:05:00',
      updateBy: null,
      updateTime: null,
    },
  ];
}

export interface OnlineDevData {
  onlineForms: OnlineFormRecord[];
  onlineReports: OnlineReportRecord[];
  onlineDetachedTables: OnlineDetachedTableRecord[];
}

export function seedOnlineDev(today: Date, core: CoreData): OnlineDevData {
  return { onlineForms: onlineForms(today, core), onlineReports: onlineReports(today), onlineDetachedTables: [] };
}
