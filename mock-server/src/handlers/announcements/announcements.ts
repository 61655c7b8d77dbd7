// 通告管理 (SysAnnouncementController): announcements' edits, release (with a websocket push) and revocation.
import { dateTimeText } from '../../lib/dates.js';
import { idList, pageOf } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import { pushAnnouncement } from '../../store/socket-hub.js';
import type { EntityFields } from '../../query/field-types.js';
import { randomId } from '../../lib/ids.js';
import type { AnnouncementRecord, AnnouncementSendRecord } from '../../store/seed/announcements.js';
import type { Store } from '../../store/store.js';
import type { UserRecord } from '../../store/core-data.js';
import type { BodyOf, Handler } from '../../types.js';
import { created, createdOnly, updated } from '../../entity/audit.js';
import { isLive } from '../../store/live.js';
import { NO_ENTITY } from '../../entity/answers.js';

const ANNOUNCEMENT_FIELDS: EntityFields = {
  id: { type: 'string' },
  titile: { type: 'string' },
  msgCategory: { type: 'string', dict: 'msg_category' },
  sendStatus: { type: 'string', dict: 'send_status' },
  priority: { type: 'string', dict: 'priority' },
  msgType: { type: 'string', dict: 'msg_type' },
  sender: { type: 'string' },
  busType: { type: 'string' },
  openType: { type: 'string' },
  startTime: { type: 'datetime' },
  endTime: { type: 'datetime' },
  sendTime: { type: 'datetime' },
  cancelTime: { type: 'datetime' },
  createTime: { type: 'datetime' },
  updateTime: { type: 'datetime' },
};

const DEFAULT_SORT = { column: 'createTime', order: 'desc' } as const;


export const live = (store: Store) => store.data.announcements.filter((a) => isLive(a));

export const findLive = (store: Store, id: string) => store.data.announcements.find((a) => a.id === id && isLive(a));

export function callerOf(store: Store, username: string | undefined): UserRecord {
  const user = username ? store.userByName(username) : undefined;
  // The route's token check guarantees a session; its user always exists (deleted users cannot log in).
  if (!user) throw new Error('当前登录用户不存在');
  return user;
}

// Upstream builds this result with `new Result()` + setSuccess(true): code 0 on success.
export const sysAnnountCementList: Handler<'sysAnnountCementList'> = ({ query }, { store }) =>
  pageOf(store, live(store), query, ANNOUNCEMENT_FIELDS, { defaultSort: DEFAULT_SORT, code: 0 });

type Form = BodyOf<'sysAnnountCementAdd'> | BodyOf<'sysAnnountCementEdit'>;

/** The mock's checks on a form merged over the stored record; the problem in Chinese, or null. */
function formProblem(store: Store, merged: Pick<AnnouncementRecord, 'msgType' | 'userIds' | 'startTime' | 'endTime'>): string | null {
  if (merged.msgType === 'USER') {
    const ids = idList(merged.userIds);
    if (ids.length === 0) return '指定用户不能为空';
    const unknown = ids.find((id) => !store.data.users.some((u) => u.id === id && isLive(u)));
    if (unknown) return `指定用户不存在：${unknown}`;
  }
  if (merged.startTime && merged.endTime && merged.endTime < merged.startTime) return '结束时间不能早于开始时间';
  return null;
}

/** The form's fields as stored values ('' → null), only those present in the form. */
function fieldsOf(form: Form): Partial<AnnouncementRecord> {
  const out: Partial<AnnouncementRecord> = {};
  const nullable = (value: string | null | undefined) => (value === '' ? null : value);
  if (form.titile !== undefined) out.titile = form.titile;
  if (form.msgContent !== undefined) out.msgContent = form.msgContent;
  if (form.msgAbstract !== undefined) out.msgAbstract = nullable(form.msgAbstract) ?? null;
  if (form.startTime !== undefined) out.startTime = nullable(form.startTime) ?? null;
  if (form.endTime !== undefined) out.endTime = nullable(form.endTime) ?? null;
  if (form.priority !== undefined) out.priority = form.priority;
  if (form.msgCategory !== undefined) out.msgCategory = form.msgCategory;
  if (form.msgType !== undefined) out.msgType = form.msgType;
  if (form.userIds !== undefined) out.userIds = nullable(form.userIds) ?? null;
  if (form.busType !== undefined) out.busType = nullable(form.busType) ?? null;
  if (form.busId !== undefined) out.busId = nullable(form.busId) ?? null;
  if (form.openType !== undefined) out.openType = (nullable(form.openType) ?? null) as AnnouncementRecord['openType'];
  if (form.openPage !== undefined) out.openPage = nullable(form.openPage) ?? null;
  return out;
}

