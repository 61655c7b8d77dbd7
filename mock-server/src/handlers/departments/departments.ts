// 部门管理: the organisation tree with the fork's project nodes, its queries, edits and Excel (SysDepartController).
import type { ExcelColumn } from '../../crud/excel.js';
import { importAnswer, type RowProblem } from '../../crud/import-answer.js';
import { idList } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler } from '../../types.js';
import type { Schema } from '../../lib/schema.js';
import { NO_ENTITY, BAD_IDS, success } from '../../entity/answers.js';
import { uploadedRows } from '../../entity/excel-import.js';
import { dictValue } from '../../entity/cells.js';
import { nextCode } from '../../entity/next-code.js';
import { caller } from '../../entity/caller.js';
import { removeDepartRoles } from './department-roles.js';
import type { UserRecord } from '../../store/records/users.js';
import { departPermissions } from '../../entities/department-grants.js';
import { departRoles } from '../../entities/department-roles.js';
import { departs } from '../../entities/departs.js';
import { users } from '../../entities/users.js';

type Depart = Schema<'SysDepart'>;

type DepartNode = Schema<'SysDepartTreeModel'>;

const byDepartOrder = (a: Depart, b: Depart) => a.departOrder - b.departOrder || (a.orgCode < b.orgCode ? -1 : a.orgCode > b.orgCode ? 1 : 0);

const byOrgCode = (a: Depart, b: Depart) => (a.orgCode < b.orgCode ? -1 : a.orgCode > b.orgCode ? 1 : 0);

/** The department and everything below it (orgCodes grow by fixed three-character segments). */
const isWithin = (depart: Depart, root: Depart) => depart.orgCode.startsWith(root.orgCode);

/** The orgCodes of a department's ancestors, nearest last. */
const ancestorCodes = (orgCode: string) => Array.from({ length: orgCode.length / 3 - 1 }, (_, i) => orgCode.slice(0, (i + 1) * 3));

const hasChildren = (store: Store, depart: Depart) => departs.all(store).some((d) => d.parentId === depart.id);

function departNode(depart: Depart, children: DepartNode[] | null, isLeaf: boolean, keyBy: 'id' | 'orgCode' = 'id', disabled = false): DepartNode {
  const key = keyBy === 'orgCode' ? depart.orgCode : depart.id;
  return { ...depart, key, value: key, title: depart.departName, isLeaf, children, ...(disabled ? { disabled: true } : {}) };
}

