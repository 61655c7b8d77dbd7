// Handlers of the system-data domain: departments (the organisation tree with the fork's project nodes),
// positions, dictionary maintenance and table-dictionary lookups, categories, the duplicate check and code check
// rules. One export per operationId; see docs/adding-an-endpoint.md. Messages and success codes follow upstream
// JeecgBoot 3.3.0 (SysDepartController, SysPositionController, SysDictController, SysDictItemController,
// SysCategoryController, DuplicateCheckController, SysCheckRuleController) unless the document says otherwise.
import { exportWorkbook, ExcelReadError, readWorkbook, XLSX_TYPE, type ExcelColumn } from '../crud/excel.js';
import { importAnswer, type RowProblem } from '../crud/import-answer.js';
import { dateTimeText } from '../lib/dates.js';
import { idList, pageOf } from '../crud/rows.js';
import { fail, ok } from '../envelope.js';
import type { CategoryRecord, CheckRuleSegment, PositionRecord } from '../fixtures/system-data.js';
import type { EntityFields } from '../query/field-types.js';
import { listQuery, QueryError, type ListOptions } from '../query/list-query.js';
import { randomId } from '../lib/ids.js';
import type { DictRecord, UserRecord } from '../store/core-data.js';
import type { Store } from '../store/store.js';
import { columnMissing, dictItemOf, tableColumns, tableDict, tableMissing, tableRows, BAD_DICT_CODE, type Row } from '../store/table-dict.js';
import type { BodyOf, Handler } from '../types.js';
import type { Schema } from '../lib/schema.js';

const NO_ENTITY = '未找到对应实体';
const BAD_IDS = '参数不识别！';
const CONDITION_NOT_JSON = '组件JTreeSelect-condition传值有误，需要一个json字符串!';

/** Upstream `result.success(msg)`: code 200, the message, result null. */
const success = (message: string) => ok(null, { message });
/** Upstream `Result.ok(msg)`: code 200, the message also in result. */
const okText = (message: string) => ok(message, { message });

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Runs a list query; a QueryError (bad sort column, bad superQuery) becomes the upstream-style envelope. */
function queried<T extends object>(rows: T[], query: Record<string, unknown>, fields: EntityFields, options: ListOptions = {}): T[] | { error: string } {
  try {
    return listQuery(rows, { ...query, pageSize: '-521', pageNo: '1' }, fields, options).records;
  } catch (error) {
    if (error instanceof QueryError) return { error: error.message };
    throw error;
  }
}

function withTexts<T extends object>(store: Store, rows: T[], fields: EntityFields): Array<T & Record<string, unknown>> {
  return pageOf(store, rows, { pageSize: '-521' }, fields).result?.records ?? [];
}

async function readUpload(uploads: Array<{ fieldname: string; buffer: Buffer }>, columns: ExcelColumn[]): Promise<Array<Record<string, string>> | { error: string }> {
  const upload = uploads.find((file) => file.fieldname === 'file') ?? uploads[0];
  if (!upload) return { error: '参数错误：body.file 不能为空（请上传Excel文件）' };
  try {
    return await readWorkbook(upload.buffer, columns);
  } catch (error) {
    if (error instanceof ExcelReadError) return { error: error.message };
    throw error;
  }
}

/** Reads a dictionary value from an import cell holding either the text or the value. */
function dictValue(store: Store, dictCode: string, cell: string): string | null {
  const items = store.dictItems(dictCode);
  return items.find((item) => item.text === cell)?.value ?? items.find((item) => item.value === cell)?.value ?? null;
}

/** The next code after the siblings' largest: letter + two digits, A01 … A99, B01 … (upstream YouBianCodeUtil). */
function nextCode(prefix: string, siblingCodes: string[]): string | null {
  const suffixes = siblingCodes
    .filter((code) => code.startsWith(prefix))
    .map((code) => code.slice(prefix.length))
    .filter((suffix) => /^[A-Z]\d{2}$/.test(suffix))
    .sort();
  const last = suffixes.at(-1);
  if (!last) return `${prefix}A01`;
  const number = Number(last.slice(1));
  if (number < 99) return `${prefix}${last[0]}${String(number + 1).padStart(2, '0')}`;
  if (last[0] === 'Z') return null;
  return `${prefix}${String.fromCharCode((last.codePointAt(0) as number) + 1)}01`;
}

// ------------------------------------------------------------------------------------------------ departments

type Depart = Schema<'SysDepart'>;
type DepartNode = Schema<'SysDepartTreeModel'>;

const DEPART_FIELDS: EntityFields = {
  id: { type: 'string' },
  parentId: { type: 'string' },
  departName: { type: 'string' },
  departNameAbbr: { type: 'string' },
  orgCode: { type: 'string' },
  orgCategory: { type: 'string', dict: 'org_category' },
  orgType: { type: 'string' },
  departOrder: { type: 'number' },
  status: { type: 'string', dict: 'depart_status' },
  mobile: { type: 'string' },
  createTime: { type: 'datetime' },
  updateTime: { type: 'datetime' },
};

const byDepartOrder = (a: Depart, b: Depart) => a.departOrder - b.departOrder || (a.orgCode < b.orgCode ? -1 : a.orgCode > b.orgCode ? 1 : 0);
const byOrgCode = (a: Depart, b: Depart) => (a.orgCode < b.orgCode ? -1 : a.orgCode > b.orgCode ? 1 : 0);

/** The department and everything below it (orgCodes grow by fixed three-character segments). */
const isWithin = (depart: Depart, root: Depart) => depart.orgCode.startsWith(root.orgCode);

/** The orgCodes of a department's ancestors, nearest last. */
const ancestorCodes = (orgCode: string) => Array.from({ length: orgCode.length / 3 - 1 }, (_, i) => orgCode.slice(0, (i + 1) * 3));

const hasChildren = (store: Store, depart: Depart) => store.data.departs.some((d) => d.parentId === depart.id);

