// The low-code (online) forms with their rows, and the online reports: seeded, read by the online handlers.
import { defineEntity, defineTable } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import type { OnlineDetachedTableRecord, OnlineFormRecord, OnlineReportRecord } from '../store/records/online-dev.js';

export const onlineForms = defineTable<OnlineFormRecord>((data) => data.onlineForms);

/** Tables 移除 (removeRecord) left without a definition. */
export const onlineDetachedTables = defineTable<OnlineDetachedTableRecord>((data) => data.onlineDetachedTables);

export const ONLINE_REPORT_FIELDS = {
  code: { type: 'string' },
  name: { type: 'string' },
  createTime: { type: 'datetime' },
} satisfies EntityFields;

/** The reports (onl_cgreport_head) with their fields and parameters kept inside each row. */
export const onlineReports = defineEntity<OnlineReportRecord, typeof ONLINE_REPORT_FIELDS>({
  table: (data) => data.onlineReports,
  fields: ONLINE_REPORT_FIELDS,
  list: { defaultSort: { column: 'createTime', order: 'desc' }, code: 200 },
});