/** Every department's position in the whole tree shown in order (siblings by departOrder), for ordering roots. */
function treeOrder(store: Store): Map<string, number> {
  const childrenOf = new Map<string, Depart[]>();
  for (const depart of departs.all(store)) childrenOf.set(depart.parentId ?? '', [...(childrenOf.get(depart.parentId ?? '') ?? []), depart]);
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
  return forest(store, departs.all(store).filter((d) => roots.some((root) => isWithin(d, root))));
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
    return flatNodes(store, departs.all(store).filter((d) => ids.includes(d.id)).sort(byOrgCode));
  }
  const byCode = new Map(departs.all(store).map((d) => [d.orgCode, d]));
  const bound = filters.timePoint ? (filters.timePoint.length === 10 ? `${filters.timePoint} 23:59:59` : filters.timePoint) : null;
  const passes = (d: Depart) =>
    (filters.containsDisabled !== false || d.status !== '0') && (!bound || (d.createTime ?? '') <= bound) && !(withoutProjects && d.orgCategory === '4');
  // A department that fails hides its subtree: it and every ancestor must pass.
  let kept = departs.all(store).filter((d) => passes(d) && ancestorCodes(d.orgCode).every((code) => !byCode.has(code) || passes(byCode.get(code) as Depart)));
  if (filters.pid) {
    const root = departs.all(store).find((d) => d.id === filters.pid);
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

/** The departments a user belongs to (upstream sys_user_depart; for a superior, those in their charge). */
const departsOf = (store: Store, user: UserRecord): Depart[] => departs.all(store).filter((d) => user.orgCodes.includes(d.orgCode));

export const sysSysDepartQueryTreeList: Handler<'sysSysDepartQueryTreeList'> = ({ query }, { store }) => ok(filteredTree(store, query, false), { code: 0 });

export const sysSysDepartQueryTreeListNoProject: Handler<'sysSysDepartQueryTreeListNoProject'> = ({ query }, { store }) =>
  ok(filteredTree(store, query, true), { code: 0 });

export const sysSysDepartQueryDepartTreeSync: Handler<'sysSysDepartQueryDepartTreeSync'> = ({ query }, { store }) => {
  const keyBy = query.primaryKey === 'orgCode' ? 'orgCode' : 'id';
  if (query.ids) {
    const ids = idList(query.ids);
    return ok(flatNodes(store, departs.all(store).filter((d) => ids.includes(d.id) || ids.includes(d.orgCode)).sort(byOrgCode), keyBy), { code: 0 });
  }
  const level = departs.all(store).filter((d) => (query.pid ? d.parentId === query.pid : !d.parentId)).sort(byDepartOrder);
  return ok(flatNodes(store, level, keyBy), { code: 0 });
};

export const sysSysDepartQueryIdTree: Handler<'sysSysDepartQueryIdTree'> = (_input, { store }) => {
  const idTree = (nodes: DepartNode[]): Array<Schema<'DepartIdModel'>> => nodes.map((n) => ({ key: n.id, value: n.id, title: n.departName, children: idTree(n.children ?? []) }));
  return ok(idTree(forest(store, departs.all(store))), { code: 0 });
};

export const sysSysDepartGetById: Handler<'sysSysDepartGetById'> = ({ query }, { store }) => {
  const depart = departs.all(store).find((d) => d.id === query.id);
  return depart ? ok(depart) : fail(NO_ENTITY);
};

export const sysSysDepartListBizUnit: Handler<'sysSysDepartListBizUnit'> = ({ query }, { store }) => {
  const units = departs.all(store).filter(
    (d) => d.orgCategory === '2' && (query.containsDisabled !== false || d.status !== '0') && departs.all(store).some((child) => child.parentId === d.id && child.orgCategory === '4'),
  );
  return ok(units.sort(byOrgCode));
};

export const sysSysDepartSearchBy: Handler<'sysSysDepartSearchBy'> = ({ query, session }, { store }) => {
  const user = caller(store, session);
  let pool = departs.all(store);
  if (query.myDeptSearch === '1' && user?.userIdentity === 2) {
    const mine = store.ledDeparts(user).map((d) => d.orgCode);
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
  const parent = body.parentId ? departs.all(store).find((d) => d.id === body.parentId) : undefined;
  if (body.parentId && !parent) return fail('上级部门不存在');
  if (parent?.orgCategory === '4') return fail('项目下不能添加下级部门');
  const prefix = parent?.orgCode ?? '';
  const orgCode = nextCode(prefix, departs.all(store).filter((d) => d.orgCode.length === prefix.length + 3).map((d) => d.orgCode));
  if (!orgCode) return fail('操作失败，机构编码已用尽');
  const siblings = departs.all(store).filter((d) => (d.parentId ?? '') === (parent?.id ?? ''));
  departs.insert(
    store,
    {
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
    },
    session,
    now(),
  );
  return success('添加成功！');
};

export const sysSysDepartEdit: Handler<'sysSysDepartEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const depart = departs.all(store).find((d) => d.id === body.id);
  if (!depart) return fail(NO_ENTITY);
  departs.update(depart, departPatch(body), session, now());
  return success('修改成功!');
};

/**
 * Deletes departments with their subtrees, takes them out of the users' department lists, and removes their grants,
 * their department roles and those roles' grants and users (upstream deleteBatchWithChildren).
 */
function removeDeparts(store: Store, roots: Depart[]): void {
  const doomed = departs.all(store).filter((d) => roots.some((root) => isWithin(d, root)));
  const gone = new Set(doomed.map((d) => d.orgCode));
  const goneIds = new Set(doomed.map((d) => d.id));
  departs.remove(store, [...goneIds]);
  departPermissions.removeWhere(store, (link) => goneIds.has(link.departId));
  removeDepartRoles(store, departRoles.all(store).filter((role) => goneIds.has(role.departId)).map((role) => role.id));
  for (const user of users.all(store)) {
    if (!user.orgCodes.some((code) => gone.has(code))) continue;
    user.orgCodes = user.orgCodes.filter((code) => !gone.has(code));
    if (gone.has(user.orgCode)) user.orgCode = user.orgCodes[0] ?? '';
  }
}

export const sysSysDepartDelete: Handler<'sysSysDepartDelete'> = ({ query }, { store }) => {
  const depart = departs.all(store).find((d) => d.id === query.id);
  if (!depart) return fail(NO_ENTITY);
  removeDeparts(store, [depart]);
  return success('删除成功!');
};

export const sysSysDepartDeleteBatch: Handler<'sysSysDepartDeleteBatch'> = ({ query }, { store }) => {
  const ids = idList(query.ids);
  if (ids.length === 0) return fail(BAD_IDS);
  removeDeparts(store, departs.all(store).filter((d) => ids.includes(d.id)));
  return success('删除成功!');
};

export const sysSysDepartQueryMyDeptTreeList: Handler<'sysSysDepartQueryMyDeptTreeList'> = ({ session }, { store }) => {
  const user = caller(store, session);
  if (user?.userIdentity !== 2) return ok(null, { code: 0, message: '1' });
  // A 上级 sees the departments it leads (负责部门), as upstream reads sys_user.depart_ids.
  const mine = store.ledDeparts(user);
  return ok(mine.length ? subtrees(store, mine) : null, { code: 0, message: '2' });
};

export const sysSysDepartQueryDeptTreeListByID: Handler<'sysSysDepartQueryDeptTreeListByID'> = ({ query }, { store }) => {
  const ids = idList(query.departIds);
  return ok(subtrees(store, departs.all(store).filter((d) => ids.includes(d.id))), { code: 0 });
};

export const sysSysDepartQueryAuthSubjectTreeList: Handler<'sysSysDepartQueryAuthSubjectTreeList'> = ({ session }, { store }) => {
  const user = caller(store, session);
  if (user?.roleCodes.includes('admin')) return ok(forest(store, departs.all(store)), { code: 0 });
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

export const sysSysDepartExportXls: Handler<'sysSysDepartExportXls'> = ({ query, session }, { store, now }) =>
  departs.exportFile(store, query, session, now(), { title: '部门列表', columns: DEPART_COLUMNS });

export const sysSysDepartImportExcel: Handler<'sysSysDepartImportExcel'> = async ({ uploads, session }, { store, now, uploadDir, durableFiles }) => {
  const rows = await uploadedRows(uploads, DEPART_COLUMNS);
  if (!Array.isArray(rows)) return rows;
  const problems: RowProblem[] = [];
  let imported = 0;
  const departWithCode = (code: string) => departs.all(store).find((d) => d.orgCode === code);
  // Parents first, as upstream sorts by code length; row numbers stay those of the sheet.
  const ordered = rows.map((values, index) => ({ values, row: index + 1 })).sort((a, b) => (a.values.orgCode ?? '').length - (b.values.orgCode ?? '').length);
  for (const { values, row } of ordered) {
    const orgCode = (values.orgCode ?? '').toUpperCase();
    const parentCode = orgCode.length > 3 ? orgCode.slice(0, -3) : null;
    // Not store.departByCode: its map is kept per data revision, which this request's own inserts do not bump.
    const parent = parentCode ? departWithCode(parentCode) : undefined;
    const category = values.orgCategory_dictText ? dictValue(store, 'org_category', values.orgCategory_dictText) : '1';
    const status = values.status_dictText ? dictValue(store, 'depart_status', values.status_dictText) : '1';
    const reason = !values.departName
      ? '部门名称不能为空'
      : !/^([A-Z]\d{2})+$/.test(orgCode)
        ? '机构编码格式不正确'
        : departWithCode(orgCode)
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
    departs.insert(
      store,
      {
        parentId: parent?.id ?? '',
        departName: values.departName as string,
        departNameEn: null,
        departNameAbbr: values.departNameAbbr || null,
        departOrder: Number.isInteger(order) && values.departOrder !== '' ? order : departs.all(store).filter((d) => (d.parentId ?? '') === (parent?.id ?? '')).length,
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
      },
      session,
      now(),
    );
    imported++;
  }
  problems.sort((a, b) => a.row - b.row);
  return importAnswer({ total: rows.length, imported, problems, columns: DEPART_COLUMNS, title: '部门导入错误', uploadDir, durableFiles, now: now() });
};