function departNode(depart: Depart, children: DepartNode[] | null, isLeaf: boolean, keyBy: 'id' | 'orgCode' = 'id', disabled = false): DepartNode {
  const key = keyBy === 'orgCode' ? depart.orgCode : depart.id;
  return { ...depart, key, value: key, title: depart.departName, isLeaf, children, ...(disabled ? { disabled: true } : {}) };
}

/** Every department's position in the whole tree shown in order (siblings by departOrder), for ordering roots. */
function treeOrder(store: Store): Map<string, number> {
  const childrenOf = new Map<string, Depart[]>();
  for (const depart of store.data.departs) childrenOf.set(depart.parentId ?? '', [...(childrenOf.get(depart.parentId ?? '') ?? []), depart]);
  const order = new Map<string, number>();
  const visit = (parentId: string) => {
    for (const depart of (childrenOf.get(parentId) ?? []).sort(byDepartOrder)) {
      order.set(depart.id, order.size);
      visit(depart.id);
    }
  };
  visit('');
  return order;
}

/** A forest of the given departments: a department whose parent is not among them is a root. */
function forest(store: Store, departs: Depart[], disabled: Set<string> = new Set()): DepartNode[] {
  const ids = new Set(departs.map((d) => d.id));
  const childrenOf = new Map<string, Depart[]>();
  for (const depart of departs) {
    const parent = depart.parentId && ids.has(depart.parentId) ? depart.parentId : '';
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), depart]);
  }
  const build = (depart: Depart): DepartNode => {
    const children = (childrenOf.get(depart.id) ?? []).sort(byDepartOrder).map(build);
    return departNode(depart, children.length ? children : null, children.length === 0, 'id', disabled.has(depart.id));
  };
  // Roots from different parents (a subtree selection) keep the order they have in the whole tree.
  const order = treeOrder(store);
  return (childrenOf.get('') ?? []).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)).map(build);
}

/** Flat nodes (no children) whose isLeaf says whether the department has children in the store. */
const flatNodes = (store: Store, departs: Depart[], keyBy: 'id' | 'orgCode' = 'id') => departs.map((d) => departNode(d, null, !hasChildren(store, d), keyBy));

/** The listed departments with their subtrees; a listed one inside another is not repeated at the top. */
function subtrees(store: Store, roots: Depart[]): DepartNode[] {
  return forest(store, store.data.departs.filter((d) => roots.some((root) => isWithin(d, root))));
}

interface TreeFilters {
  containsDisabled?: boolean;
  type?: string;
  timePoint?: string;
  pid?: string;
  ids?: string;
}

function filteredTree(store: Store, filters: TreeFilters, withoutProjects: boolean): DepartNode[] {
  if (filters.ids) {
    const ids = idList(filters.ids);
    return flatNodes(store, store.data.departs.filter((d) => ids.includes(d.id)).sort(byOrgCode));
  }
  const byCode = new Map(store.data.departs.map((d) => [d.orgCode, d]));
  const bound = filters.timePoint ? (filters.timePoint.length === 10 ? `${filters.timePoint} 23:59:59` : filters.timePoint) : null;
  const passes = (d: Depart) =>
    (filters.containsDisabled !== false || d.status !== '0') && (!bound || (d.createTime ?? '') <= bound) && !(withoutProjects && d.orgCategory === '4');
  // A department that fails hides its subtree: it and every ancestor must pass.
  let kept = store.data.departs.filter((d) => passes(d) && ancestorCodes(d.orgCode).every((code) => !byCode.has(code) || passes(byCode.get(code) as Depart)));
  if (filters.pid) {
    const root = store.data.departs.find((d) => d.id === filters.pid);
    kept = root ? kept.filter((d) => d.id !== root.id && isWithin(d, root)) : [];
  }
  if (!filters.type) return forest(store, kept);
  const categories = filters.type.split(',');
  const selected = kept.filter((d) => categories.includes(d.orgCategory));
  const keptCodes = new Map(kept.map((d) => [d.orgCode, d]));
  const connecting = new Set<string>();
  for (const depart of selected) {
    for (const code of ancestorCodes(depart.orgCode)) {
      const ancestor = keptCodes.get(code);
      if (ancestor && !categories.includes(ancestor.orgCategory)) connecting.add(ancestor.id);
    }
  }
  return forest(
    store,
    kept.filter((d) => categories.includes(d.orgCategory) || connecting.has(d.id)),
    connecting,
  );
}

function caller(store: Store, session: { username: string } | null): UserRecord | undefined {
  return session ? store.userByName(session.username) : undefined;
}

/** The departments a user belongs to (upstream sys_user_depart; for a superior, those in their charge). */
const departsOf = (store: Store, user: UserRecord): Depart[] => store.data.departs.filter((d) => user.orgCodes.includes(d.orgCode));

export const sysSysDepartQueryTreeList: Handler<'sysSysDepartQueryTreeList'> = ({ query }, { store }) => ok(filteredTree(store, query, false), { code: 0 });

export const sysSysDepartQueryTreeListNoProject: Handler<'sysSysDepartQueryTreeListNoProject'> = ({ query }, { store }) =>
  ok(filteredTree(store, query, true), { code: 0 });

export const sysSysDepartQueryDepartTreeSync: Handler<'sysSysDepartQueryDepartTreeSync'> = ({ query }, { store }) => {
  const keyBy = query.primaryKey === 'orgCode' ? 'orgCode' : 'id';
  if (query.ids) {
    const ids = idList(query.ids);
    return ok(flatNodes(store, store.data.departs.filter((d) => ids.includes(d.id) || ids.includes(d.orgCode)).sort(byOrgCode), keyBy), { code: 0 });
  }
  const level = store.data.departs.filter((d) => (query.pid ? d.parentId === query.pid : !d.parentId)).sort(byDepartOrder);
  return ok(flatNodes(store, level, keyBy), { code: 0 });
};

