// 问卷管理: the questionnaires and their questions. Only a draft is edited; a published one is ended before it is
// deleted (its answers go with it).
import type { ExcelColumn } from '../../crud/excel.js';
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { okText } from '../../entity/answers.js';
import { withTexts } from '../../entity/list.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler } from '../../types.js';
import { exportJoined } from '../../domain/joined-rows.js';
import { QUESTIONNAIRE_FIELDS, QUESTIONNAIRE_LIST, questionnaireAnswers, questionnaires } from '../../entities/questionnaires.js';
import type { QuestionRecord } from '../../store/records/questionnaires.js';
import { ADDED, DELETED, EDITED, emptyToNull, NO_ID, questionName, questionnaireRows, statusOf } from './shared.js';

type QuestionnaireForm = BodyOf<'misQuestionnaireAdd'>;

const CHOICE = new Set(['radio', 'checkbox']);

function questionProblem(questions: readonly QuestionRecord[]): string | null {
  if (new Set(questions.map((q) => q.id)).size !== questions.length) return '题目ID重复';
  for (const question of questions) {
    if (!CHOICE.has(question.type)) continue;
    const options = (question.options ?? []).map((o) => o.trim());
    if (options.filter(Boolean).length < 2) return `${questionName(questions, question)}至少需要两个选项`;
    if (new Set(options).size !== options.length) return `${questionName(questions, question)}的选项重复`;
  }
  return null;
}

function formProblem(store: Store, form: QuestionnaireForm, except?: string): string | null {
  if (questionnaires.all(store).some((q) => q.title === form.title.trim() && q.id !== except)) return '问卷标题已存在';
  return questionProblem(form.questions);
}

/** The questions as kept: options trimmed, and only on the choice questions. */
const keptQuestions = (questions: readonly QuestionRecord[]): QuestionRecord[] =>
  questions.map(({ options, ...question }) => (CHOICE.has(question.type) ? { ...question, title: question.title.trim(), options: (options ?? []).map((o) => o.trim()) } : { ...question, title: question.title.trim() }));

const valuesOf = (form: QuestionnaireForm) => ({
  title: form.title.trim(),
  description: emptyToNull(form.description),
  anonymous: form.anonymous ?? '0',
  questions: keptQuestions(form.questions),
});

export const misQuestionnaireList: Handler<'misQuestionnaireList'> = ({ query }, { store, now }) =>
  pageOf(store, questionnaireRows(store, questionnaires.all(store), now()), query, QUESTIONNAIRE_FIELDS, QUESTIONNAIRE_LIST);

export const misQuestionnaireQueryById: Handler<'misQuestionnaireQueryById'> = ({ query }, { store, now }) => {
  const row = questionnaires.get(store, query.id);
  return row ? ok(withTexts(store, questionnaireRows(store, [row], now()), QUESTIONNAIRE_FIELDS)[0]) : fail(NOT_FOUND);
};

export const misQuestionnaireAdd: Handler<'misQuestionnaireAdd'> = ({ body, session }, { store, now }) => {
  const problem = formProblem(store, body);
  if (problem) return fail(problem);
  questionnaires.insert(
    store,
    { ...valuesOf(body), status: '0', startDate: null, endDate: null, userIds: null, departIds: null, addresseeIds: [], respondentIds: [], publishTime: null },
    session,
    now(),
  );
  return okText(ADDED);
};

export const misQuestionnaireEdit: Handler<'misQuestionnaireEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail(NO_ID);
  const row = questionnaires.get(store, body.id);
  if (!row) return fail(NOT_FOUND);
  if (row.status !== '0') return fail('已发布的问卷不能修改');
  const problem = formProblem(store, body, row.id);
  if (problem) return fail(problem);
  questionnaires.update(row, valuesOf(body), session, now());
  return okText(EDITED);
};

export const misQuestionnaireDelete: Handler<'misQuestionnaireDelete'> = ({ query }, { store, now }) => {
  const row = questionnaires.get(store, query.id);
  if (!row) return fail(NOT_FOUND);
  if (statusOf(row, now()) === '1') return fail('问卷发布中，请先结束再删除');
  questionnaireAnswers.removeWhere(store, (answer) => answer.questionnaireId === row.id);
  questionnaires.remove(store, [row.id]);
  return okText(DELETED);
};

const COLUMNS: ExcelColumn[] = [
  { header: '问卷标题', key: 'title', width: 30 },
  { header: '匿名', key: 'anonymous_dictText', width: 8 },
  { header: '状态', key: 'status_dictText', width: 10 },
  { header: '开始日期', key: 'startDate', width: 12 },
  { header: '结束日期', key: 'endDate', width: 12 },
  { header: '发布对象', key: 'addressees', width: 30 },
  { header: '题目数', key: 'questionCount', width: 8 },
  { header: '发放人数', key: 'addresseeCount', width: 10 },
  { header: '答卷数', key: 'answerCount', width: 8 },
  { header: '创建时间', key: 'createTime', width: 20 },
];

export const misQuestionnaireExportXls: Handler<'misQuestionnaireExportXls'> = ({ query, session }, { store, now }) =>
  exportJoined(store, questionnaireRows(store, questionnaires.all(store), now()), query, { title: '问卷管理', columns: COLUMNS, fields: QUESTIONNAIRE_FIELDS, options: QUESTIONNAIRE_LIST }, session, now());
