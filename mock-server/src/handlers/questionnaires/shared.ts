// What the questionnaire handlers share: the messages, the effective status (a published questionnaire past its end
// date reads 已结束), the joined list rows (addressees' names, counts) and who a publication reaches.
import { dateText } from '../../lib/dates.js';
import type { Store } from '../../store/store.js';
import type { QuestionnaireRecord, QuestionRecord } from '../../store/records/questionnaires.js';
import type { Schema } from '../../lib/schema.js';
import { departs } from '../../entities/departs.js';
import { users } from '../../entities/users.js';
import { questionnaireAnswers } from '../../entities/questionnaires.js';

export const ADDED = '添加成功！';
export const EDITED = '编辑成功!';
export const DELETED = '删除成功!';
export const NO_ID = '参数错误：body.id 不能为空';

export type Session = { username: string } | null;
export type QuestionnaireRow = Omit<Schema<'MisQuestionnaire'>, `${string}_dictText`>;

export const emptyToNull = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());
export const idsOf = (text: string | null | undefined): string[] => (text ?? '').split(',').map((id) => id.trim()).filter(Boolean);
export const today = (now: number) => dateText(now);

/** 已发布 past its end date reads 已结束. */
export function statusOf(row: Pick<QuestionnaireRecord, 'status' | 'endDate'>, now: number): QuestionnaireRecord['status'] {
  return row.status === '1' && row.endDate !== null && row.endDate < today(now) ? '2' : row.status;
}

/** 第<n>题「<title>」: how messages name a question. */
export const questionName = (questions: readonly QuestionRecord[], question: QuestionRecord) => `第${questions.indexOf(question) + 1}题「${question.title}」`;

const liveUsers = (store: Store) => users.live(store).filter((u) => u.status === 1);

/** Who a publication reaches: the chosen users and every member of the chosen departments and their sub-departments. */
export function addresseesOf(store: Store, userIds: string[], departIds: string[]): string[] {
  const codes = departs.all(store).filter((d) => departIds.includes(d.id) && d.delFlag !== '1').map((d) => d.orgCode);
  const reached = liveUsers(store).filter((u) => userIds.includes(u.id) || u.orgCodes.some((code) => codes.some((prefix) => code.startsWith(prefix))));
  return reached.map((u) => u.id);
}

function addresseeNames(store: Store, row: QuestionnaireRecord): string | null {
  const userIds = idsOf(row.userIds);
  const departIds = idsOf(row.departIds);
  const names = [
    ...departs.all(store).filter((d) => departIds.includes(d.id)).map((d) => d.departName),
    ...users.all(store).filter((u) => userIds.includes(u.id)).map((u) => u.realname),
  ];
  return names.length ? names.join('、') : null;
}

/** The list's rows: the effective status, the addressees' names and the counts. */
export function questionnaireRows(store: Store, rows: readonly QuestionnaireRecord[], now: number): QuestionnaireRow[] {
  const answers = new Map<string, number>();
  for (const answer of questionnaireAnswers.all(store)) answers.set(answer.questionnaireId, (answers.get(answer.questionnaireId) ?? 0) + 1);
  return rows.map(({ addresseeIds, respondentIds: _respondents, ...row }) => ({
    ...row,
    status: statusOf(row, now),
    addressees: addresseeNames(store, { ...row, addresseeIds, respondentIds: [] }),
    addresseeCount: addresseeIds.length,
    answerCount: answers.get(row.id) ?? 0,
    questionCount: row.questions.length,
  }));
}
