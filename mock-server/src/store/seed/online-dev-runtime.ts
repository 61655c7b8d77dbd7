// Seed of the online forms staff use at run time beyond the single-table ones: 采购申请 (a main table) with its
// one-to-many 采购明细 and one-to-one 采购合同, the tree form 物料分类, and 话务记录, a form of 10 000 rows for the
// list benchmark (generated with arithmetic only: the seed runs on every start).
import { stableId } from '../../lib/ids.js';
import { seededRandom } from '../../lib/random.js';
import type { OnlineCell, OnlineFieldRecord, OnlineFormRecord } from '../records/online-dev.js';

export const PURCHASE_FORM_ID = stableId('online-form:mis_purchase_apply');
export const PURCHASE_ITEM_FORM_ID = stableId('online-form:mis_purchase_item');
export const PURCHASE_CONTRACT_FORM_ID = stableId('online-form:mis_purchase_contract');
export const MATERIAL_CATEGORY_FORM_ID = stableId('online-form:mis_material_category');
export const CALL_RECORD_FORM_ID = stableId('online-form:mis_call_record');

export const CALL_RECORD_COUNT = 10_000;

type Row = Record<string, OnlineCell>;

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

const idField = () => field('id', '主键', 0, { dbLength: 36, isShowList: 0, isShowForm: 0 });

const auditFields = (from: number): OnlineFieldRecord[] => [
  field('create_by', '创建人', from, { dbLength: 50, isShowList: 0, isShowForm: 0 }),
  field('create_time', '创建日期', from + 1, { dbType: 'Datetime', dbLength: 20, fieldShowType: 'datetime', isShowList: 0, isShowForm: 0 }),
];

const head = (id: string, tableName: string, tableTxt: string, createTime: string): Omit<OnlineFormRecord, 'fields' | 'rows'> => ({
  id,
  tableName,
  tableTxt,
  tableType: 1,
  formCategory: 'temp',
  formTemplate: '1',
  isTree: 'N',
  treeParentIdField: '',
  treeIdField: '',
  treeFieldname: '',
  subTableStr: '',
  relationType: 0,
  tabOrderNum: 0,
  isCheckbox: 'Y',
  isPage: 'Y',
  queryMode: 'single',
  themeTemplate: 'normal',
  isDbSynch: 'Y',
  tableVersion: 1,
  createBy: 'admin',
  createTime,
  updateBy: null,
  updateTime: null,
  indexes: [],
  buttons: [],
  // Filled from the fields by the seed's synced() (seed/online-dev.ts): the seeded tables are in sync.
  dbColumns: [],
});

const iso = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (today: Date, days: number) => iso(new Date(today.getTime() - days * 86_400_000));

const PURCHASES = [
  { title: '客服中心耳麦更换', dept: 'A01A03', items: [['话务耳麦', 'Plantronics HW520', '副', 60, 420], ['耳麦海绵套', '通用款', '个', 200, 6.5]] },
  { title: '新员工办公电脑采购', dept: 'A01A07', items: [['笔记本电脑', 'ThinkPad E14', '台', 12, 4899], ['显示器', '戴尔 P2422H', '台', 12, 1199], ['键鼠套装', '罗技 MK275', '套', 12, 99]] },
  { title: '培训教室投影设备', dept: 'A01A08', items: [['投影仪', '爱普生 CB-X50', '台', 2, 3999], ['投影幕布', '100寸电动', '块', 2, 680]] },
  { title: '装维工具补充', dept: 'A02A03', items: [['光功率计', 'JW3208', '台', 15, 320], ['光纤熔接机', '吉隆 KL-280', '台', 3, 16800], ['工具包', '装维专用', '个', 30, 158]] },
  { title: '季度办公用品', dept: 'A01A03', items: [['A4复印纸', '70g 500张/包', '箱', 40, 165], ['签字笔', '0.5mm 黑色', '盒', 50, 18], ['文件夹', 'A4 双夹', '个', 120, 8.5]] },
  { title: '呼叫中心座椅更新', dept: 'A01A07', items: [['人体工学椅', '网布 可调扶手', '把', 80, 560]] },
  { title: '机房UPS电池更换', dept: 'A01A08', items: [['UPS电池', '12V 100Ah', '节', 32, 960], ['电池柜', 'A32', '台', 1, 2400]] },
  { title: '质检录音存储扩容', dept: 'A01A03', items: [['硬盘', '希捷 8TB 企业级', '块', 8, 1580], ['硬盘托架', '通用', '个', 8, 45]] },
  { title: '防疫及劳保物资', dept: 'A02A03', items: [['医用口罩', '50只/盒', '盒', 100, 25], ['劳保手套', '防滑耐磨', '双', 300, 4.8]] },
  { title: '会议室视频会议终端', dept: 'A01A07', items: [['视频会议终端', '小鱼易连 ME40', '套', 3, 5200], ['全向麦克风', 'USB', '个', 3, 699]] },
] as const;

