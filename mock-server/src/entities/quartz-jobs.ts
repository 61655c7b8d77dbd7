// 定时任务 (sys_quartz_job) on the entity kit. Deleting a job removes its row, as upstream's removeById.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';

export const QUARTZ_JOB_FIELDS = {
  id: { type: 'string' },
  jobClassName: { type: 'string', dict: 'quartz_job_class' },
  cronExpression: { type: 'string' },
  parameter: { type: 'string' },
  description: { type: 'string' },
  status: { type: 'number', dict: 'quartz_status' },
  createTime: { type: 'datetime' },
  updateTime: { type: 'datetime' },
} satisfies EntityFields;

export const quartzJobs = defineEntity({
  table: (data) => data.quartzJobs,
  fields: QUARTZ_JOB_FIELDS,
  list: { defaultSort: { column: 'createTime', order: 'desc' }, code: 200 },
});
