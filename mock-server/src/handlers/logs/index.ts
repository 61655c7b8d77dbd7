// The logs domain's handlers (日志管理), by name: helpers stay out of the handler table.
export { sysLogList, sysLogDelete, sysLogDeleteBatch } from './logs.js';
export { sysLoginfo, sysVisitInfo } from './visit-counts.js';
