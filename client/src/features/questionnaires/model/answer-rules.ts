// 填写问卷: the values of the fill-in form as answers, and the first required question left empty, named as the
// server names it (请回答第<n>题「<title>」).
import type { AnswerItem, Question } from '../api/questionnaire-api';

/** The form's value of one question: the chosen option(s), the score or the text. */
export type AnswerValue = string | string[] | number | null | undefined;

const isEmpty = (value: AnswerValue) => value === null || value === undefined || (Array.isArray(value) ? value.length === 0 : typeof value === 'string' ? value.trim() === '' : false);

export const requiredMessage = (index: number, question: Question) => `请回答第${index + 1}题「${question.title}」`;

/** The message of the first required question without an answer; null when none is missing. */
export function missingAnswer(questions: readonly Question[], values: Readonly<Record<string, AnswerValue>>): string | null {
  for (const [index, question] of questions.entries()) if (question.required && isEmpty(values[question.id])) return requiredMessage(index, question);
  return null;
}

/** The answers to send: one item per answered question. */
export function answerItems(questions: readonly Question[], values: Readonly<Record<string, AnswerValue>>): AnswerItem[] {
  return questions.flatMap((question): AnswerItem[] => {
    const value = values[question.id];
    if (isEmpty(value)) return [];
    if (question.type === 'rating') return [{ questionId: question.id, score: Number(value) }];
    if (question.type === 'text') return [{ questionId: question.id, text: String(value).trim() }];
    return [{ questionId: question.id, values: Array.isArray(value) ? value : [String(value)] }];
  });
}
