// The low-code (online) forms with their rows, and the online reports: seeded, read by the online handlers.
import { defineTable } from '../entity/entity.js';
import { withGeneratedRows } from '../store/seed/online-dev-runtime.js';
import type { OnlineFormRecord, OnlineReportRecord } from '../store/records/online-dev.js';

const formTable = defineTable<OnlineFormRecord>((data) => data.onlineForms);

/** The forms, a form seeded without its rows (话务记录's 10 000) filled on this first read. */
export const onlineForms: typeof formTable = {
  ...formTable,
  all: (store) => formTable.all(store).map(withGeneratedRows),
};

export const onlineReports = defineTable<OnlineReportRecord>((data) => data.onlineReports);
