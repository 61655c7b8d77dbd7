// 我的问卷 and 提交问卷: what the signed-in user was sent, and their answers checked question by question (each
// message names the question). An anonymous questionnaire's answer is kept without the user.
import type { ExcelColumn } from '../../crud/excel.js';
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { okText } from '../../entity/answers.js';
import { fail } from '../../envelope.js';
import { dateTimeText } from '../../lib/dates.js';
import { randomId } from '../../lib/ids.js';
import type { Schema } from '../../lib/schema.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler } from '../../types.js';
import { exportJoined } from '../../domain/joined-rows.js';
import { users } from '../../entities/users.js';
import { MY_QUESTIONNAIRE_FIELDS, questionnaireAnswers, questionnaires } from '../../entities/questionnaires.js';
import type { AnswerItemRecord, QuestionnaireRecord, QuestionRecord } from '../../store/records/questionnaires.js';
import { questionName, statusOf, today } from './shared.js';

type MyRow = Omit<Schema<'MisMyQuestionnaire'>, `${string}_dictText`>;
type AnswerItem = BodyOf<'misQuestionnaireAnswer'>['answers'][number];

/** Unsorted, the list keeps what may be filled in now first. */
const MINE_LIST = { code: 200 as const };

const userIdOf = (store: Store, username: string | undefined) => users.live(store).find((u) => u.username === username)?.id;

const isOpen = (row: QuestionnaireRecord, now: number) => statusOf(row, now) === '1' && row.startDate !== null && row.startDate <= today(now);

function myRows(store: Store, userId: string | undefined, now: number): MyRow[] {
  if (!userId) return [];
  const mine = questionnaires.all(store).filter((q) => q.status !== '0' && q.addresseeIds.includes(userId));
  const rows = mine.map((q) => {
    const answered = q.respondentIds.includes(userId);
    const own = q.anonymous === '1' ? undefined : questionnaireAnswers.all(store).find((a) => a.questionnaireId === q.id && a.userId === userId);
    return {
      id: q.id,
      title: q.title,
      description: q.description,
      anonymous: q.anonymous,
      status: statusOf(q, now) as MyRow['status'],
      startDate: q.startDate,
      endDate: q.endDate,
      answered: answered ? ('1' as const) : ('0' as const),
      answerTime: own?.submitTime ?? null,
      open: isOpen(q, now) && !answered,
      questions: q.questions,
    };
  });
  // What may be filled in now comes first.
  return [...rows.filter((r) => r.open), ...rows.filter((r) => !r.open)];
}

export const misQuestionnaireMine: Handler<'misQuestionnaireMine'> = ({ query, session }, { store, now }) => {
  return pageOf(store, myRows(store, userIdOf(store, session?.username), now()), query, MY_QUESTIONNAIRE_FIELDS, MINE_LIST);
};

const COLUMNS: ExcelColumn[] = [
  { header: '问卷标题', key: 'title', width: 30 },
  { header: '匿名', key: 'anonymous_dictText', width: 8 },
  { header: '状态', key: 'status_dictText', width: 10 },
  { header: '开始日期', key: 'startDate', width: 12 },
  { header: '结束日期', key: 'endDate', width: 12 },
  { header: '已填写', key: 'answered_dictText', width: 8 },
  { header: '填写时间', key: 'answerTime', width: 20 },
];

export const misQuestionnaireMineExportXls: Handler<'misQuestionnaireMineExportXls'> = ({ query, session }, { store, now }) =>
  exportJoined(store, myRows(store, userIdOf(store, session?.username), now()), query, { title: '我的问卷', columns: COLUMNS, fields: MY_QUESTIONNAIRE_FIELDS, options: {} }, session, now());

const isEmpty = (item: AnswerItem | undefined) => !item || (!(item.values ?? []).length && (item.score === null || item.score === undefined) && !(item.text ?? '').trim());

/** The answer to one question as kept, or the message naming the question. */
function itemOf(questions: readonly QuestionRecord[], question: QuestionRecord, item: AnswerItem | undefined): AnswerItemRecord | string | null {
  const name = questionName(questions, question);
  if (isEmpty(item)) return question.required ? `请回答${name}` : null;
  const values = item?.values ?? [];
  const kept: AnswerItemRecord = { questionId: question.id, values: [], score: null, text: null };
  if (question.type === 'radio' || question.type === 'checkbox') {
    if (question.type === 'radio' && values.length > 1) return `${name}只能选择一项`;
    if (values.some((value) => !(question.options ?? []).includes(value))) return `${name}的选项不存在`;
    if (!values.length) return question.required ? `请回答${name}` : null;
    return { ...kept, values: [...new Set(values)] };
  }
  if (question.type === 'rating') {
    if (item?.score === null || item?.score === undefined) return question.required ? `请回答${name}` : null;
    return { ...kept, score: item.score };
  }
  const text = (item?.text ?? '').trim();
  if (!text) return question.required ? `请回答${name}` : null;
  return { ...kept, text };
}

export const misQuestionnaireAnswer: Handler<'misQuestionnaireAnswer'> = ({ body, session }, { store, now }) => {
  const row = questionnaires.get(store, body.questionnaireId);
  if (!row || row.status === '0') return fail(NOT_FOUND);
  const userId = userIdOf(store, session?.username);
  if (!userId || !row.addresseeIds.includes(userId)) return fail('您不在该问卷的发布范围内');
  const at = now();
  if (statusOf(row, at) !== '1') return fail('问卷已结束');
  if (row.startDate !== null && row.startDate > today(at)) return fail('问卷尚未开始');
  if (row.respondentIds.includes(userId)) return fail('您已提交过该问卷');
  const byQuestion = new Map(body.answers.map((item) => [item.questionId, item]));
  const unknown = body.answers.find((item) => !row.questions.some((q) => q.id === item.questionId));
  if (unknown) return fail(`题目不存在：${unknown.questionId}`);
  const items: AnswerItemRecord[] = [];
  for (const question of row.questions) {
    const item = itemOf(row.questions, question, byQuestion.get(question.id));
    if (typeof item === 'string') return fail(item);
    if (item) items.push(item);
  }
  questionnaireAnswers.add(store, { id: randomId(), questionnaireId: row.id, userId: row.anonymous === '1' ? null : userId, items, submitTime: dateTimeText(at) });
  row.respondentIds.push(userId);
  return okText('提交成功，感谢您的参与！');
};
