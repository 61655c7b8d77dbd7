// 分类字典 (SysCategoryController): the category tree, its edits and the tree loaders of the category widgets.
import { idList } from '../../crud/rows.js';
import { queried } from '../../entity/list.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import { columnMissing } from '../../store/table-dict.js';
import type { Handler } from '../../types.js';
import type { Schema } from '../../lib/schema.js';
import { BAD_IDS, NO_ENTITY, success } from '../../entity/answers.js';
import { text } from '../../entity/cells.js';
import { nextCode } from '../../entity/next-code.js';
import { caller } from '../../entity/caller.js';
import { conditionOf } from '../../entity/tree-condition.js';
import type { CategoryRecord } from '../../store/records/categories.js';
import { categories } from '../../entities/categories.js';

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

export const byCode = (a: CategoryRecord, b: CategoryRecord) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

export const childrenOf = (store: Store, pid: string) => categories.all(store).filter((c) => c.pid === pid).sort(byCode);

export const sysCategoryRootList: Handler<'sysCategoryRootList'> = ({ query }, { store }) => {
  const searching = Boolean(query.name?.trim() || query.code?.trim());
  const rows = searching ? categories.all(store) : categories.all(store).filter((c) => c.pid === (query.pid || ROOT_PID));
  return categories.page(store, query, rows);
};

/** Upstream's childList (the real client expands a row with it): the filtered categories, unpaged. */
export const sysCategoryChildList: Handler<'sysCategoryChildList'> = ({ query }, { store }) => {
  const rows = queried(categories.all(store), query, categories.fields, { defaultSort: { column: 'code', order: 'asc' } });
  return 'error' in rows ? fail(rows.error) : ok(rows, { code: 0 });
};

/** Upstream's getChildListBatch: the children of several parents in one page object holding them all (page 1 of 10). */
export const sysCategoryGetChildListBatch: Handler<'sysCategoryGetChildListBatch'> = ({ query }, { store }) => {
  const parents = new Set(idList(query.parentIds));
  const records = categories.all(store).filter((c) => parents.has(c.pid)).sort(byCode);
  return ok({ records, total: records.length, size: 10, current: 1, pages: Math.ceil(records.length / 10) });
};

/** Adds a category below `parent` (none: a root) and marks the parent as having children: the add form and the import. */
export function insertCategory(store: Store, parent: CategoryRecord | undefined, values: { name: string; code: string }, session: { username: string } | null, now: number): void {
  if (parent) parent.hasChild = '1';
  categories.insert(
    store,
    { pid: parent?.id ?? ROOT_PID, name: values.name, code: values.code, hasChild: '0', sysOrgCode: caller(store, session)?.orgCode || null },
    session,
    now,
  );
}

export const sysCategoryAdd: Handler<'sysCategoryAdd'> = ({ body, session }, { store, now }) => {
  const pid = body.pid && body.pid !== ROOT_PID ? body.pid : ROOT_PID;
  const parent = pid === ROOT_PID ? undefined : categories.all(store).find((c) => c.id === pid);
  if (pid !== ROOT_PID && !parent) return fail('操作失败，上级分类不存在');
  const code = nextCode(parent?.code ?? '', childrenOf(store, pid).map((c) => c.code));
  if (!code) return fail('操作失败，分类编码已用尽');
  insertCategory(store, parent, { name: body.name, code }, session, now());
  return success('添加成功！');
};

export const sysCategoryEdit: Handler<'sysCategoryEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const category = categories.all(store).find((c) => c.id === body.id);
  if (!category) return fail(NO_ENTITY);
  if (body.code && body.code !== category.code) {
    const parent = categories.all(store).find((c) => c.id === category.pid);
    if (parent && !body.code.startsWith(parent.code)) return fail(`编码不符合规范,须以"${parent.code}"开头!`);
    if (categories.all(store).some((c) => c.code === body.code)) return fail('分类编码已存在');
    category.code = body.code;
  }
  categories.update(category, { name: body.name }, session, now());
  return success('修改成功!');
};

/** Removes the categories with their descendants; each parent left without a child gets hasChild "0". */
function removeSubtrees(store: Store, ids: string[]): void {
  const doomed = categories.all(store).filter((c) => ids.includes(c.id));
  const gone = new Set(doomed.map((c) => c.id));
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of categories.all(store)) {
      if (!gone.has(c.id) && gone.has(c.pid)) {
        gone.add(c.id);
        grew = true;
      }
    }
  }
  categories.remove(store, [...gone]);
  for (const pid of new Set(doomed.map((c) => c.pid))) {
    const parent = categories.all(store).find((c) => c.id === pid);
    if (parent && !categories.all(store).some((c) => c.pid === parent.id)) parent.hasChild = '0';
  }
}

export const sysCategoryDelete: Handler<'sysCategoryDelete'> = ({ query }, { store }) => {
  if (!categories.all(store).some((c) => c.id === query.id)) return fail(NO_ENTITY);
  removeSubtrees(store, [query.id]);
  return success('删除成功!');
};

export const sysCategoryDeleteBatch: Handler<'sysCategoryDeleteBatch'> = ({ query }, { store }) => {
  const ids = idList(query.ids);
  if (ids.length === 0) return fail(BAD_IDS);
  removeSubtrees(store, ids);
  return success('删除成功!');
};

export const sysCategoryCheckCode: Handler<'sysCategoryCheckCode'> = ({ query }, { store }) => {
  if (!query.code?.trim()) return fail('错误,类型编码为空!');
  if (!query.pid || query.pid === ROOT_PID) return success('');
  const parent = categories.all(store).find((c) => c.id === query.pid);
  if (!parent) return fail(NO_ENTITY);
  return query.code.startsWith(parent.code) ? success('') : fail(`编码不符合规范,须以"${parent.code}"开头!`);
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
    const matches = categories.all(store).filter((c) => c.code === query.pcode);
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
  const found = categories.all(store).filter((c) => text(c[field]) === query.val);
  if (found.length === 0) return fail('查询无果', 0);
  if (found.length > 1) return fail(`查询数据异常,[${query.field}]存在多个值:${query.val}`, 0);
  return ok(found[0] as CategoryRecord, { code: 0 });
};

const CATEGORY_COLUMN: Record<string, keyof CategoryRecord> = { id: 'id', pid: 'pid', name: 'name', code: 'code', has_child: 'hasChild' };

export const sysCategoryLoadTreeData: Handler<'sysCategoryLoadTreeData'> = ({ query }, { store }) => {
  let pid = query.pid ?? '';
  if (!pid) {
    if (!query.pcode) return fail('加载分类字典树参数有误.[null]!', 0);
    pid = query.pcode === ROOT_PID ? ROOT_PID : (categories.all(store).find((c) => c.code === query.pcode)?.id ?? '');
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
    const category = categories.all(store).find((c) => c.id === id);
    if (category) return [category.name];
    return query.delNotExist === false ? [id] : [];
  });
  return ok(texts, { code: 0 });
};
