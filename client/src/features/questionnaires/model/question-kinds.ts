// The four kinds of question, how a new one starts, and the designer's checks (the server's messages, said before
// saving): a title for each question, two distinct options for a choice.
import type { Question, QuestionKind } from '../api/questionnaire-api';

export const QUESTION_KINDS: ReadonlyArray<{ value: QuestionKind; label: string }> = [
  { value: 'radio', label: '单选题' },
  { value: 'checkbox', label: '多选题' },
  { value: 'rating', label: '评分题' },
  { value: 'text', label: '文本题' },
];

export const kindLabel = (kind: QuestionKind) => QUESTION_KINDS.find((k) => k.value === kind)?.label ?? kind;

export const isChoice = (kind: QuestionKind) => kind === 'radio' || kind === 'checkbox';

let serial = 0;
/** A question id unique in its questionnaire. */
export const newQuestionId = () => `q${Date.now().toString(36)}${(serial++).toString(36)}`;

export function newQuestion(kind: QuestionKind): Question {
  return { id: newQuestionId(), type: kind, title: '', required: true, ...(isChoice(kind) ? { options: ['选项1', '选项2'] } : {}) };
}

/** The question changed to another kind: options kept or started for a choice, dropped otherwise. */
export function withKind(question: Question, kind: QuestionKind): Question {
  const { options, ...rest } = question;
  return isChoice(kind) ? { ...rest, type: kind, options: options?.length ? options : ['选项1', '选项2'] } : { ...rest, type: kind };
}

/** The list with the item at `from` moved to `to` (drag and drop, 上移, 下移). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export const questionName = (index: number, question: Question) => `第${index + 1}题${question.title.trim() ? `「${question.title.trim()}」` : ''}`;

/** The first problem of the questions, naming the question; null when they can be saved. */
export function questionsProblem(questions: readonly Question[]): string | null {
  if (!questions.length) return '请至少添加一道题目';
  for (const [index, question] of questions.entries()) {
    if (!question.title.trim()) return `请填写第${index + 1}题的题目`;
    if (!isChoice(question.type)) continue;
    const options = (question.options ?? []).map((o) => o.trim());
    if (options.some((o) => !o)) return `${questionName(index, question)}有空的选项`;
    if (options.length < 2) return `${questionName(index, question)}至少需要两个选项`;
    if (new Set(options).size !== options.length) return `${questionName(index, question)}的选项重复`;
  }
  return null;
}
