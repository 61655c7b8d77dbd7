// What the hr handlers share: messages, the approval steps, text lookups, exports and imports, and the rules
// of taking a person on.
import { dateText, dateTimeText } from '../../lib/dates.js';
import { NOT_FOUND } from '../../crud/rows.js';
import { fail, ok, type Envelope } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import { exportJoined, type JoinedExport } from '../../domain/joined-rows.js';
import { withDictText } from '../../query/dict-text.js';
import type { EntityFields } from '../../query/field-types.js';
import type { FileOutput, HandlerContext } from '../../types.js';
import type { RowWrites } from '../../entity/entity.js';
import { idCardBirthday, idCardSex } from '../../lib/id-card.js';
import { departs } from '../../entities/departs.js';
import { employees } from '../../entities/employees.js';
import { enrollments } from '../../entities/hr-enrollments.js';

export const ADDED = '添加成功！';
export const EDITED = '编辑成功!';
export const DELETED = '删除成功!';
export const BATCH_DELETED = '批量删除成功!';
export const NO_ID = '参数错误：body.id 不能为空';
export const NO_EMPLOYEE = '员工不存在或已删除';
export const BAD_ID_CARD = '请输入正确的身份证号码';

export const say = (message: string) => ok(message, { message });
export const today = (ctx: HandlerContext) => dateText(ctx.now());
export const stamp = (ctx: HandlerContext) => dateTimeText(ctx.now());
export const userOf = (session: { username: string } | null) => session?.username ?? null;

interface Reviewable {
  id: string;
  status: string;
  opinion: string | null;
  approveBy: string | null;
  approveTime: string | null;
}

/** What the approver and the time of a decision write on the row. */
type Decision = Pick<Reviewable, 'opinion' | 'approveBy' | 'approveTime'>;

/**
 * The steps every approval (enrolment, resignation, regularisation) shares: the row must exist and still wait
 * (status '0'); a rejection (result '2') is recorded through the request table's entity (stamped updated) and
 * answered with `rejected`. Otherwise the caller completes the approval with the decision it is given.
 */
export function review<T extends Reviewable>(
  requests: RowWrites<Reviewable>,
  rows: T[],
  form: { id: string; result: string; opinion?: string | null },
  session: { username: string } | null,
  ctx: HandlerContext,
  messages: { handled: string; rejected: string },
): { row: T; decision: Decision } | Envelope<string | null> {
  const row = rows.find((r) => r.id === form.id);
  if (!row) return fail(NOT_FOUND);
  if (row.status !== '0') return fail(messages.handled);
  const decision = { opinion: form.opinion ?? null, approveBy: userOf(session), approveTime: stamp(ctx) };
  if (form.result === '2') {
    requests.update(row, { ...decision, status: '2' }, session, ctx.now());
    return say(messages.rejected);
  }
  return { row, decision };
}

export function withText<T extends object>(store: Store, row: T, fields: EntityFields): T & Record<string, unknown> {
  return withDictText([row], fields, (dict) => store.dictLookup(dict))[0] as T & Record<string, unknown>;
}

export const isProject = (store: Store, id: string) => departs.all(store).some((d) => d.id === id && d.orgCategory === '4');

export function departProblem(store: Store, departId: string | null | undefined, projectId: string | null | undefined): string | null {
  if (departId && !departs.all(store).some((d) => d.id === departId)) return '所属部门不存在';
  if (projectId && !isProject(store, projectId)) return '所属项目不存在';
  return null;
}

/** Checks an ID card number (check digit, birth date) and that it agrees with the sex given. */
export function idCardProblem(idCard: string, sex: string): string | null {
  if (!idCardBirthday(idCard)) return BAD_ID_CARD;
  return idCardSex(idCard) === sex ? null : '性别与身份证号不符';
}

export const sameIdCard = (a: string | null, b: string | null) => a !== null && b !== null && a.toUpperCase() === b.toUpperCase();

/** An export of the HR lists: the shared export of joined rows (domain/joined-rows.ts), timed by the handler's clock. */
export const exportRows = <T extends { id: string }>(
  store: Store,
  rows: T[],
  rawQuery: Record<string, unknown>,
  spec: JoinedExport,
  session: { username: string } | null,
  ctx: HandlerContext,
): Promise<FileOutput | Envelope<null>> => exportJoined(store, rows, rawQuery, spec, session, ctx.now());

/** The approval fields of a request just made: waiting ('0'), nobody has decided. */
export const NEW_REQUEST = { status: '0', opinion: null, approveBy: null, approveTime: null } as const;

/** The request an edit names, while it still waits for approval; otherwise the answer saying why not. */
export function editableRequest<T extends { id: string; status: string }>(rows: T[], id: string | undefined, decidedMessage: string): T | Envelope<null> {
  const row = id ? rows.find((r) => r.id === id) : undefined;
  if (!row) return fail(id ? NOT_FOUND : NO_ID);
  return row.status === '0' ? row : fail(decidedMessage);
}

/** A dictionary value from its text (or the value itself), for imports; '' stays null. */
export function dictValue(store: Store, dictCode: string, text: string): string | null | undefined {
  if (text === '') return null;
  const item = store.dictItems(dictCode).find((i) => i.text === text || i.value === text);
  return item ? item.value : undefined;
}

export const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether a person (by ID card) can be taken on: not working here now, no other enrolment waiting. */
export function joinProblem(store: Store, idCard: string, exceptEnrollment: string | null): string | null {
  if (employees.live(store).some((e) => e.status !== '3' && sameIdCard(e.idCard, idCard))) return '该人员已在职，不能重复办理入职';
  if (enrollments.all(store).some((r) => r.status === '0' && r.id !== exceptEnrollment && sameIdCard(r.idCard, idCard))) return '该身份证号已有待入职记录';
  return null;
}

export const contractYearsFor = (contractType: string) => (contractType === '3' ? 1 : contractType === '2' ? 2 : 3);

