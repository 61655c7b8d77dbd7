// The low-code (online) forms with their rows, and the online reports: seeded, read by the online handlers.
import { defineEntity, defineTable } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import type { OnlineDetachedTableRecord, OnlineFormRecord, OnlineReportRecord } from '../store/records/online-dev.js';
import { withGeneratedRows } from '../store/seed/online-dev-runtime.js';

const formTable = defineTable<OnlineFormRecord>((data) => data.onlineForms);

/** The forms, a form seeded without its rows (话务记录's 10 000) filled on this first read. */
export const onlineForms: typeof formTable = {
  ...formTable,
  all: (store) => formTable.all(store).map(withGeneratedRows),
};

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