export function newSend(anntId: string, userId: string, by: string | null, now: number, read = false): AnnouncementSendRecord {
  return { id: randomId(), anntId, userId, readFlag: read ? '1' : '0', readTime: read ? dateTimeText(now) : null, ...createdOnly(by, now) };
}

/** USER type: the listed users each have a send record (missing ones added unread), nobody else (upstream upDateAnnouncement). */
function syncUserSends(store: Store, annt: AnnouncementRecord, by: string | null, now: number): void {
  if (annt.msgType !== 'USER') return;
  const wanted = new Set(idList(annt.userIds));
  store.data.announcementSends = store.data.announcementSends.filter((s) => s.anntId !== annt.id || wanted.has(s.userId));
  for (const userId of wanted) {
    if (!store.data.announcementSends.some((s) => s.anntId === annt.id && s.userId === userId)) store.data.announcementSends.push(newSend(annt.id, userId, by, now));
  }
}

export const sysAnnountCementAdd: Handler<'sysAnnountCementAdd'> = ({ body, session }, { store, now }) => {
  const fields = fieldsOf(body);
  const record: AnnouncementRecord = {
    id: randomId(),
    titile: body.titile,
    msgContent: null,
    msgAbstract: null,
    startTime: null,
    endTime: null,
    sender: null,
    priority: body.priority,
    msgCategory: body.msgCategory,
    msgType: body.msgType,
    sendStatus: '0',
    sendTime: null,
    cancelTime: null,
    delFlag: '0',
    busType: null,
    busId: null,
    openType: null,
    openPage: null,
    userIds: null,
    ...fields,
    ...created(session?.username, now()),
  };
  const problem = formProblem(store, record);
  if (problem) return fail(problem);
  store.data.announcements.unshift(record);
  syncUserSends(store, record, record.createBy, now());
  return ok(null, { message: '添加成功！' });
};

export const sysAnnountCementEdit: Handler<'sysAnnountCementEdit'> = ({ body, session }, { store, now }) => {
  const annt = findLive(store, body.id);
  if (!annt) return fail(NO_ENTITY);
  const merged = { ...annt, ...fieldsOf(body) };
  const problem = formProblem(store, merged);
  if (problem) return fail(problem);
  Object.assign(annt, merged, { id: annt.id, ...updated(session?.username, now()) });
  syncUserSends(store, annt, session?.username ?? null, now());
  return ok(null, { message: '修改成功!' });
};

export const sysAnnountCementDelete: Handler<'sysAnnountCementDelete'> = ({ query }, { store }) => {
  const annt = findLive(store, query.id);
  if (!annt) return fail(NO_ENTITY);
  annt.delFlag = '1';
  return ok(null, { message: '删除成功!' });
};

export const sysAnnountCementDeleteBatch: Handler<'sysAnnountCementDeleteBatch'> = ({ query }, { store }) => {
  const ids = idList(query.ids);
  if (ids.length === 0) return fail('参数不识别！');
  for (const annt of store.data.announcements) if (ids.includes(annt.id)) annt.delFlag = '1';
  return ok(null, { message: '删除成功!' });
};

export const sysAnnountCementQueryById: Handler<'sysAnnountCementQueryById'> = ({ query }, { store }) => {
  const annt = findLive(store, query.id);
  return annt ? ok({ ...annt }, { code: 0 }) : fail(NO_ENTITY);
};

export const sysAnnountCementDoReleaseData: Handler<'sysAnnountCementDoReleaseData'> = ({ query, session }, { store, now }) => {
  const annt = findLive(store, query.id);
  if (!annt) return fail(NO_ENTITY);
  Object.assign(annt, { sendStatus: '1', sendTime: dateTimeText(now()), sender: session?.username ?? annt.sender });
  syncUserSends(store, annt, session?.username ?? null, now());
  const targets = annt.msgType === 'ALL' ? 'ALL' : idList(annt.userIds);
  pushAnnouncement(store, targets, { cmd: annt.msgType === 'ALL' ? 'topic' : 'user', msgId: annt.id, msgTxt: annt.titile });
  return ok(null, { message: '该系统通知发布成功' });
};

export const sysAnnountCementDoReovkeData: Handler<'sysAnnountCementDoReovkeData'> = ({ query }, { store, now }) => {
  const annt = findLive(store, query.id);
  if (!annt) return fail(NO_ENTITY);
  Object.assign(annt, { sendStatus: '2', cancelTime: dateTimeText(now()) });
  return ok(null, { message: '该系统通知撤销成功' });
};
