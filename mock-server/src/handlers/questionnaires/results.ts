// 问卷结果: per question the counts per option (per score for a rating, with its average) and the text answers, and
// who answered — nobody is named for an anonymous questionnaire, in the answer or the export.
import { exportSheets, XLSX_TYPE, type ExcelColumn } from '../../crud/excel.js';
import { NOT_FOUND } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import { dateTimeText } from '../../lib/dates.js';
import type { Schema } from '../../lib/schema.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';
import { departs } from '../../entities/departs.js';
import { users } from '../../entities/users.js';
import { questionnaireAnswers, questionnaires } from '../../entities/questionnaires.js';
import type { QuestionnaireAnswerRecord, QuestionnaireRecord, QuestionRecord } from '../../store/records/questionnaires.js';
import { statusOf } from './shared.js';

type Result = Schema<'MisQuestionnaireResult'>;
type QuestionResult = Schema<'MisQuestionResult'>;

const STATUS = { '0': '草稿', '1': '已发布', '2': '已结束' } as const;
const SCORES = [1, 2, 3, 4, 5];

const percent = (count: number, of: number) => (of ? Math.round((count * 1000) / of) / 10 : 0);

interface Person {
  realname: string;
  departName: string | null;
}

function peopleOf(store: Store): (userId: string | null) => Person | null {
  const byCode = new Map(departs.all(store).map((d) => [d.orgCode, d.departName]));
  const byId = new Map(users.all(store).map((u) => [u.id, { realname: u.realname, departName: byCode.get(u.orgCodes[0] ?? '') ?? null }]));
  return (userId) => (userId ? (byId.get(userId) ?? null) : null);
}

function questionResult(question: QuestionRecord, answers: readonly QuestionnaireAnswerRecord[], anonymous: boolean, person: ReturnType<typeof peopleOf>): QuestionResult {
  const items = answers.flatMap((answer) => answer.items.filter((item) => item.questionId === question.id).map((item) => ({ item, answer })));
  const answered = items.length;
  const base = { id: question.id, type: question.type, title: question.title, required: question.required, answered, options: [], average: null, texts: [] };
  if (question.type === 'radio' || question.type === 'checkbox') {
    const options = (question.options ?? []).map((label) => {
      const count = items.filter(({ item }) => item.values.includes(label)).length;
      return { label, count, percent: percent(count, answered) };
    });
    return { ...base, options };
  }
  if (question.type === 'rating') {
    const scores = items.map(({ item }) => item.score ?? 0).filter((score) => score > 0);
    const options = SCORES.map((score) => {
      const count = scores.filter((s) => s === score).length;
      return { label: `${score}分`, count, percent: percent(count, answered) };
    });
    const average = scores.length ? Math.round((scores.reduce((sum, s) => sum + s, 0) * 100) / scores.length) / 100 : null;
    return { ...base, options, average };
  }
  const texts = items.map(({ item, answer }) => ({ text: item.text ?? '', realname: anonymous ? null : (person(answer.userId)?.realname ?? null), submitTime: answer.submitTime }));
  return { ...base, texts };
}

function resultOf(store: Store, row: QuestionnaireRecord, now: number): Result {
  const anonymous = row.anonymous === '1';
  const answers = questionnaireAnswers.all(store).filter((a) => a.questionnaireId === row.id).sort((a, b) => a.submitTime.localeCompare(b.submitTime));
  const person = peopleOf(store);
  const status = statusOf(row, now);
  return {
    id: row.id,
    title: row.title,
    anonymous: row.anonymous,
    status,
    status_dictText: STATUS[status],
    startDate: row.startDate,
    endDate: row.endDate,
    answerCount: answers.length,
    addresseeCount: row.addresseeIds.length,
    questions: row.questions.map((question) => questionResult(question, answers, anonymous, person)),
    respondents: anonymous
      ? []
      : answers.flatMap((answer) => {
          const who = person(answer.userId);
          return who ? [{ realname: who.realname, departName: who.departName, submitTime: answer.submitTime }] : [];
        }),
  };
}

export const misQuestionnaireResult: Handler<'misQuestionnaireResult'> = ({ query }, { store, now }) => {
  const row = questionnaires.get(store, query.id);
  return row ? ok(resultOf(store, row, now())) : fail(NOT_FOUND);
};

const TYPES = { radio: '单选', checkbox: '多选', rating: '评分', text: '文本' } as const;

/** The answers sheet: a row per answer, a column per question; 填写人 and 部门 only when not anonymous. */
function answerSheet(store: Store, row: QuestionnaireRecord): { columns: ExcelColumn[]; rows: Array<Record<string, unknown>> } {
  const anonymous = row.anonymous === '1';
  const person = peopleOf(store);
  const columns: ExcelColumn[] = [
    { header: '序号', key: 'no', width: 6 },
    ...(anonymous ? [] : [{ header: '填写人', key: 'realname', width: 12 }, { header: '部门', key: 'departName', width: 14 }]),
    { header: '提交时间', key: 'submitTime', width: 20 },
    ...row.questions.map((question, index) => ({ header: `${index + 1}. ${question.title}`, key: question.id, width: 24 })),
  ];
  const answers = questionnaireAnswers.all(store).filter((a) => a.questionnaireId === row.id).sort((a, b) => a.submitTime.localeCompare(b.submitTime));
  const rows = answers.map((answer, index) => {
    const cells: Record<string, unknown> = { no: index + 1, submitTime: answer.submitTime };
    if (!anonymous) Object.assign(cells, person(answer.userId));
    for (const item of answer.items) cells[item.questionId] = item.text ?? (item.score !== null ? item.score : item.values.join('、'));
    return cells;
  });
  return { columns, rows };
}

export const misQuestionnaireResultExportXls: Handler<'misQuestionnaireResultExportXls'> = async ({ query, session }, { store, now }) => {
  const row = questionnaires.get(store, query.id);
  if (!row) return fail(NOT_FOUND);
  const at = now();
  const result = resultOf(store, row, at);
  const note = `导出人:${session?.username ?? ''}  导出时间:${dateTimeText(at)}  答卷数:${result.answerCount}/${result.addresseeCount}`;
  const counts = result.questions.flatMap((question, index) => {
    const head = { question: `${index + 1}. ${question.title}`, type: TYPES[question.type], answered: question.answered };
    if (question.type === 'text') return [{ ...head, option: '（文本）', count: question.texts.length, percent: null }];
    const rows = question.options.map((option) => ({ ...head, option: option.label, count: option.count, percent: option.percent }));
    return question.type === 'rating' ? [...rows, { ...head, option: '平均分', count: question.average, percent: null }] : rows;
  });
  const answers = answerSheet(store, row);
  const buffer = await exportSheets([
    {
      title: `${row.title}统计`,
      note,
      columns: [
        { header: '题目', key: 'question', width: 34 },
        { header: '题型', key: 'type', width: 8 },
        { header: '答题人数', key: 'answered', width: 10 },
        { header: '选项', key: 'option', width: 20 },
        { header: '数量', key: 'count', width: 8 },
        { header: '占比(%)', key: 'percent', width: 10 },
      ],
      rows: counts,
    },
    { title: `${row.title}答卷`, note, ...answers },
  ]);
  return { file: { buffer, contentType: XLSX_TYPE, fileName: `${row.title}结果.xlsx` } };
};
