// 岗位管理: posts under departments with their 编制; the headcount filled is counted from the roster (serving
// employees, 试用 or 正式, of the department — the project for project staff — whose 岗位 is the post's name).
import type { ExcelColumn } from '../../crud/excel.js';
import { idList, NOT_FOUND, pageOf } from '../../crud/rows.js';
import { BAD_IDS, okText } from '../../entity/answers.js';
import { withTexts } from '../../entity/list.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { dictValueOf, exportJoined } from '../../domain/joined-rows.js';
import { departs } from '../../entities/departs.js';
import { employees } from '../../entities/employees.js';
import { POST_FIELDS, posts } from '../../entities/posts.js';
import type { PostRecord } from '../../store/records/posts.js';

type PostForm = BodyOf<'sysPostAdd'>;
type Session = { username: string } | null;
type Query = Record<string, unknown>;

const LIST = { defaultSort: { column: 'code', order: 'asc' as const }, code: 200 as const, reserved: ['departIdTree'] };

/** Serving employees by `<department>|<post>`. */
function filledCounts(store: Store): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of employees.live(store)) {
    if (e.status === '3' || !e.post) continue;
    const key = `${e.projectId || e.departId}|${e.post}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function postRows(store: Store, rows: PostRecord[]) {
  const counts = filledCounts(store);
  return rows.map((post) => {
    const headcountFilled = counts.get(`${post.departId}|${post.name}`) ?? 0;
    return { ...post, headcountFilled, vacancy: post.headcountPlan - headcountFilled };
  });
}

/** departIdTree=1: the department's sub-departments too (the tree on the left of the screen picks a branch). */
function scoped(store: Store, query: Query): { rows: PostRecord[]; query: Query } {
  const { departIdTree, ...rest } = query;
  const root = typeof rest.departId === 'string' ? rest.departId : '';
  if (departIdTree !== '1' || !root) return { rows: posts.live(store), query: rest };
  const all = departs.all(store);
  const branch = new Set([root]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const d of all) if (d.parentId && branch.has(d.parentId) && !branch.has(d.id)) grown = Boolean(branch.add(d.id));
  }
  const { departId: _root, ...others } = rest;
  return { rows: posts.live(store).filter((p) => branch.has(p.departId)), query: others };
}

const codeTaken = (store: Store, code: string, except?: string) => posts.all(store).some((p) => p.code === code && p.id !== except);

function postProblem(store: Store, form: PostForm, except?: string): string | null {
  if (codeTaken(store, form.code, except)) return '岗位编码已存在';
  if (!departs.all(store).some((d) => d.id === form.departId && d.delFlag !== '1')) return '所属部门不存在';
  if (posts.all(store).some((p) => p.departId === form.departId && p.name === form.name && p.id !== except)) return `该部门已有同名岗位：${form.name}`;
  return null;
}

const valuesOf = (form: PostForm) => ({ departId: form.departId, code: form.code, name: form.name, rank: form.rank ?? null, headcountPlan: form.headcountPlan, duty: form.duty?.trim() || null });
const insertPost = (ctx: HandlerContext, form: PostForm, session: Session) => posts.insert(ctx.store, valuesOf(form), session, ctx.now());

export const sysPostList: Handler<'sysPostList'> = ({ query }, { store }) => {
  const scope = scoped(store, query);
  return pageOf(store, postRows(store, scope.rows), scope.query, POST_FIELDS, LIST);
};

export const sysPostQueryById: Handler<'sysPostQueryById'> = ({ query }, { store }) => {
  const post = posts.get(store, query.id);
  return post ? ok(withTexts(store, postRows(store, [post]), POST_FIELDS)[0]) : fail(NOT_FOUND);
};

export const sysPostAdd: Handler<'sysPostAdd'> = ({ body, session }, ctx) => {
  const problem = postProblem(ctx.store, body);
  if (problem) return fail(problem);
  insertPost(ctx, body, session);
  return okText('添加成功！');
};

export const sysPostEdit: Handler<'sysPostEdit'> = ({ body, session }, ctx) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const post = posts.get(ctx.store, body.id);
  if (!post) return fail(NOT_FOUND);
  const problem = postProblem(ctx.store, body, post.id);
  if (problem) return fail(problem);
  posts.update(post, valuesOf(body), session, ctx.now());
  return okText('编辑成功!');
};

/** A post somebody serves in stays: deleting it would leave them without a post. */
function remove(store: Store, raw: unknown, batch: boolean) {
  const ids = idList(raw);
  if (ids.length === 0) return fail(BAD_IDS);
  const doomed = postRows(store, posts.live(store).filter((p) => ids.includes(p.id)));
  if (doomed.length === 0) return fail(NOT_FOUND);
  const staffed = doomed.find((p) => p.headcountFilled > 0);
  if (staffed) return fail(`该岗位尚有在岗员工${staffed.headcountFilled}人，不能删除：${staffed.name}`);
  posts.remove(store, ids);
  return okText(batch ? '批量删除成功!' : '删除成功!');
}

export const sysPostDelete: Handler<'sysPostDelete'> = ({ query }, { store }) => remove(store, query.id, false);
export const sysPostDeleteBatch: Handler<'sysPostDeleteBatch'> = ({ query }, { store }) => remove(store, query.ids, true);

const COLUMNS: ExcelColumn[] = [
  { header: '所属部门', key: 'departId_dictText', width: 24 },
  { header: '岗位编码', key: 'code', width: 14 },
  { header: '岗位名称', key: 'name', width: 16 },
  { header: '职级', key: 'rank_dictText', width: 8 },
  { header: '编制人数', key: 'headcountPlan', width: 10 },
  { header: '在岗人数', key: 'headcountFilled', width: 10 },
  { header: '缺编人数', key: 'vacancy', width: 10 },
  { header: '岗位职责', key: 'duty', width: 50 },
];

export const sysPostExportXls: Handler<'sysPostExportXls'> = ({ query, session }, { store, now }) => {
  const scope = scoped(store, query);
  return exportJoined(store, postRows(store, scope.rows), scope.query, { title: '岗位', columns: COLUMNS, fields: POST_FIELDS, options: LIST }, session, now());
};

function importedPost(store: Store, values: Record<string, string>): PostForm | string {
  const depart = departs.all(store).find((d) => d.departName === values.departId_dictText && d.delFlag !== '1');
  if (!depart) return `所属部门不存在：${values.departId_dictText ?? ''}`;
  if (!values.code || !/^[A-Za-z0-9_-]{1,64}$/.test(values.code)) return '岗位编码格式不正确';
  if (!values.name) return '岗位名称不能为空';
  const rank = dictValueOf(store, 'position_rank', values.rank_dictText ?? '');
  if (rank === undefined) return `职级不正确：${values.rank_dictText ?? ''}`;
  const plan = Number(values.headcountPlan);
  if (values.headcountPlan === undefined || values.headcountPlan === '' || !Number.isInteger(plan) || plan < 0) return '编制人数应为不小于0的整数';
  return { departId: depart.id, code: values.code, name: values.name, rank: rank as PostForm['rank'], headcountPlan: plan, duty: values.duty || null };
}

export const sysPostImportExcel: Handler<'sysPostImportExcel'> = ({ uploads, session }, ctx) =>
  posts.importFile<PostForm>(uploads, ctx, {
    columns: COLUMNS.filter((c) => c.key !== 'headcountFilled' && c.key !== 'vacancy'),
    errorTitle: '岗位导入错误',
    formOf: (values) => importedPost(ctx.store, values),
    problemOf: (form) => postProblem(ctx.store, form),
    create: (form) => insertPost(ctx, form, session),
  });
