// The system log (sys_log) on the entity kit: its query fields, the list's defaults, and the creation stamp of a log
// written (logs are never updated).
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';

const LOG_FIELDS = {
  id: { type: 'string' },
  logType: { type: 'number', dict: 'log_type' },
  operateType: { type: 'number', dict: 'operate_type' },
  logContent: { type: 'string' },
  userid: { type: 'string' },
  username: { type: 'string' },
  ip: { type: 'string' },
  method: { type: 'string' },
  requestUrl: { type: 'string' },
  requestType: { type: 'string' },
  costTime: { type: 'number' },
  createTime: { type: 'datetime' },
} satisfies EntityFields;

export const sysLogs = defineEntity({
  table: (data) => data.sysLogs,
  fields: LOG_FIELDS,
  list: { defaultSort: { column: 'createTime', order: 'desc' }, reserved: ['keyWord'], code: 0 },
  audit: 'creation',
});