export const sysSysDepartQueryIdTree: Handler<'sysSysDepartQueryIdTree'> = (_input, { store }) => {
  const idTree = (nodes: DepartNode[]): Array<Schema<'DepartIdModel'>> => nodes.map((n) => ({ key: n.id, value: n.id, title: n.departName, children: idTree(n.children ?? []) }));
  return ok(idTree(forest(store, store.data.departs)), { code: 0 });
};

export const sysSysDepartGetById: Handler<'sysSysDepartGetById'> = ({ query }, { store }) => {
  const depart = store.data.departs.find((d) => d.id === query.id);
  return depart ? ok(depart) : fail(NO_ENTITY);
};

export const sysSysDepartListBizUnit: Handler<'sysSysDepartListBizUnit'> = ({ query }, { store }) => {
  const units = store.data.departs.filter(
    (d) => d.orgCategory === '2' && (query.containsDisabled !== false || d.status !== '0') && store.data.departs.some((child) => child.parentId === d.id && child.orgCategory === '4'),
  );
  return ok(units.sort(byOrgCode));
};

export const sysSysDepartSearchBy: Handler<'sysSysDepartSearchBy'> = ({ query, session }, { store }) => {
  const user = caller(store, session);
  let pool = store.data.departs;
  if (query.myDeptSearch === '1' && user?.userIdentity === 2) {
    const mine = departsOf(store, user).map((d) => d.orgCode);
    pool = pool.filter((d) => mine.some((code) => d.orgCode.startsWith(code)));
  }
  const found = pool.filter((d) => d.departName.includes(query.keyWord)).sort(byOrgCode);
  if (found.length === 0) return fail('未查询匹配数据！', 0);
  return ok(flatNodes(store, found), { code: 0 });
};

type DepartForm = BodyOf<'sysSysDepartAdd'>;

function departPatch(body: DepartForm): Partial<Depart> {
  const patch: Partial<Depart> = { departName: body.departName };
  if (body.departNameEn !== undefined) patch.departNameEn = body.departNameEn;
  if (body.departNameAbbr !== undefined) patch.departNameAbbr = body.departNameAbbr;
  if (body.departOrder !== undefined && body.departOrder !== null) patch.departOrder = body.departOrder;
  if (body.description !== undefined) patch.description = body.description;
  if (body.orgCategory !== undefined) patch.orgCategory = body.orgCategory;
  if (body.mobile !== undefined) patch.mobile = body.mobile;
  if (body.fax !== undefined) patch.fax = body.fax;
  if (body.address !== undefined) patch.address = body.address;
  if (body.memo !== undefined) patch.memo = body.memo;
  if (body.status !== undefined) patch.status = body.status;
  return patch;
}

export const sysSysDepartAdd: Handler<'sysSysDepartAdd'> = ({ body, session }, { store, now }) => {
  const parent = body.parentId ? store.data.departs.find((d) => d.id === body.parentId) : undefined;
  if (body.parentId && !parent) return fail('上级部门不存在');
  if (parent?.orgCategory === '4') return fail('项目下不能添加下级部门');
  const prefix = parent?.orgCode ?? '';
  const orgCode = nextCode(prefix, store.data.departs.filter((d) => d.orgCode.length === prefix.length + 3).map((d) => d.orgCode));
  if (!orgCode) return fail('操作失败，机构编码已用尽');
  const siblings = store.data.departs.filter((d) => (d.parentId ?? '') === (parent?.id ?? ''));
  store.data.departs.push({
    id: randomId(),
    parentId: parent?.id ?? '',
    departName: body.departName,
    departNameEn: null,
    departNameAbbr: null,
    departOrder: siblings.length,
    description: null,
    orgCategory: parent ? '2' : '1',
    orgType: parent ? '2' : '1',
    orgCode,
    mobile: null,
    fax: null,
    address: null,
    memo: null,
    status: '1',
    delFlag: '0',
    ...departPatch(body),
    createBy: session?.username ?? null,
    createTime: dateTimeText(now()),
    updateBy: null,
    updateTime: null,
  });
  return success('添加成功！');
};

export const sysSysDepartEdit: Handler<'sysSysDepartEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const depart = store.data.departs.find((d) => d.id === body.id);
  if (!depart) return fail(NO_ENTITY);
  Object.assign(depart, departPatch(body), { updateBy: session?.username ?? null, updateTime: dateTimeText(now()) });
  return success('修改成功!');
};

/** Deletes departments with their subtrees and takes them out of the users' department lists. */
function removeDeparts(store: Store, roots: Depart[]): void {
  const gone = new Set(store.data.departs.filter((d) => roots.some((root) => isWithin(d, root))).map((d) => d.orgCode));
  store.data.departs = store.data.departs.filter((d) => !gone.has(d.orgCode));
  for (const user of store.data.users) {
    if (!user.orgCodes.some((code) => gone.has(code))) continue;
    user.orgCodes = user.orgCodes.filter((code) => !gone.has(code));
    if (gone.has(user.orgCode)) user.orgCode = user.orgCodes[0] ?? '';
  }
}

export const sysSysDepartDelete: Handler<'sysSysDepartDelete'> = ({ query }, { store }) => {
  const depart = store.data.departs.find((d) => d.id === query.id);
  if (!depart) return fail(NO_ENTITY);
  removeDeparts(store, [depart]);
  return success('删除成功!');
};

export const sysSysDepartDeleteBatch: Handler<'sysSysDepartDeleteBatch'> = ({ query }, { store }) => {
  const ids = idList(query.ids);
  if (ids.length === 0) return fail(BAD_IDS);
  removeDeparts(store, store.data.departs.filter((d) => ids.includes(d.id)));
  return success('删除成功!');
};

