// The questionnaires domain's types and the calls its flows make beyond the lists' own: publish, end, answer, and the
// results with their export.
import { downloadFile, getAction, postAction, saveBlob } from '@/api/http';
import type { Schema } from '@/api/types';

export type Questionnaire = Schema<'MisQuestionnaire'>;
export type Question = Schema<'MisQuestion'>;
export type QuestionKind = Question['type'];
export type QuestionnaireForm = Schema<'MisQuestionnaireForm'>;
export type MyQuestionnaire = Schema<'MisMyQuestionnaire'>;
export type PublishForm = Schema<'MisQuestionnairePublishForm'>;
export type AnswerItem = Schema<'MisQuestionnaireAnswerItem'>;
export type QuestionnaireResult = Schema<'MisQuestionnaireResult'>;
export type QuestionResult = Schema<'MisQuestionResult'>;

export const publishQuestionnaire = async (form: PublishForm) => (await postAction('/mis/questionnaire/publish', { body: form })).message;

export const finishQuestionnaire = async (id: string) => (await postAction('/mis/questionnaire/finish', { query: { id } })).message;

export const submitAnswers = async (questionnaireId: string, answers: AnswerItem[]) => (await postAction('/mis/questionnaire/answer', { body: { questionnaireId, answers } })).message;

export const questionnaireResult = async (id: string) => (await getAction('/mis/questionnaire/result', { query: { id } })).result ?? null;

/** The questionnaires that have results to read: published or ended, newest first. */
export async function publishedQuestionnaires(): Promise<Array<{ value: string; label: string }>> {
  const page = (await getAction('/mis/questionnaire/list', { query: { pageNo: 1, pageSize: 200, status: '1,2' } })).result;
  return ((page?.records ?? []) as Questionnaire[]).map((q) => ({ value: q.id, label: q.title }));
}

/** The results as <title>结果.xlsx; false when the server refused (its message has been shown). */
export async function downloadResults(id: string, title: string): Promise<boolean> {
  const blob = await downloadFile('/mis/questionnaire/result/exportXls', { id });
  if (!blob || blob.type.includes('json')) return false;
  saveBlob(blob, `${title}结果.xlsx`);
  return true;
}
