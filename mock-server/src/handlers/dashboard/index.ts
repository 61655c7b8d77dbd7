// The dashboard domain's handlers (the workbench and big-screen figures), by name: helpers stay out of the handler table.
export { misDashboardGlobalSummary, misDashboardRevenueGroupByIndustry, misDashboardRevenueGroupByBusiness, misDashboardProfitGroupByIndustry, misDashboardProfitGroupByBusiness, misDashboardPendingRank, misDashboardCostGroupByBusinessUnitId, misDashboardRevenuePending, misDashboardUnitProfitRank } from './company-figures.js';
export { misDwsProjectRevenueList } from './project-revenue.js';
