// The announcements domain's handlers (通告管理 and 我的消息), by name: helpers stay out of the handler table.
export { sysAnnountCementList, sysAnnountCementAdd, sysAnnountCementEdit, sysAnnountCementDelete, sysAnnountCementDeleteBatch, sysAnnountCementQueryById, sysAnnountCementDoReleaseData, sysAnnountCementDoReovkeData } from './announcements.js';
export { sysAnnountCementListByUser, sysSysAnnouncementSendEditByAnntIdAndUserId, sysSysAnnouncementSendReadAll, sysSysAnnouncementSendGetMyAnnouncementSend } from './my-messages.js';
