// The jobs domain's handlers (定时任务), by name.
export {
  sysQuartzJobList,
  sysQuartzJobAdd,
  sysQuartzJobEdit,
  sysQuartzJobDelete,
  sysQuartzJobDeleteBatch,
  sysQuartzJobQueryById,
  sysQuartzJobPause,
  sysQuartzJobResume,
  sysQuartzJobExecute,
  sysQuartzJobExportXls,
  sysQuartzJobImportExcel,
} from './jobs.js';
