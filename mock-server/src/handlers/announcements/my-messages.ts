// 我的消息 and the bell: each user's send records of announcements (listByUser, marking read, my announcements).
import { dateTimeText } from '../../lib/dates.js';
import { idList } from '../../crud/rows.js';
import { ok } from '../../envelope.js';
import { listQuery } from '../../query/list-query.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';
import type { Schema } from '../../lib/schema.js';
import { addSend, callerOf } from './announcements.js';
import type { AnnouncementRecord } from '../../store/records/announcements.js';
import type { UserRecord } from '../../store/records/users.js';
import { announcementSends, announcements } from '../../entities/announcements.js';

/** Whether a published, live announcement is meant for the user. */
const meantFor = (annt: AnnouncementRecord, userId: string) => annt.msgType === 'ALL' || idList(annt.userIds).includes(userId);

/** Published ALL-type announcements the user has no send record for get an unread one (upstream listByUser step 1). */
/** Gives the caller a send record of each published ALL-type announcement they lack; answers how many it added. */
function backfillAllType(store: Store, user: UserRecord, now: number): number {
  const known = new Set(announcementSends.all(store).filter((s) => s.userId === user.id).map((s) => s.anntId));
  let added = 0;
  for (const annt of announcements.live(store)) {
    if (annt.msgType === 'ALL' && annt.sendStatus === '1' && !known.has(annt.id)) {
      addSend(store, annt.id, user.id, { username: user.username }, now);
      added++;
    }
  }
  return added;
}

function unreadOf(store: Store, userId: string, category: '1' | '2'): Schema<'AnnouncementEntry'>[] {
  const unread = new Set(announcementSends.all(store).filter((s) => s.userId === userId && s.readFlag === '0').map((s) => s.anntId));
  return announcements.live(store)
    .filter((a) => a.sendStatus === '1' && a.msgCategory === category && unread.has(a.id))
    .sort((a, b) => (b.createTime ?? '').localeCompare(a.createTime ?? '') || (b.sendTime ?? '').localeCompare(a.sendTime ?? ''))
    .map((a) => ({ ...a, msgId: a.id, msgTxt: a.titile }));
}

export const sysAnnountCementListByUser: Handler<'sysAnnountCementListByUser'> = ({ query, session }, { store, now }) => {
  const user = callerOf(store, session?.username);
  // Polled every 6 s by every open page, so not a writing operation (each write drops the derived views, the lists'
  // joined rows among them): only a call that added send records says the data changed. Those records are derived
  // from the announcements, so one not yet persisted is added again after a restart.
  if (backfillAllType(store, user, now()) > 0) store.changed();
  const size = query.pageSize ?? 5;
  const annt = unreadOf(store, user.id, '1');
  const sys = unreadOf(store, user.id, '2');
  return ok({ anntMsgList: annt.slice(0, size), anntMsgTotal: annt.length, sysMsgList: sys.slice(0, size), sysMsgTotal: sys.length }, { code: 0 });
};

export const sysSysAnnouncementSendEditByAnntIdAndUserId: Handler<'sysSysAnnouncementSendEditByAnntIdAndUserId'> = ({ body, session }, { store, now }) => {
  const user = callerOf(store, session?.username);
  const sends = announcementSends.all(store).filter((s) => s.anntId === body.anntId && s.userId === user.id);
  for (const send of sends) Object.assign(send, { readFlag: '1', readTime: dateTimeText(now()) });
  const annt = announcements.get(store, body.anntId);
  if (sends.length === 0 && annt && annt.sendStatus === '1' && meantFor(annt, user.id)) {
    addSend(store, annt.id, user.id, { username: user.username }, now(), true);
  }
  return ok(null, { code: 0 });
};

export const sysSysAnnouncementSendReadAll: Handler<'sysSysAnnouncementSendReadAll'> = ({ session }, { store, now }) => {
  const user = callerOf(store, session?.username);
  backfillAllType(store, user, now());
  for (const send of announcementSends.all(store)) {
    if (send.userId === user.id && send.readFlag === '0') Object.assign(send, { readFlag: '1', readTime: dateTimeText(now()) });
  }
  return ok(null, { code: 0, message: '全部已读' });
};

export const sysSysAnnouncementSendGetMyAnnouncementSend: Handler<'sysSysAnnouncementSendGetMyAnnouncementSend'> = ({ query, session }, { store, now }) => {
  const user = callerOf(store, session?.username);
  backfillAllType(store, user, now());
  const contains = (value: string | null, part: string | undefined) => !part || (value ?? '').includes(part);
  const rows: Schema<'AnnouncementSendRow'>[] = [];
  for (const send of announcementSends.all(store)) {
    if (send.userId !== user.id) continue;
    const annt = announcements.get(store, send.anntId);
    if (!annt || annt.sendStatus !== '1') continue;
    if (!contains(annt.titile, query.titile) || !contains(annt.sender, query.sender)) continue;
    if (query.readFlag && send.readFlag !== query.readFlag) continue;
    if (query.msgCategory && annt.msgCategory !== query.msgCategory) continue;
    if (query.busType && annt.busType !== query.busType) continue;
    rows.push({
      id: send.id,
      anntId: annt.id,
      userId: user.id,
      titile: annt.titile,
      msgContent: annt.msgContent,
      msgAbstract: annt.msgAbstract,
      sender: annt.sender,
      priority: annt.priority,
      msgCategory: annt.msgCategory,
      sendTime: annt.sendTime,
      busType: annt.busType,
      busId: annt.busId,
      openType: annt.openType,
      openPage: annt.openPage,
      readFlag: send.readFlag,
      readTime: send.readTime,
    });
  }
  // Unread first, then the newest release (upstream: order by read_flag, send_time desc).
  rows.sort((a, b) => a.readFlag.localeCompare(b.readFlag) || (b.sendTime ?? '').localeCompare(a.sendTime ?? ''));
  const page = listQuery(rows, { pageNo: query.pageNo, pageSize: query.pageSize }, {});
  return ok(page, { code: 0 });
};
