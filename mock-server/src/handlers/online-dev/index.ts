// The online-dev domain's handlers (online forms and reports), by name: helpers stay out of the handler table.
export { onlineCgformApiGetData, onlineCgformApiGetColumns, onlineCgformApiGetFormItem, onlineCgformApiGetQueryInfo } from './online-forms.js';
export { onlineCgreportApiGetRpColumns, onlineCgreportApiGetQueryInfo, onlineCgreportApiGetData } from './online-reports.js';
export {
  onlineCgformApiFormPost,
  onlineCgformApiFormPut,
  onlineCgformApiFormGet,
  onlineCgformApiFormDelete,
  onlineCgformApiSubform,
  onlineCgformApiSubformList,
  onlineCgformApiGetTreeData,
  onlineCgformButtonList,
  onlineCgformApiDoButton,
} from './online-form-data.js';
export { onlineCgformApiExportXls, onlineCgformApiImportXls } from './online-form-excel.js';
