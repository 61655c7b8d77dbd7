// 定时任务's types and its own calls (启动, 停止, 执行一次); the list and form calls are the resource's.
import { getAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type QuartzJob = Schema<'QuartzJob'>;
export type QuartzJobForm = Schema<'QuartzJobForm'>;

export const JOB_CLASS_DICT = 'quartz_job_class';

/** 状态 (dictionary quartz_status): 0 正常 (scheduled), -1 停止. */
export const JobStatus = { running: 0, stopped: -1 } as const;

export const pauseJob = (id: string) => getAction('/sys/quartzJob/pause', { query: { id } });
export const resumeJob = (id: string) => getAction('/sys/quartzJob/resume', { query: { id } });
export const executeJob = (id: string) => getAction('/sys/quartzJob/execute', { query: { id } });
