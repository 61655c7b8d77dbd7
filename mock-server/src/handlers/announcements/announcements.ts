// 通告管理 (SysAnnouncementController): announcements' edits, release (with a websocket push) and revocation.
import { dateTimeText } from '../../lib/dates.js';
import { idList } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import { pushAnnouncement } from '../../store/socket-hub.js';
import type { NewRow } from '../../entity/entity.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler } from '../../types.js';
import { NO_ENTITY } from '../../entity/answers.js';
import type { AnnouncementRecord } from '../../store/records/announcements.js';
import type { UserRecord } from '../../store/records/users.js';
import { announcementSends, announcements } from '../../entities/announcements.js';
import { users } from '../../entities/users.js';

type Session = { username: string } | null;

export function callerOf(store: Store, username: string | undefined): UserRecord {
  const user = username ? store.userByName(username) : undefined;
  // The route's token check guarantees a session; its user always exists (deleted users cannot log in).
  if (!user) throw new Error('当前登录用户不存在');
  return user;
}

export const sysAnnountCementList: Handler<'sysAnnountCementList'> = ({ query }, { store }) => announcements.page(store, query);

type Form = BodyOf<'sysAnnountCementAdd'> | BodyOf<'sysAnnountCementEdit'>;

/** The mock's checks on a form merged over the stored record; the problem in Chinese, or null. */
function formProblem(store: Store, merged: Pick<AnnouncementRecord, 'msgType' | 'userIds' | 'startTime' | 'endTime'>): string | null {
  if (merged.msgType === 'USER') {
    const ids = idList(merged.userIds);
    if (ids.length === 0) return '指定用户不能为空';
    const unknown = ids.find((id) => !users.get(store, id));
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

/** Gives a user their copy of an announcement, unread unless `read`. */
export function addSend(store: Store, anntId: string, userId: string, session: Session, now: number, read = false): void {
  announcementSends.insert(store, { anntId, userId, readFlag: read ? '1' : '0', readTime: read ? dateTimeText(now) : null }, session, now);
}

/** USER type: the listed users each have a send record (missing ones added unread), nobody else (upstream upDateAnnouncement). */
function syncUserSends(store: Store, annt: AnnouncementRecord, session: Session, now: number): void {
  if (annt.msgType !== 'USER') return;
  const wanted = new Set(idList(annt.userIds));
  announcementSends.removeWhere(store, (s) => s.anntId === annt.id && !wanted.has(s.userId));
  for (const userId of wanted) {
    if (!announcementSends.all(store).some((s) => s.anntId === annt.id && s.userId === userId)) addSend(store, annt.id, userId, session, now);
  }
}

export const sysAnnountCementAdd: Handler<'sysAnnountCementAdd'> = ({ body, session }, { store, now }) => {
  const values: NewRow<AnnouncementRecord> = {
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
    ...fieldsOf(body),
  };
  const problem = formProblem(store, values);
  if (problem) return fail(problem);
  const record = announcements.insert(store, values, session, now());
  syncUserSends(store, record, session, now());
  return ok(null, { message: '添加成功！' });
};

export const sysAnnountCementEdit: Handler<'sysAnnountCementEdit'> = ({ body, session }, { store, now }) => {
  const annt = announcements.get(store, body.id);
  if (!annt) return fail(NO_ENTITY);
  const fields = fieldsOf(body);
  const problem = formProblem(store, { ...annt, ...fields });
  if (problem) return fail(problem);
  announcements.update(annt, fields, session, now());
  syncUserSends(store, annt, session, now());
  return ok(null, { message: '修改成功!' });
};

export const sysAnnountCementDelete: Handler<'sysAnnountCementDelete'> = ({ query, session }, { store, now }) => {
  if (announcements.softDelete(store, [query.id], session, now()).length === 0) return fail(NO_ENTITY);
  return ok(null, { message: '删除成功!' });
};

export const sysAnnountCementDeleteBatch: Handler<'sysAnnountCementDeleteBatch'> = ({ query, session }, { store, now }) => {
  const ids = idList(query.ids);
  if (ids.length === 0) return fail('参数不识别！');
  announcements.softDelete(store, ids, session, now());
  return ok(null, { message: '删除成功!' });
};

export const sysAnnountCementQueryById: Handler<'sysAnnountCementQueryById'> = ({ query }, { store }) => {
  const annt = announcements.get(store, query.id);
  return annt ? ok({ ...annt }, { code: 0 }) : fail(NO_ENTITY);
};

export const sysAnnountCementDoReleaseData: Handler<'sysAnnountCementDoReleaseData'> = ({ query, session }, { store, now }) => {
  const annt = announcements.get(store, query.id);
  if (!annt) return fail(NO_ENTITY);
  Object.assign(annt, { sendStatus: '1', sendTime: dateTimeText(now()), sender: session?.username ?? annt.sender });
  syncUserSends(store, annt, session, now());
  const targets = annt.msgType === 'ALL' ? 'ALL' : idList(annt.userIds);
  pushAnnouncement(store, targets, { cmd: annt.msgType === 'ALL' ? 'topic' : 'user', msgId: annt.id, msgTxt: annt.titile });
  return ok(null, { message: '该系统通知发布成功' });
};

/** Upstream's syncNotic: pushes the announcement again (the real client calls it after 撤销) so every bell reloads. */
export const sysAnnountCementSyncNotic: Handler<'sysAnnountCementSyncNotic'> = ({ query }, { store }) => {
  if (!query.anntId) {
    pushAnnouncement(store, 'ALL', { cmd: 'topic', msgTxt: '批量设置已读' });
    return ok(null, { code: 0 });
  }
  const annt = announcements.get(store, query.anntId);
  if (!annt) return fail(NO_ENTITY);
  const targets = annt.msgType === 'ALL' ? 'ALL' : idList(annt.userIds);
  pushAnnouncement(store, targets, { cmd: annt.msgType === 'ALL' ? 'topic' : 'user', msgId: annt.id, msgTxt: annt.titile });
  return ok(null, { code: 0 });
};

export const sysAnnountCementDoReovkeData: Handler<'sysAnnountCementDoReovkeData'> = ({ query }, { store, now }) => {
  const annt = announcements.get(store, query.id);
  if (!annt) return fail(NO_ENTITY);
  Object.assign(annt, { sendStatus: '2', cancelTime: dateTimeText(now()) });
  return ok(null, { message: '该系统通知撤销成功' });
};