const SUPPLIERS = ['北京华信达IT设备有限公司', '上海恒泰办公用品有限公司', '广州瑞鑫通信器材有限公司', '深圳博远科技有限公司', '杭州嘉诚家具有限公司'];
const APPLICANTS = ['admin', 'jeecg'];

function purchaseRows(today: Date): { main: Row[]; items: Row[]; contracts: Row[] } {
  const main: Row[] = [];
  const items: Row[] = [];
  const contracts: Row[] = [];
  PURCHASES.forEach((purchase, index) => {
    const id = stableId(`purchase:${index}`);
    const day = daysBefore(today, index * 9 + 2);
    let total = 0;
    purchase.items.forEach(([name, spec, unit, quantity, price], line) => {
      const amount = Math.round(quantity * price * 100) / 100;
      total += amount;
      items.push({ id: stableId(`purchase-item:${index}:${line}`), apply_id: id, material_name: name, spec, unit, quantity, price, amount, remark: '', create_by: 'admin', create_time: `${day} 10:${String(10 + line).padStart(2, '0')}:00` });
    });
    const status = String((index % 4) + 1);
    main.push({
      id,
      apply_no: `CG${day.replaceAll('-', '')}${String(index + 1).padStart(3, '0')}`,
      title: purchase.title,
      apply_dept: purchase.dept,
      applicant: APPLICANTS[index % APPLICANTS.length] as string,
      contact_phone: `138${String(10_000_000 + index * 734_219).slice(0, 8)}`,
      apply_date: day,
      urgency: String((index % 3) + 1),
      status,
      total_amount: Math.round(total * 100) / 100,
      remark: index % 3 === 0 ? '请优先安排供应商报价' : '',
      create_by: 'admin',
      create_time: `${day} 10:00:00`,
    });
    if (status !== '1') {
      contracts.push({ id: stableId(`purchase-contract:${index}`), apply_id: id, contract_no: `HT-${day.slice(0, 4)}-${String(index + 101)}`, supplier: SUPPLIERS[index % SUPPLIERS.length] as string, sign_date: daysBefore(today, index * 9), payment_terms: index % 2 ? '货到付款' : '预付30%，验收后付清', create_by: 'admin', create_time: `${day} 16:00:00` });
    }
  });
  return { main, items, contracts };
}

