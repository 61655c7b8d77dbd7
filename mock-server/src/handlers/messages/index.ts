// The messages domain's handlers (消息模板, 消息中心), by name: helpers stay out of the handler table.
export { sysMessageTemplateList, sysMessageTemplateQueryById, sysMessageTemplateAdd, sysMessageTemplateEdit, sysMessageTemplateDelete, sysMessageTemplateDeleteBatch, sysMessageTemplateExportXls, sysMessageTemplateImportExcel, sysMessageTemplateSendMsg } from './templates.js';
export { sysMessageList, sysMessageQueryById, sysMessageAdd, sysMessageEdit, sysMessageDelete, sysMessageDeleteBatch, sysMessageExportXls, sysMessageImportExcel } from './messages.js';
