// 系统日志 (sys_log) as the store keeps it.
import type { Stored } from '../../lib/schema.js';

/** 系统日志 (sys_log): 1 login/logout, 2 operation. */
export interface SysLogRecord extends Required<Stored<'SysLog'>> {
  logType: 1 | 2;
}
