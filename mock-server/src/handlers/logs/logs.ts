// 日志管理 (SysLogController): the system log list and its deletions.
import { idList } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import type { Handler } from '../../types.js';
import { NO_ENTITY } from '../../entity/answers.js';
import { sysLogs } from '../../entities/sys-logs.js';

export const sysLogList: Handler<'sysLogList'> = ({ query }, { store }) => {
  const keyWord = (query.keyWord ?? '').trim();
  const rows = keyWord ? sysLogs.all(store).filter((log) => log.logContent.includes(keyWord)) : sysLogs.all(store);
  return sysLogs.page(store, query, rows);
};

export const sysLogDelete: Handler<'sysLogDelete'> = ({ query }, { store }) => {
  if (sysLogs.remove(store, [query.id]) === 0) return fail(NO_ENTITY);
  return ok(null, { message: '删除成功!' });
};

export const sysLogDeleteBatch: Handler<'sysLogDeleteBatch'> = ({ query }, { store }) => {
  const raw = query.ids.trim();
  if (!raw) return fail('参数不识别！');
  if (raw === 'allclear') sysLogs.all(store).splice(0);
  else sysLogs.remove(store, idList(raw));
  return ok(null, { message: '删除成功!' });
};
