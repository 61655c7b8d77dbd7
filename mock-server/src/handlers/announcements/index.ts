// The announcements domain's handlers (通告管理 and 我的消息), by name: helpers stay out of the handler table.
export { sysAnnountCementList, sysAnnountCementAdd, sysAnnountCementEdit, sysAnnountCementDelete, sysAnnountCementDeleteBatch, sysAnnountCementQueryById, sysAnnountCementDoReleaseData, sysAnnountCementDoReovkeData, sysAnnountCementSyncNotic } from './announcements.js';
export { sysAnnountCementShow } from './announcement-page.js';
export { sysAnnountCementListByUser, sysSysAnnouncementSendEditByAnntIdAndUserId, sysSysAnnouncementSendReadAll, sysSysAnnouncementSendGetMyAnnouncementSend } from './my-messages.js';
