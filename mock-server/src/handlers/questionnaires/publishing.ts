// 发布 and 结束: a draft sent to users and departments for a period (each addressee told by an announcement pushed to
// the bell, as 发送工资条 does), and a published questionnaire ended now.
import { NOT_FOUND } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import { dateTimeText } from '../../lib/dates.js';
import type { Store } from '../../store/store.js';
import { pushAnnouncement } from '../../store/socket-hub.js';
import type { Handler } from '../../types.js';
import { announcements, announcementSends } from '../../entities/announcements.js';
import { departs } from '../../entities/departs.js';
import { questionnaires } from '../../entities/questionnaires.js';
import type { QuestionnaireRecord } from '../../store/records/questionnaires.js';
import { addresseesOf, idsOf, statusOf, today, type Session } from './shared.js';

function tell(store: Store, row: QuestionnaireRecord, userIds: string[], session: Session, now: number): void {
  const title = `问卷邀请：${row.title}`;
  const annt = announcements.insert(
    store,
    {
      titile: title,
      msgContent: `<p>您收到一份${row.anonymous === '1' ? '匿名' : ''}问卷《${row.title}》，请于 ${row.startDate} 至 ${row.endDate} 期间在「我的问卷」中填写。</p>${row.description ? `<p>${row.description}</p>` : ''}`,
      msgAbstract: `请于${row.endDate}前填写问卷《${row.title}》`,
      startTime: null,
      endTime: null,
      sender: session?.username ?? null,
      priority: 'M',
      msgCategory: '2',
      msgType: 'USER',
      sendStatus: '1',
      sendTime: dateTimeText(now),
      cancelTime: null,
      delFlag: '0',
      busType: 'questionnaire',
      busId: row.id,
      openType: null,
      openPage: null,
      userIds: `${userIds.join(',')},`,
    },
    session,
    now,
  );
  for (const userId of userIds) announcementSends.insert(store, { anntId: annt.id, userId, readFlag: '0', readTime: null }, session, now);
  pushAnnouncement(store, userIds, { cmd: 'user', msgId: annt.id, msgTxt: title });
}

export const misQuestionnairePublish: Handler<'misQuestionnairePublish'> = ({ body, session }, { store, now }) => {
  const row = questionnaires.get(store, body.id);
  if (!row) return fail(NOT_FOUND);
  if (row.status !== '0') return fail('问卷已发布');
  if (!row.questions.length) return fail('请先添加题目');
  const userIds = idsOf(body.userIds);
  const departIds = idsOf(body.departIds);
  if (!userIds.length && !departIds.length) return fail('请选择发布对象');
  const known = new Set(departs.all(store).filter((d) => d.delFlag !== '1').map((d) => d.id));
  if (departIds.some((id) => !known.has(id))) return fail('部门不存在');
  if (body.endDate < body.startDate) return fail('结束日期不能早于开始日期');
  const at = now();
  if (body.endDate < today(at)) return fail('结束日期不能早于今天');
  const addresseeIds = addresseesOf(store, userIds, departIds);
  if (!addresseeIds.length) return fail('发布对象中没有可用的用户');
  questionnaires.update(
    row,
    { status: '1', startDate: body.startDate, endDate: body.endDate, userIds: userIds.join(',') || null, departIds: departIds.join(',') || null, addresseeIds, publishTime: dateTimeText(at) },
    session,
    at,
  );
  tell(store, row, addresseeIds, session, at);
  return ok({ addresseeCount: addresseeIds.length }, { message: `已发布给${addresseeIds.length}人` });
};

export const misQuestionnaireFinish: Handler<'misQuestionnaireFinish'> = ({ query, session }, { store, now }) => {
  const row = questionnaires.get(store, query.id);
  if (!row) return fail(NOT_FOUND);
  const at = now();
  if (statusOf(row, at) !== '1') return fail('只有已发布的问卷可以结束');
  const day = today(at);
  questionnaires.update(row, { status: '2', endDate: row.endDate && row.endDate < day ? row.endDate : day }, session, at);
  return ok('问卷已结束', { message: '问卷已结束' });
};
