// 问卷 as the store keeps it: the document's row less what a read counts or joins (answers, addressees' names), plus
// who was sent it and who answered. An anonymous questionnaire's answers carry no user: who answered is kept apart
// (respondentIds), only to refuse a second answer.
import type { Schema, Stored } from '../../lib/schema.js';

export type QuestionRecord = Schema<'MisQuestion'>;

export interface QuestionnaireRecord
  extends Omit<Required<Stored<'MisQuestionnaire'>>, 'addressees' | 'addresseeCount' | 'answerCount' | 'questionCount'> {
  /** The users the questionnaire was sent to (the chosen users and the members of the chosen departments). */
  addresseeIds: string[];
  /** Who answered: only to refuse a second answer, never shown for an anonymous questionnaire. */
  respondentIds: string[];
}

export interface AnswerItemRecord {
  questionId: string;
  values: string[];
  score: number | null;
  text: string | null;
}

/** One submitted questionnaire; `userId` is null when the questionnaire is anonymous. */
export interface QuestionnaireAnswerRecord {
  id: string;
  questionnaireId: string;
  userId: string | null;
  items: AnswerItemRecord[];
  submitTime: string;
}