export const sysSysDepartQueryMyDeptTreeList: Handler<'sysSysDepartQueryMyDeptTreeList'> = ({ session }, { store }) => {
  const user = caller(store, session);
  if (user?.userIdentity !== 2) return ok(null, { code: 0, message: '1' });
  const mine = departsOf(store, user);
  return ok(mine.length ? subtrees(store, mine) : null, { code: 0, message: '2' });
};

export const sysSysDepartQueryDeptTreeListByID: Handler<'sysSysDepartQueryDeptTreeListByID'> = ({ query }, { store }) => {
  const ids = idList(query.departIds);
  return ok(subtrees(store, store.data.departs.filter((d) => ids.includes(d.id))), { code: 0 });
};

export const sysSysDepartQueryAuthSubjectTreeList: Handler<'sysSysDepartQueryAuthSubjectTreeList'> = ({ session }, { store }) => {
  const user = caller(store, session);
  if (user?.roleCodes.includes('admin')) return ok(forest(store, store.data.departs), { code: 0 });
  return ok(user ? subtrees(store, departsOf(store, user)) : [], { code: 0 });
};

export const sysSysDepartGetParentIdByOrgCode: Handler<'sysSysDepartGetParentIdByOrgCode'> = ({ query }, { store }) => {
  const depart = store.departByCode(query.orgCode);
  return depart ? ok(depart.parentId ?? '') : fail(NO_ENTITY);
};

const DEPART_COLUMNS: ExcelColumn[] = [
  { header: '部门名称', key: 'departName', width: 26 },
  { header: '部门简称', key: 'departNameAbbr', width: 18 },
  { header: '机构编码', key: 'orgCode', width: 14 },
  { header: '机构类别', key: 'orgCategory_dictText', width: 10 },
  { header: '排序', key: 'departOrder', width: 8 },
  { header: '手机号', key: 'mobile', width: 16 },
  { header: '传真', key: 'fax', width: 16 },
  { header: '地址', key: 'address', width: 36 },
  { header: '备注', key: 'memo', width: 40 },
  { header: '状态', key: 'status_dictText', width: 8 },
];

export const sysSysDepartExportXls: Handler<'sysSysDepartExportXls'> = async ({ query, session }, { store, now }) => {
  const selections = idList(query.selections);
  const rows = queried(store.data.departs, query, DEPART_FIELDS, { defaultSort: { column: 'orgCode', order: 'asc' } });
  if ('error' in rows) return fail(rows.error);
  const picked = selections.length ? rows.filter((d) => selections.includes(d.id)) : rows;
  const buffer = await exportWorkbook('部门列表', DEPART_COLUMNS, withTexts(store, picked, DEPART_FIELDS), `导出人:${session?.username ?? ''}  导出时间:${dateTimeText(now())}`);
  return { file: { buffer, contentType: XLSX_TYPE, fileName: '部门列表.xlsx' } };
};

export const sysSysDepartImportExcel: Handler<'sysSysDepartImportExcel'> = async ({ uploads, session }, { store, now, uploadDir }) => {
  const rows = await readUpload(uploads, DEPART_COLUMNS);
  if ('error' in rows) return fail(rows.error);
  const problems: RowProblem[] = [];
  let imported = 0;
  // Parents first, as upstream sorts by code length; row numbers stay those of the sheet.
  const ordered = rows.map((values, index) => ({ values, row: index + 1 })).sort((a, b) => (a.values.orgCode ?? '').length - (b.values.orgCode ?? '').length);
  for (const { values, row } of ordered) {
    const orgCode = (values.orgCode ?? '').toUpperCase();
    const parentCode = orgCode.length > 3 ? orgCode.slice(0, -3) : null;
    const parent = parentCode ? store.departByCode(parentCode) : undefined;
    const category = values.orgCategory_dictText ? dictValue(store, 'org_category', values.orgCategory_dictText) : '1';
    const status = values.status_dictText ? dictValue(store, 'depart_status', values.status_dictText) : '1';
    const reason = !values.departName
      ? '部门名称不能为空'
      : !/^([A-Z]\d{2})+$/.test(orgCode)
        ? '机构编码格式不正确'
        : store.departByCode(orgCode)
          ? '部门编码已经存在，忽略导入。'
          : parentCode && !parent
            ? `上级部门不存在：${parentCode}`
            : parent?.orgCategory === '4'
              ? '项目下不能添加下级部门'
              : !category || !['1', '2', '3', '4'].includes(category)
                ? `机构类别不正确：${values.orgCategory_dictText}`
                : !status || !['0', '1'].includes(status)
                  ? `状态不正确：${values.status_dictText}`
                  : null;
    if (reason) {
      problems.push({ row, values, reason });
      continue;
    }
    const order = Number(values.departOrder);
    store.data.departs.push({
      id: randomId(),
      parentId: parent?.id ?? '',
      departName: values.departName as string,
      departNameEn: null,
      departNameAbbr: values.departNameAbbr || null,
      departOrder: Number.isInteger(order) && values.departOrder !== '' ? order : store.data.departs.filter((d) => (d.parentId ?? '') === (parent?.id ?? '')).length,
      description: null,
      orgCategory: category as Depart['orgCategory'],
      orgType: parent ? '2' : '1',
      orgCode,
      mobile: values.mobile || null,
      fax: values.fax || null,
      address: values.address || null,
      memo: values.memo || null,
      status: status as Depart['status'],
      delFlag: '0',
      createBy: session?.username ?? null,
      createTime: dateTimeText(now()),
      updateBy: null,
      updateTime: null,
    });
    imported++;
  }
  problems.sort((a, b) => a.row - b.row);
  return importAnswer({ total: rows.length, imported, problems, columns: DEPART_COLUMNS, title: '部门导入错误', uploadDir, now: now() });
};

// ------------------------------------------------------------------------------------------------ positions

