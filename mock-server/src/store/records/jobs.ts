// 定时任务 (sys_quartz_job) as the store keeps it.
import type { Stored } from '../../lib/schema.js';

/** 定时任务 (sys_quartz_job): status 0 正常 (scheduled), -1 停止. */
export type QuartzJobRecord = Required<Stored<'QuartzJob'>>;
