// 日志管理 (SysLogController): the system log list and its deletions.
import { idList, pageOf, removeRows } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import type { EntityFields } from '../../query/field-types.js';
import type { Handler } from '../../types.js';
import { NO_ENTITY } from '../../entity/answers.js';

const LOG_FIELDS: EntityFields = {
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
};

export const sysLogList: Handler<'sysLogList'> = ({ query }, { store }) => {
  const keyWord = (query.keyWord ?? '').trim();
  const rows = keyWord ? store.data.sysLogs.filter((log) => log.logContent.includes(keyWord)) : store.data.sysLogs;
  return pageOf(store, rows, query, LOG_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' }, reserved: ['keyWord'], code: 0 });
};

export const sysLogDelete: Handler<'sysLogDelete'> = ({ query }, { store }) => {
  if (removeRows(store.data.sysLogs, [query.id]) === 0) return fail(NO_ENTITY);
  return ok(null, { message: '删除成功!' });
};

export const sysLogDeleteBatch: Handler<'sysLogDeleteBatch'> = ({ query }, { store }) => {
  const raw = query.ids.trim();
  if (!raw) return fail('参数不识别！');
  if (raw === 'allclear') store.data.sysLogs.splice(0);
  else removeRows(store.data.sysLogs, idList(raw));
  return ok(null, { message: '删除成功!' });
};
