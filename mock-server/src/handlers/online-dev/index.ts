// The online-dev domain's handlers (online forms and reports), by name: helpers stay out of the handler table.
export { onlineCgformApiGetData, onlineCgformApiGetColumns, onlineCgformApiGetFormItem, onlineCgformApiGetQueryInfo } from './online-forms.js';
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
