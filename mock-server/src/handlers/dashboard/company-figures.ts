// The workbench's and the big screen's company figures, computed from the store (store/dashboard.ts) on every call.
import { ok } from '../../envelope.js';
import {
  computeGlobalSummary,
  costByBusinessUnit,
  pendingRank,
  profitItems,
  revenueShares,
  unitBudgetCompletion,
  unitProfitRank,
} from '../../store/dashboard.js';
import type { Handler } from '../../types.js';

export const misDashboardGlobalSummary: Handler<'misDashboardGlobalSummary'> = (_input, { store }) => ok(computeGlobalSummary(store));

export const misDashboardRevenueGroupByIndustry: Handler<'misDashboardRevenueGroupByIndustry'> = (_input, { store }) =>
  ok(revenueShares(store, 'industryStructure'));

export const misDashboardRevenueGroupByBusiness: Handler<'misDashboardRevenueGroupByBusiness'> = (_input, { store }) =>
  ok(revenueShares(store, 'businessType'));

export const misDashboardProfitGroupByIndustry: Handler<'misDashboardProfitGroupByIndustry'> = (_input, { store }) =>
  ok(profitItems(store, 'industryStructure'));

export const misDashboardProfitGroupByBusiness: Handler<'misDashboardProfitGroupByBusiness'> = (_input, { store }) =>
  ok(profitItems(store, 'businessType'));

export const misDashboardPendingRank: Handler<'misDashboardPendingRank'> = (_input, { store }) => ok(pendingRank(store));

export const misDashboardCostGroupByBusinessUnitId: Handler<'misDashboardCostGroupByBusinessUnitId'> = (_input, { store }) =>
  ok(costByBusinessUnit(store));

// `cycle` is validated by the document (only 1, 本年累计, exists).
export const misDashboardRevenuePending: Handler<'misDashboardRevenuePending'> = (_input, { store }) => ok(unitBudgetCompletion(store));

export const misDashboardUnitProfitRank: Handler<'misDashboardUnitProfitRank'> = (_input, { store }) => ok(unitProfitRank(store));
