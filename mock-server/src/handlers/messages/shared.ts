// What the messages domain's handlers share: deleting by id(s) and delivering one message over its channel.
import { idList, NOT_FOUND } from '../../crud/rows.js';
import { BAD_IDS, okText } from '../../entity/answers.js';
import { fail } from '../../envelope.js';
import { dateTimeText } from '../../lib/dates.js';
import type { MessageRecord } from '../../store/records/messages.js';
import { pushAnnouncement } from '../../store/socket-hub.js';
import type { Store } from '../../store/store.js';
import type { HandlerContext } from '../../types.js';
import { announcements, announcementSends } from '../../entities/announcements.js';
import { users } from '../../entities/users.js';

export type Session = { username: string } | null;

const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;

interface Removable {
  all(store: Store): Array<{ id: string }>;
  remove(store: Store, ids: string[]): unknown;
}

/** Upstream removeById / removeByIds, but an id that matches nothing is told (未找到对应数据). */
export function removeByIds(store: Store, entity: Removable, raw: unknown, batch: boolean) {
  const ids = idList(raw);
  if (ids.length === 0) return fail(batch ? BAD_IDS : NOT_FOUND);
  const known = new Set(entity.all(store).map((row) => row.id));
  const found = ids.filter((id) => known.has(id));
  if (found.length === 0) return fail(NOT_FOUND);
  entity.remove(store, found);
  return okText(batch ? '批量删除成功!' : '删除成功!');
}

/** The live, active account a receiver names (its username). */
const accountOf = (store: Store, receiver: string) => users.live(store).find((u) => u.username === receiver && u.status === 1);

/**
 * Where a message to `receiver` over `type` goes: a system message to the account, an e-mail to an address (the
 * account's when a username is given), an SMS or WeChat message to a mobile; or why it cannot go.
 */
export function addressOf(store: Store, type: string, receiver: string): { userId?: string; address: string } | { problem: string } {
  const account = accountOf(store, receiver);
  if (type === '4') return account ? { userId: account.id, address: account.username } : { problem: `接收人不存在：${receiver}` };
  if (type === '2') {
    const address = EMAIL.test(receiver) ? receiver : account?.email;
    return address && EMAIL.test(address) ? { address } : { problem: `邮箱地址不正确：${receiver}` };
  }
  const mobile = MOBILE.test(receiver) ? receiver : account?.phone;
  return mobile && MOBILE.test(mobile) ? { address: mobile } : { problem: `手机号码不正确：${receiver}` };
}

/** A system message to the user: 我的消息, and the bell through the announcement push. */
function deliverToBell(store: Store, message: MessageRecord, userId: string, session: Session, now: number): void {
  const annt = announcements.insert(
    store,
    {
      titile: message.esTitle ?? '系统消息',
      msgContent: message.esContent ?? '',
      msgAbstract: (message.esContent ?? '').slice(0, 60),
      startTime: null,
      endTime: null,
      sender: session?.username ?? null,
      priority: 'L',
      msgCategory: '2',
      msgType: 'USER',
      sendStatus: '1',
      sendTime: dateTimeText(now),
      cancelTime: null,
      delFlag: '0',
      busType: 'msg',
      busId: message.id,
      openType: null,
      openPage: null,
      userIds: `${userId},`,
    },
    session,
    now,
  );
  announcementSends.insert(store, { anntId: annt.id, userId, readFlag: '0', readTime: null }, session, now);
  pushAnnouncement(store, [userId], { cmd: 'user', msgId: annt.id, msgTxt: annt.titile });
}

/**
 * One attempt at sending `message` (counted): a system message reaches the bell, the other channels are recorded
 * as sent (the mock reaches no outside network). An unreachable receiver leaves it 发送失败 with the reason.
 */
export function attempt(ctx: HandlerContext, message: MessageRecord, session: Session): boolean {
  const at = ctx.now();
  const where = addressOf(ctx.store, message.esType ?? '4', message.esReceiver ?? '');
  message.esSendNum = (message.esSendNum ?? 0) + 1;
  message.esSendTime = dateTimeText(at);
  if ('problem' in where) {
    message.esSendStatus = '2';
    message.esResult = where.problem;
    return false;
  }
  if (where.userId) deliverToBell(ctx.store, message, where.userId, session, at);
  message.esSendStatus = '1';
  message.esResult = '发送成功';
  return true;
}
