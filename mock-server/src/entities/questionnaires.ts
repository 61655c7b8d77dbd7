// 问卷's tables on the entity kit: the questionnaires (their query fields, the joined counts included: the lists page
// joined rows) and the submitted answers (plain rows).
import { defineEntity, defineTable } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';

export const QUESTIONNAIRE_FIELDS = {
  id: { type: 'string' },
  title: { type: 'string' },
  description: { type: 'string' },
  anonymous: { type: 'string', dict: 'yn' },
  status: { type: 'string', dict: 'questionnaire_status' },
  startDate: { type: 'date' },
  endDate: { type: 'date' },
  addressees: { type: 'string' },
  addresseeCount: { type: 'number' },
  answerCount: { type: 'number' },
  questionCount: { type: 'number' },
  publishTime: { type: 'datetime' },
  createBy: { type: 'string' },
  createTime: { type: 'datetime' },
  updateBy: { type: 'string' },
  updateTime: { type: 'datetime' },
} satisfies EntityFields;

export const MY_QUESTIONNAIRE_FIELDS = {
  id: { type: 'string' },
  title: { type: 'string' },
  anonymous: { type: 'string', dict: 'yn' },
  status: { type: 'string', dict: 'questionnaire_status' },
  startDate: { type: 'date' },
  endDate: { type: 'date' },
  answered: { type: 'string', dict: 'yn' },
  answerTime: { type: 'datetime' },
} satisfies EntityFields;

export const QUESTIONNAIRE_LIST = { defaultSort: { column: 'createTime', order: 'desc' } as const, code: 200 as const };

export const questionnaires = defineEntity({ table: (data) => data.questionnaires, fields: QUESTIONNAIRE_FIELDS, list: QUESTIONNAIRE_LIST });
export const questionnaireAnswers = defineTable((data) => data.questionnaireAnswers);
