// The questionnaires domain's handlers (问卷), by name: helpers stay out of the handler table.
export { misQuestionnaireList, misQuestionnaireQueryById, misQuestionnaireAdd, misQuestionnaireEdit, misQuestionnaireDelete, misQuestionnaireExportXls } from './questionnaires.js';
export { misQuestionnairePublish, misQuestionnaireFinish } from './publishing.js';
export { misQuestionnaireMine, misQuestionnaireMineExportXls, misQuestionnaireAnswer } from './answers.js';
export { misQuestionnaireResult, misQuestionnaireResultExportXls } from './results.js';