function purchaseForms(today: Date): OnlineFormRecord[] {
  const { main, items, contracts } = purchaseRows(today);
  const foreignKey = (order: number) => field('apply_id', '采购申请ID', order, { dbLength: 36, isShowList: 0, isShowForm: 0, mainTable: 'mis_purchase_apply', mainField: 'id' });
  return [
    {
      ...head(PURCHASE_FORM_ID, 'mis_purchase_apply', '采购申请', '2024-06-03 09:00:00'),
      tableType: 2,
      formTemplate: '2',
      subTableStr: 'mis_purchase_item,mis_purchase_contract',
      themeTemplate: 'tab',
      fields: [
        idField(),
        field('apply_no', '申请单号', 1, { dbLength: 32, dbIsNull: 0, isQuery: 1, fieldHref: '/online/cgformList/' + PURCHASE_FORM_ID + '?apply_no=${apply_no}' }),
        field('title', '申请标题', 2, { dbLength: 100, dbIsNull: 0, isQuery: 1 }),
        field('apply_dept', '申请部门', 3, { dbLength: 64, fieldShowType: 'sel_depart', dictTable: 'sys_depart', dictText: 'depart_name', dictField: 'org_code' }),
        field('applicant', '申请人', 4, { dbLength: 50, fieldShowType: 'sel_user', dictTable: 'sys_user', dictText: 'realname', dictField: 'username' }),
        field('contact_phone', '联系电话', 5, { dbLength: 20, fieldValidType: 'm' }),
        field('apply_date', '申请日期', 6, { dbType: 'Date', dbLength: 10, dbIsNull: 0, fieldShowType: 'date', isQuery: 1, queryMode: 'group' }),
        field('urgency', '紧急程度', 7, { dbLength: 2, fieldShowType: 'radio', dictField: 'urgent_level' }),
        field('status', '审批状态', 8, { dbLength: 2, fieldShowType: 'list', dictField: 'bpm_status', isQuery: 1 }),
        field('total_amount', '预算金额', 9, { dbType: 'BigDecimal', dbLength: 12, fieldShowType: 'number' }),
        field('remark', '备注', 10, { dbLength: 500, fieldShowType: 'textarea', isShowList: 0 }),
        ...auditFields(11),
      ],
      rows: main,
      buttons: [
        { id: stableId('button:purchase:submit'), buttonCode: 'submit', buttonName: '提交审批', buttonIcon: 'check', buttonStyle: 'button', optPosition: 'toolbar', actionType: 'api', actionTarget: '/online/cgform/api/doButton', orderNum: 1, buttonStatus: '1', sets: { status: '2' } },
        { id: stableId('button:purchase:category'), buttonCode: 'category', buttonName: '物料分类', buttonIcon: 'apartment', buttonStyle: 'button', optPosition: 'toolbar', actionType: 'form', actionTarget: MATERIAL_CATEGORY_FORM_ID, orderNum: 2, buttonStatus: '1' },
        { id: stableId('button:purchase:search'), buttonCode: 'search', buttonName: '查询单号', buttonIcon: 'link', buttonStyle: 'link', optPosition: 'row', actionType: 'link', actionTarget: 'https://www.baidu.com/s?wd={apply_no}', orderNum: 3, buttonStatus: '1' },
      ],
    },
    {
      ...head(PURCHASE_ITEM_FORM_ID, 'mis_purchase_item', '采购明细', '2024-06-03 09:05:00'),
      tableType: 3,
      relationType: 0,
      tabOrderNum: 1,
      fields: [
        idField(),
        foreignKey(1),
        field('material_name', '物料名称', 2, { dbLength: 100, dbIsNull: 0 }),
        field('spec', '规格型号', 3, { dbLength: 100 }),
        field('unit', '单位', 4, { dbLength: 10 }),
        field('quantity', '数量', 5, { dbType: 'int', dbLength: 10, dbIsNull: 0, fieldShowType: 'number' }),
        field('price', '单价', 6, { dbType: 'double', dbLength: 12, fieldShowType: 'number' }),
        field('amount', '金额', 7, { dbType: 'double', dbLength: 14, fieldShowType: 'number' }),
        field('remark', '备注', 8, { dbLength: 200 }),
        ...auditFields(9),
      ],
      rows: items,
    },
    {
      ...head(PURCHASE_CONTRACT_FORM_ID, 'mis_purchase_contract', '采购合同', '2024-06-03 09:10:00'),
      tableType: 3,
      relationType: 1,
      tabOrderNum: 2,
      fields: [
        idField(),
        foreignKey(1),
        field('contract_no', '合同编号', 2, { dbLength: 32, dbIsNull: 0 }),
        field('supplier', '供应商', 3, { dbLength: 100 }),
        field('sign_date', '签订日期', 4, { dbType: 'Date', dbLength: 10, fieldShowType: 'date' }),
        field('payment_terms', '付款方式', 5, { dbLength: 100 }),
        ...auditFields(6),
      ],
      rows: contracts,
    },
  ];
}

/** 物料分类: [name, code, children]. */
const CATEGORIES: ReadonlyArray<readonly [string, string, ReadonlyArray<readonly [string, string, readonly string[]]>]> = [
  ['办公用品', 'BG', [['纸张耗材', 'BG01', ['复印纸', '打印耗材']], ['文具', 'BG02', ['书写工具', '文件管理']]]],
  ['IT设备', 'IT', [['计算机', 'IT01', ['台式机', '笔记本电脑']], ['外设', 'IT02', ['显示器', '耳麦']], ['网络设备', 'IT03', []]]],
  ['通信器材', 'TX', [['光通信', 'TX01', ['光纤熔接', '光功率测试']], ['装维工具', 'TX02', []]]],
  ['家具', 'JJ', [['办公桌椅', 'JJ01', []], ['会议家具', 'JJ02', []]]],
  ['劳保用品', 'LB', []],
];

function categoryRows(): Row[] {
  const rows: Row[] = [];
  const add = (name: string, code: string, pid: string, hasChild: boolean, sort: number): string => {
    const id = stableId(`material-category:${code}`);
    rows.push({ id, name, code, pid, has_child: hasChild ? '1' : '0', sort_no: sort, remark: '', create_by: 'admin', create_time: '2024-06-10 09:00:00' });
    return id;
  };
  CATEGORIES.forEach(([name, code, children], index) => {
    const root = add(name, code, '0', children.length > 0, index + 1);
    children.forEach(([childName, childCode, leaves], childIndex) => {
      const child = add(childName, childCode, root, leaves.length > 0, childIndex + 1);
      leaves.forEach((leaf, leafIndex) => add(leaf, `${childCode}${String(leafIndex + 1).padStart(2, '0')}`, child, false, leafIndex + 1));
    });
  });
  return rows;
}

