// The online-dev domain's handlers (online forms and reports), by name: helpers stay out of the handler table.
export { onlineCgformApiGetData, onlineCgformApiGetColumns, onlineCgformApiGetFormItem, onlineCgformApiGetQueryInfo } from './online-forms.js';
export { onlineCgreportApiGetRpColumns, onlineCgreportApiGetQueryInfo, onlineCgreportApiGetData } from './online-reports.js';