const POSITION_FIELDS: EntityFields = {
  id: { type: 'string' },
  code: { type: 'string' },
  name: { type: 'string' },
  rank: { type: 'string', dict: 'position_rank' },
  companyId: { type: 'string' },
  sysOrgCode: { type: 'string' },
  createTime: { type: 'datetime' },
  updateTime: { type: 'datetime' },
};
const POSITION_SORT = { defaultSort: { column: 'createTime', order: 'desc' } } as const;
const CODE_TAKEN = '职务编码已存在';

export const sysPositionList: Handler<'sysPositionList'> = ({ query }, { store }) => {
  const page = pageOf(store, store.data.positions, query, POSITION_FIELDS, POSITION_SORT);
  return page.success ? { ...page, code: 0 } : page;
};

export const sysPositionQueryById: Handler<'sysPositionQueryById'> = ({ query }, { store }) => {
  const position = store.data.positions.find((p) => p.id === query.id);
  if (!position) return fail(NO_ENTITY);
  return ok(withTexts(store, [position], POSITION_FIELDS)[0] as Schema<'SysPosition'>, { code: 0 });
};

export const sysPositionAdd: Handler<'sysPositionAdd'> = ({ body, session }, { store, now }) => {
  if (store.data.positions.some((p) => p.code === body.code)) return fail(CODE_TAKEN);
  const user = caller(store, session);
  store.data.positions.unshift({
    id: randomId(),
    code: body.code,
    name: body.name,
    rank: body.rank ?? null,
    companyId: body.companyId ?? null,
    sysOrgCode: user?.orgCode || null,
    createBy: session?.username ?? null,
    createTime: dateTimeText(now()),
    updateBy: null,
    updateTime: null,
  });
  return success('添加成功！');
};

export const sysPositionEdit: Handler<'sysPositionEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const position = store.data.positions.find((p) => p.id === body.id);
  if (!position) return fail(NO_ENTITY);
  if (store.data.positions.some((p) => p.code === body.code && p.id !== position.id)) return fail(CODE_TAKEN);
  Object.assign(position, {
    code: body.code,
    name: body.name,
    ...(body.rank !== undefined ? { rank: body.rank } : {}),
    ...(body.companyId !== undefined ? { companyId: body.companyId } : {}),
    updateBy: session?.username ?? null,
    updateTime: dateTimeText(now()),
  } satisfies Partial<PositionRecord>);
  return success('修改成功!');
};

export const sysPositionDelete: Handler<'sysPositionDelete'> = ({ query }, { store }) => {
  store.data.positions = store.data.positions.filter((p) => p.id !== query.id);
  return okText('删除成功!');
};

export const sysPositionDeleteBatch: Handler<'sysPositionDeleteBatch'> = ({ query }, { store }) => {
  const ids = idList(query.ids);
  if (ids.length === 0) return fail(BAD_IDS);
  store.data.positions = store.data.positions.filter((p) => !ids.includes(p.id));
  return success('删除成功!');
};

const POSITION_COLUMNS: ExcelColumn[] = [
  { header: '职务编码', key: 'code', width: 24 },
  { header: '职务名称', key: 'name', width: 20 },
  { header: '职级', key: 'rank_dictText', width: 10 },
];

export const sysPositionExportXls: Handler<'sysPositionExportXls'> = async ({ query, session }, { store, now }) => {
  const selections = idList(query.selections);
  const rows = queried(store.data.positions, query, POSITION_FIELDS, POSITION_SORT);
  if ('error' in rows) return fail(rows.error);
  const picked = selections.length ? rows.filter((p) => selections.includes(p.id)) : rows;
  const buffer = await exportWorkbook('职务表列表', POSITION_COLUMNS, withTexts(store, picked, POSITION_FIELDS), `导出人:${session?.username ?? ''}  导出时间:${dateTimeText(now())}`);
  return { file: { buffer, contentType: XLSX_TYPE, fileName: '职务表列表.xlsx' } };
};

export const sysPositionImportExcel: Handler<'sysPositionImportExcel'> = async ({ uploads, session }, { store, now, uploadDir }) => {
  const rows = await readUpload(uploads, POSITION_COLUMNS);
  if ('error' in rows) return fail(rows.error);
  const problems: RowProblem[] = [];
  let imported = 0;
  const user = caller(store, session);
  rows.forEach((values, index) => {
    const code = values.code ?? '';
    const rank = values.rank_dictText ? dictValue(store, 'position_rank', values.rank_dictText) : null;
    const reason = !code
      ? '职务编码不能为空'
      : !values.name
        ? '职务名称不能为空'
        : !/^[A-Za-z0-9_-]{1,64}$/.test(code)
          ? '职务编码格式不正确'
          : values.rank_dictText && !rank
            ? `职级不正确：${values.rank_dictText}`
            : store.data.positions.some((p) => p.code === code)
              ? '职务编码已经存在，忽略导入。'
              : null;
    if (reason) {
      problems.push({ row: index + 1, values, reason });
      return;
    }
    store.data.positions.unshift({
      id: randomId(),
      code,
      name: values.name as string,
      rank,
      companyId: null,
      sysOrgCode: user?.orgCode || null,
      createBy: session?.username ?? null,
      createTime: dateTimeText(now()),
      updateBy: null,
      updateTime: null,
    });
    imported++;
  });
  return importAnswer({ total: rows.length, imported, problems, columns: POSITION_COLUMNS, title: '职务导入错误', uploadDir, now: now() });
};

// ------------------------------------------------------------------------------------------------ dictionaries

const DICT_FIELDS: EntityFields = {
  id: { type: 'string' },
  dictName: { type: 'string' },
  dictCode: { type: 'string' },
  description: { type: 'string' },
  type: { type: 'number' },
  createTime: { type: 'datetime' },
  updateTime: { type: 'datetime' },
};
const DICT_ITEM_FIELDS: EntityFields = {
  id: { type: 'string' },
  dictId: { type: 'string' },
  itemText: { type: 'string' },
  itemValue: { type: 'string' },
  description: { type: 'string' },
  sortOrder: { type: 'number' },
  status: { type: 'number', dict: 'dict_item_status' },
  createTime: { type: 'datetime' },
  updateTime: { type: 'datetime' },
};
const DICT_CODE_TAKEN = '操作失败，字典编码已存在';
const VALUE_TAKEN = '该值不可用，系统中已存在！';