function categoryForm(): OnlineFormRecord {
  return {
    ...head(MATERIAL_CATEGORY_FORM_ID, 'mis_material_category', '物料分类', '2024-06-10 08:30:00'),
    isTree: 'Y',
    treeParentIdField: 'pid',
    treeIdField: 'has_child',
    treeFieldname: 'name',
    fields: [
      idField(),
      field('name', '分类名称', 1, { dbLength: 50, dbIsNull: 0, isQuery: 1 }),
      field('code', '分类编码', 2, { dbLength: 20, dbIsNull: 0, fieldValidType: '^[A-Z]{2}[0-9]*$', isQuery: 1 }),
      field('pid', '父级节点', 3, { dbLength: 36, isShowList: 0, isShowForm: 0 }),
      field('has_child', '是否有子节点', 4, { dbLength: 3, isShowList: 0, isShowForm: 0 }),
      field('sort_no', '排序', 5, { dbType: 'int', dbLength: 6, fieldShowType: 'number' }),
      field('remark', '备注', 6, { dbLength: 200 }),
      ...auditFields(7),
    ],
    rows: categoryRows(),
  };
}

const CALL_TYPES = ['呼入', '呼出'];
const CALL_RESULTS = ['已解决', '需回访', '已转工单', '客户挂断'];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平'];

const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value));

/** A 32-hex id of the i-th call: a fixed prefix and the index (hashing 10 000 keys would slow every start). */
const CALL_ID_PREFIX = stableId('call-record').slice(0, 24);

/**
 * 10 000 call records over the last 90 days: arithmetic on the index and one random stream, the day texts made once
 * and rows written field by field (warm: 3 ms; cold, as at start-up, 20–70 ms on the shared machine: hence made on first read).
 */
function callRows(today: Date): Row[] {
  const random = seededRandom(29_010);
  const days = Array.from({ length: 90 }, (_, back) => daysBefore(today, 89 - back));
  const rows: Row[] = new Array(CALL_RECORD_COUNT);
  for (let i = 0; i < CALL_RECORD_COUNT; i++) {
    const seat = i % 40;
    const second = Math.floor(random() * 36_000) + 8 * 3600;
    const time = `${days[Math.floor(random() * 90)]} ${pad2(Math.floor(second / 3600))}:${pad2(Math.floor(second / 60) % 60)}:${pad2(second % 60)}`;
    const row: Row = {};
    row.id = CALL_ID_PREFIX + i.toString(16).padStart(8, '0');
    row.call_no = `HW${String(i + 1).padStart(6, '0')}`;
    row.seat_no = `KF${seat + 1001}`;
    row.agent_name = (SURNAMES[seat % SURNAMES.length] as string) + GIVEN[(seat * 7) % GIVEN.length];
    row.customer_phone = `1${3 + (i % 6)}${100_000_000 + ((i * 7_919_317) % 900_000_000)}`.slice(0, 11);
    row.call_type = CALL_TYPES[i % 2] as string;
    row.call_time = time;
    row.duration = 20 + Math.floor(random() * 900);
    row.result = CALL_RESULTS[i % CALL_RESULTS.length] as string;
    row.create_by = 'admin';
    row.create_time = time;
    rows[i] = row;
  }
  return rows;
}

/** 话务记录 without its rows: they are made on the form's first read (`withGeneratedRows`), not at every start. */
function callForm(today: Date): OnlineFormRecord {
  return {
    ...head(CALL_RECORD_FORM_ID, 'mis_call_record', '话务记录', '2024-07-01 09:00:00'),
    fields: [
      idField(),
      field('call_no', '通话编号', 1, { dbLength: 20, dbIsNull: 0, isQuery: 1 }),
      field('seat_no', '坐席工号', 2, { dbLength: 20, dbIsNull: 0, isQuery: 1 }),
      field('agent_name', '坐席姓名', 3, { dbLength: 50 }),
      field('customer_phone', '客户号码', 4, { dbLength: 20, fieldValidType: 'm' }),
      field('call_type', '呼叫类型', 5, { dbLength: 10 }),
      field('call_time', '通话时间', 6, { dbType: 'Datetime', dbLength: 20, fieldShowType: 'datetime', isQuery: 1, queryMode: 'group' }),
      field('duration', '通话时长(秒)', 7, { dbType: 'int', dbLength: 10, fieldShowType: 'number' }),
      field('result', '处理结果', 8, { dbLength: 20 }),
      ...auditFields(9),
    ],
    rows: [],
    generatedRows: { from: iso(today) },
  };
}

/** Fills a form seeded without its rows (话务记录) on first use; a form with its rows is left as it is. */
export function withGeneratedRows(form: OnlineFormRecord): OnlineFormRecord {
  if (form.generatedRows) {
    form.rows = callRows(new Date(`${form.generatedRows.from}T12:00:00Z`));
    delete form.generatedRows;
  }
  return form;
}

/** The runtime forms, appended to the seeded online forms. */
export function runtimeOnlineForms(today: Date): OnlineFormRecord[] {
  return [...purchaseForms(today), categoryForm(), callForm(today)];
}
