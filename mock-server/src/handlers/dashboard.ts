// Workbench figures and the main projects table, computed from the store (store/dashboard.ts) on every call.
import { pageOf } from '../crud/rows.js';
import { ok } from '../envelope.js';
import type { EntityFields } from '../query/field-types.js';
import {
  computeGlobalSummary,
  costByBusinessUnit,
  DEPART_DICT,
  pendingRank,
  profitItems,
  projectRevenueRows,
  revenueShares,
  unitBudgetCompletion,
  unitProfitRank,
} from '../store/dashboard.js';
import type { Handler } from '../types.js';

const PROJECT_REVENUE_FIELDS: EntityFields = {
  id: { type: 'string' },
  year: { type: 'number' },
  area: { type: 'string' },
  businessType: { type: 'string', dict: 'business_type' },
  projectId: { type: 'string' },
  projectId_dictText: { type: 'string' },
  businessUnitId: { type: 'string', dict: DEPART_DICT },
  amount: { type: 'number' },
  taxes: { type: 'number' },
  cost: { type: 'number' },
  grossProfit: { type: 'number' },
  grossMargin: { type: 'number' },
  industryStructure: { type: 'string', dict: 'industry_structure' },
  signDate: { type: 'date' },
  endDate: { type: 'date' },
};

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

export const misDwsProjectRevenueList: Handler<'misDwsProjectRevenueList'> = ({ query }, { store }) =>
  pageOf(store, projectRevenueRows(store), query, PROJECT_REVENUE_FIELDS, { defaultSort: { column: 'amount', order: 'desc' } }) as never;