const dictRow = ({ items: _items, ...dict }: DictRecord): Schema<'SysDict'> => ({ ...dict, delFlag: 0 });

export const sysDictList: Handler<'sysDictList'> = ({ query }, { store }) => {
  const page = pageOf(store, store.data.dicts.map(dictRow), query, DICT_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' } });
  return page.success ? { ...page, code: 0 } : page;
};

export const sysDictAdd: Handler<'sysDictAdd'> = ({ body, session }, { store, now }) => {
  if (store.data.dicts.some((d) => d.dictCode === body.dictCode)) return fail(DICT_CODE_TAKEN);
  store.data.dicts.push({
    id: randomId(),
    dictCode: body.dictCode,
    dictName: body.dictName,
    description: body.description ?? null,
    type: body.type === 1 ? 1 : 0,
    createBy: session?.username ?? null,
    createTime: dateTimeText(now()),
    updateBy: null,
    updateTime: null,
    items: [],
  });
  return success('保存成功！');
};

export const sysDictEdit: Handler<'sysDictEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const dict = store.data.dicts.find((d) => d.id === body.id);
  if (!dict) return fail(NO_ENTITY);
  if (store.data.dicts.some((d) => d.dictCode === body.dictCode && d.id !== dict.id)) return fail(DICT_CODE_TAKEN);
  Object.assign(dict, {
    dictCode: body.dictCode,
    dictName: body.dictName,
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.type !== undefined && body.type !== null ? { type: body.type } : {}),
    updateBy: session?.username ?? null,
    updateTime: dateTimeText(now()),
  });
  return success('编辑成功!');
};

export const sysDictDelete: Handler<'sysDictDelete'> = ({ query }, { store }) => {
  const before = store.data.dicts.length;
  store.data.dicts = store.data.dicts.filter((d) => d.id !== query.id);
  return store.data.dicts.length < before ? success('删除成功!') : fail('删除失败!');
};

export const sysDictItemList: Handler<'sysDictItemList'> = ({ query }, { store }) => {
  const rows = store.data.dicts.flatMap((dict) => dict.items.map((item) => ({ ...item, dictId: dict.id })));
  const page = pageOf(store, rows, query, DICT_ITEM_FIELDS, { defaultSort: { column: 'sortOrder', order: 'asc' } });
  return page.success ? { ...page, code: 0 } : page;
};

function itemProblem(dict: DictRecord, value: string, itemId: string | null): string | null {
  return dict.items.some((item) => item.itemValue === value && item.id !== itemId) ? VALUE_TAKEN : null;
}

export const sysDictItemAdd: Handler<'sysDictItemAdd'> = ({ body, session }, { store, now }) => {
  const dict = store.data.dicts.find((d) => d.id === body.dictId);
  if (!dict) return fail('操作失败，字典不存在');
  const problem = itemProblem(dict, body.itemValue, null);
  if (problem) return fail(problem);
  dict.items.push({
    id: randomId(),
    itemValue: body.itemValue,
    itemText: body.itemText,
    sortOrder: body.sortOrder ?? dict.items.reduce((max, item) => Math.max(max, item.sortOrder), 0) + 1,
    status: body.status === 0 ? 0 : 1,
    description: body.description ?? null,
    createBy: session?.username ?? null,
    createTime: dateTimeText(now()),
    updateBy: null,
    updateTime: null,
  });
  return success('保存成功！');
};

export const sysDictItemEdit: Handler<'sysDictItemEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const dict = store.data.dicts.find((d) => d.items.some((item) => item.id === body.id));
  const item = dict?.items.find((i) => i.id === body.id);
  if (!dict || !item) return fail(NO_ENTITY);
  const problem = itemProblem(dict, body.itemValue, item.id);
  if (problem) return fail(problem);
  Object.assign(item, {
    itemValue: body.itemValue,
    itemText: body.itemText,
    ...(body.sortOrder !== undefined && body.sortOrder !== null ? { sortOrder: body.sortOrder } : {}),
    ...(body.status !== undefined && body.status !== null ? { status: body.status } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    updateBy: session?.username ?? null,
    updateTime: dateTimeText(now()),
  });
  return success('编辑成功!');
};

export const sysDictItemDelete: Handler<'sysDictItemDelete'> = ({ query }, { store }) => {
  const dict = store.data.dicts.find((d) => d.items.some((item) => item.id === query.id));
  if (!dict) return fail(NO_ENTITY);
  dict.items = dict.items.filter((item) => item.id !== query.id);
  return success('删除成功!');
};

export const sysDictLoadDictItem: Handler<'sysDictLoadDictItem'> = ({ params, query }, { store }) => {
  if (!params.dict.includes(',')) return fail(BAD_DICT_CODE);
  const dict = tableDict(store, params.dict, { exactly3: true });
  if ('error' in dict) return fail(dict.error);
  const texts = idList(query.key).flatMap((key) => {
    const row = dict.rows.find((r) => text(r[dict.code]) === key);
    if (row) return [text(row[dict.text])];
    return query.delNotExist === false ? [key] : [];
  });
  return ok(texts, { code: 0 });
};

export const sysDictLoadDict: Handler<'sysDictLoadDict'> = ({ params, query }, { store }) => {
  if (!params.dict.includes(',')) return fail(BAD_DICT_CODE);
  const dict = tableDict(store, params.dict);
  if ('error' in dict) return fail(dict.error);
  const keyword = query.keyword ?? '';
  const items = dict.rows.filter((row) => text(row[dict.text]).includes(keyword)).slice(0, query.pageSize ?? 10);
  return ok(
    items.map((row) => dictItemOf(row, dict.text, dict.code)),
    { code: 0 },
  );
};

