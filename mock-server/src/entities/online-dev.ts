// The low-code (online) forms with their rows, and the online reports: seeded, read by the online handlers.
import { defineTable } from '../entity/entity.js';
import type { OnlineDetachedTableRecord, OnlineFormRecord, OnlineReportRecord } from '../store/records/online-dev.js';

export const onlineForms = defineTable<OnlineFormRecord>((data) => data.onlineForms);

export const onlineReports = defineTable<OnlineReportRecord>((data) => data.onlineReports);

/** Tables 移除 (removeRecord) left without a definition. */
export const onlineDetachedTables = defineTable<OnlineDetachedTableRecord>((data) => data.onlineDetachedTables);
