// The online-dev domain's handlers (online forms and reports), by name: helpers stay out of the handler table.
export { onlineCgformApiGetData, onlineCgformApiGetColumns, onlineCgformApiGetFormItem, onlineCgformApiGetQueryInfo } from './online-forms.js';
export {
  onlineCgformHeadList,
  onlineCgformHeadAdd,
  onlineCgformHeadEdit,
  onlineCgformHeadDelete,
  onlineCgformHeadDeleteBatch,
  onlineCgformHeadRemoveRecord,
  onlineCgformHeadCopyOnline,
  onlineCgformHeadTableInfo,
  onlineCgformHeadQueryTables,
  onlineCgformFieldListByHeadId,
  onlineCgformIndexListByHeadId,
} from './form-heads.js';
export { onlineCgformApiAddAll, onlineCgformApiEditAll, onlineCgformApiDoDbSynch } from './form-definitions.js';
export { onlineCgformButtonList, onlineCgformButtonAdd, onlineCgformButtonEdit, onlineCgformButtonDelete, onlineCgformButtonDeleteBatch } from './form-buttons.js';
export {
  onlineCgreportApiGetRpColumns,
  onlineCgreportApiGetQueryInfo,
  onlineCgreportApiGetData,
  onlineCgreportApiGetParamsInfo,
  onlineCgreportApiGetColumnsAndData,
  onlineCgreportApiExportXls,
} from './online-reports.js';
export {
  onlineCgreportHeadList,
  onlineCgreportHeadAdd,
  onlineCgreportHeadEditAll,
  onlineCgreportHeadDelete,
  onlineCgreportHeadDeleteBatch,
  onlineCgreportHeadParseSql,
  onlineCgreportItemListByHeadId,
  onlineCgreportParamListByHeadId,
} from './online-report-designer.js';
export {
  onlineCgformApiFormPost,
  onlineCgformApiFormPut,
  onlineCgformApiFormGet,
  onlineCgformApiFormDelete,
  onlineCgformApiSubform,
  onlineCgformApiSubformList,
  onlineCgformApiGetTreeData,
  onlineCgformApiDoButton,
} from './online-form-data.js';
export { onlineCgformApiExportXls, onlineCgformApiImportXls } from './online-form-excel.js';