/** A condition parameter: a JSON object of column → value, or an error. */
function conditionOf(raw: string | undefined): Record<string, string> | { error: string } | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { error: CONDITION_NOT_JSON };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { error: CONDITION_NOT_JSON };
  return Object.fromEntries(Object.entries(parsed as Record<string, unknown>).map(([key, value]) => [key, text(value)]));
}

export const sysDictLoadTreeData: Handler<'sysDictLoadTreeData'> = ({ query }, { store }) => {
  const rows = tableRows(store, query.tableName);
  if (!rows) return fail(tableMissing(query.tableName));
  const condition = conditionOf(query.condition);
  if (condition && 'error' in condition) return fail(condition.error);
  const columns = tableColumns(query.tableName) ?? [];
  const wanted = [query.pidField, query.text, query.code, ...(query.hasChildField ? [query.hasChildField] : []), ...Object.keys(condition ?? {})];
  const unknown = wanted.find((column) => !columns.includes(column));
  if (unknown) return fail(columnMissing(unknown));
  const selected = condition
    ? rows.filter((row) => Object.entries(condition).every(([column, value]) => text(row[column]).includes(value)))
    : rows.filter((row) => (query.pid ? text(row[query.pidField]) === query.pid : text(row[query.pidField]) === ''));
  return ok(
    selected.map((row: Row) => ({
      key: text(row[query.code]),
      title: text(row[query.text]),
      code: text(row[query.code]),
      parentId: text(row[query.pidField]),
      leaf: query.hasChildField ? text(row[query.hasChildField]) !== '1' : false,
      value: null,
      icon: null,
    })),
    { code: 0 },
  );
};

export const sysDictRefleshCache: Handler<'sysDictRefleshCache'> = () => ok(null, { code: 0 });

export const sysApiGetTableDictTextByKeys: Handler<'sysApiGetTableDictTextByKeys'> = ({ params, query }, { store }) => {
  const dict = tableDict(store, params.tableTextCode, { exactly3: true });
  if ('error' in dict) return fail(dict.error);
  const keys = idList(query.keys);
  const rows = keys.length
    ? keys.flatMap((key) => dict.rows.filter((row) => text(row[dict.code]) === key).slice(0, 1))
    : dict.rows.slice(0, query.pageSize ?? 999);
  return ok(rows.map((row) => dictItemOf(row, dict.text, dict.code)));
};

// ------------------------------------------------------------------------------------------------ categories

const CATEGORY_FIELDS: EntityFields = {
  id: { type: 'string' },
  pid: { type: 'string' },
  name: { type: 'string' },
  code: { type: 'string' },
  hasChild: { type: 'string' },
  sysOrgCode: { type: 'string' },
  createTime: { type: 'datetime' },
  updateTime: { type: 'datetime' },
};
const ROOT_PID = '0';

const categoryNode = (category: CategoryRecord): Schema<'TreeNode'> => ({
  key: category.id,
  title: category.name,
  code: category.code,
  parentId: category.pid,
  leaf: category.hasChild !== '1',
  value: null,
  icon: null,
});

const byCode = (a: CategoryRecord, b: CategoryRecord) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
const childrenOf = (store: Store, pid: string) => store.data.categories.filter((c) => c.pid === pid).sort(byCode);

export const sysCategoryList: Handler<'sysCategoryList'> = ({ query }, { store }) => {
  const searching = Boolean(query.name?.trim() || query.code?.trim());
  const rows = searching ? store.data.categories : store.data.categories.filter((c) => c.pid === (query.pid || ROOT_PID));
  const page = pageOf(store, rows, query, CATEGORY_FIELDS, { defaultSort: { column: 'code', order: 'asc' }, reserved: ['pid'] });
  return page.success ? { ...page, code: 0 } : page;
};

export const sysCategoryAdd: Handler<'sysCategoryAdd'> = ({ body, session }, { store, now }) => {
  const pid = body.pid && body.pid !== ROOT_PID ? body.pid : ROOT_PID;
  const parent = pid === ROOT_PID ? undefined : store.data.categories.find((c) => c.id === pid);
  if (pid !== ROOT_PID && !parent) return fail('操作失败，上级分类不存在');
  const code = nextCode(parent?.code ?? '', childrenOf(store, pid).map((c) => c.code));
  if (!code) return fail('操作失败，分类编码已用尽');
  if (parent) parent.hasChild = '1';
  const user = caller(store, session);
  store.data.categories.push({
    id: randomId(),
    pid,
    name: body.name,
    code,
    hasChild: '0',
    sysOrgCode: user?.orgCode || null,
    createBy: session?.username ?? null,
    createTime: dateTimeText(now()),
    updateBy: null,
    updateTime: null,
  });
  return success('添加成功！');
};

export const sysCategoryEdit: Handler<'sysCategoryEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const category = store.data.categories.find((c) => c.id === body.id);
  if (!category) return fail(NO_ENTITY);
  if (body.code && body.code !== category.code) {
    const parent = store.data.categories.find((c) => c.id === category.pid);
    if (parent && !body.code.startsWith(parent.code)) return fail(`编码不符合规范,须以"${parent.code}"开头!`);
    if (store.data.categories.some((c) => c.code === body.code)) return fail('分类编码已存在');
    category.code = body.code;
  }
  Object.assign(category, { name: body.name, updateBy: session?.username ?? null, updateTime: dateTimeText(now()) });
  return success('修改成功!');
};

export const sysCategoryDelete: Handler<'sysCategoryDelete'> = ({ query }, { store }) => {
  const category = store.data.categories.find((c) => c.id === query.id);
  if (!category) return fail(NO_ENTITY);
  const gone = new Set<string>([category.id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of store.data.categories) {
      if (!gone.has(c.id) && gone.has(c.pid)) {
        gone.add(c.id);
        grew = true;
      }
    }
  }
  store.data.categories = store.data.categories.filter((c) => !gone.has(c.id));
  const parent = store.data.categories.find((c) => c.id === category.pid);
  if (parent && !store.data.categories.some((c) => c.pid === parent.id)) parent.hasChild = '0';
  return success('删除成功!');
};

