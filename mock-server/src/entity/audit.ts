// Audit stamping, as upstream's MyBatis interceptor fills createBy/createTime on insert and updateBy/updateTime on
// update: the one place a handler's writes get them.
import { dateTimeText } from '../lib/dates.js';

export interface Audit {
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

/** The audit fields of a new row: created by `by` at `at`, never updated. */
export function created(by: string | null | undefined, at: number): Audit {
  return { createBy: by ?? null, createTime: dateTimeText(at), updateBy: null, updateTime: null };
}

/** The audit fields an update sets. */
export function updated(by: string | null | undefined, at: number): Pick<Audit, 'updateBy' | 'updateTime'> {
  return { updateBy: by ?? null, updateTime: dateTimeText(at) };
}

/** The creation stamp of a row that is never updated (logs, links, send records, backups). */
export function createdOnly(by: string | null | undefined, at: number): Pick<Audit, 'createBy' | 'createTime'> {
  return { createBy: by ?? null, createTime: dateTimeText(at) };
}
