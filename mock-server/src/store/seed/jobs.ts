// Seed data of the jobs domain (定时任务). Tables added here appear on `store.data` (StoreData extends JobsData)
// and are persisted by --data-dir.
import { quartzJobRecords } from '../../fixtures/jobs.js';
import type { QuartzJobRecord } from '../records/jobs.js';

export interface JobsData {
  /** 定时任务 (sys_quartz_job). */
  quartzJobs: QuartzJobRecord[];
}

export const seedJobs = (today: Date): JobsData => ({ quartzJobs: quartzJobRecords(today) });