function subtreeNodes(store: Store, pid: string): Array<Schema<'TreeNode'>> {
  return childrenOf(store, pid).map((c) => {
    const children = subtreeNodes(store, c.id);
    return children.length ? { ...categoryNode(c), children } : categoryNode(c);
  });
}

export const sysCategoryLoadTreeRoot: Handler<'sysCategoryLoadTreeRoot'> = ({ query }, { store }) => {
  let pid = ROOT_PID;
  if (query.pcode) {
    const matches = store.data.categories.filter((c) => c.code === query.pcode);
    if (matches.length === 0) return fail(`该编码【${query.pcode}】不存在，请核实!`, 0);
    pid = (matches[0] as CategoryRecord).id;
  }
  return ok(query.async ? childrenOf(store, pid).map(categoryNode) : subtreeNodes(store, pid), { code: 0 });
};

export const sysCategoryLoadTreeChildren: Handler<'sysCategoryLoadTreeChildren'> = ({ query }, { store }) => ok(childrenOf(store, query.pid).map(categoryNode), { code: 0 });

const CATEGORY_PROPERTIES = ['id', 'pid', 'name', 'code', 'hasChild', 'sysOrgCode'] as const;

export const sysCategoryLoadOne: Handler<'sysCategoryLoadOne'> = ({ query }, { store }) => {
  const field = CATEGORY_PROPERTIES.find((name) => name === query.field);
  if (!field) return fail('字段无效，请检查!');
  const found = store.data.categories.filter((c) => text(c[field]) === query.val);
  if (found.length === 0) return fail('查询无果', 0);
  if (found.length > 1) return fail(`查询数据异常,[${query.field}]存在多个值:${query.val}`, 0);
  return ok(found[0] as CategoryRecord, { code: 0 });
};

const CATEGORY_COLUMN: Record<string, keyof CategoryRecord> = { id: 'id', pid: 'pid', name: 'name', code: 'code', has_child: 'hasChild' };

export const sysCategoryLoadTreeData: Handler<'sysCategoryLoadTreeData'> = ({ query }, { store }) => {
  let pid = query.pid ?? '';
  if (!pid) {
    if (!query.pcode) return fail('加载分类字典树参数有误.[null]!', 0);
    pid = query.pcode === ROOT_PID ? ROOT_PID : (store.data.categories.find((c) => c.code === query.pcode)?.id ?? '');
    if (!pid) return fail('加载分类字典树参数有误.[code]!', 0);
  }
  const condition = conditionOf(query.condition);
  if (condition && 'error' in condition) return fail(condition.error);
  const terms = Object.entries(condition ?? {});
  const unknown = terms.find(([column]) => !CATEGORY_COLUMN[column]);
  if (unknown) return fail(columnMissing(unknown[0]));
  const rows = childrenOf(store, pid).filter((c) => terms.every(([column, value]) => text(c[CATEGORY_COLUMN[column] as keyof CategoryRecord]) === value));
  return ok(rows.map(categoryNode), { code: 0 });
};

export const sysCategoryLoadDictItem: Handler<'sysCategoryLoadDictItem'> = ({ query }, { store }) => {
  if (!query.ids.trim()) return fail('ids 不能为空', 0);
  const texts = idList(query.ids).flatMap((id) => {
    const category = store.data.categories.find((c) => c.id === id);
    if (category) return [category.name];
    return query.delNotExist === false ? [id] : [];
  });
  return ok(texts, { code: 0 });
};

// ------------------------------------------------------------------------------------------------ checks

export const sysDuplicateCheck: Handler<'sysDuplicateCheck'> = ({ query }, { store }) => {
  const rows = tableRows(store, query.tableName);
  if (!rows) return fail(tableMissing(query.tableName));
  if (!(tableColumns(query.tableName) ?? []).includes(query.fieldName)) return fail(columnMissing(query.fieldName));
  const taken = rows.some((row) => row[query.fieldName] !== null && text(row[query.fieldName]) === query.fieldVal && (!query.dataId || text(row.id) !== query.dataId));
  return taken ? fail('该值不可用，系统中已存在！') : okText('该值可用！');
};

/** URLDecoder.decode: `+` is a space; a malformed escape leaves the text as it is. */
function urlDecoded(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
}

function ruleProblem(segments: CheckRuleSegment[], value: string): string | null {
  let rest = value;
  for (const segment of segments) {
    const all = segment.digits === '*';
    const count = all ? rest.length : Number(segment.digits);
    if (!all && rest.length < count) return segment.message;
    const part = rest.slice(0, count);
    rest = rest.slice(count);
    let pattern: RegExp;
    try {
      pattern = new RegExp(segment.pattern);
    } catch {
      return segment.message;
    }
    if (!pattern.test(part)) return segment.message;
  }
  return rest.length > 0 ? (segments.at(-1)?.message ?? null) : null;
}

export const sysCheckRuleCheckByCode: Handler<'sysCheckRuleCheckByCode'> = ({ query }, { store }) => {
  const rule = store.data.checkRules.find((r) => r.ruleCode === query.ruleCode);
  if (!rule) return fail('该编码不存在');
  const value = urlDecoded(query.value);
  if (value.trim() === '') return ok(null);
  let segments: CheckRuleSegment[];
  try {
    segments = JSON.parse(rule.ruleJson) as CheckRuleSegment[];
  } catch {
    return fail(`操作失败，规则配置有误：${rule.ruleCode}`);
  }
  const message = ruleProblem(segments, value);
  if (!message) return ok(null);
  return { ...fail(message), result: { passed: false as const, message, ruleCode: rule.ruleCode } };
};

