// Short names for the dashboard's generated OpenAPI types (nothing here restates a schema).
import type { Schema } from '@/api/types';

export type IndustryRevenueShare = Schema<'IndustryRevenueShare'>;
export type BusinessRevenueShare = Schema<'BusinessRevenueShare'>;
export type RevenueShare = IndustryRevenueShare | BusinessRevenueShare;
export type IndustryProfitItem = Schema<'IndustryProfitItem'>;
export type BusinessProfitItem = Schema<'BusinessProfitItem'>;
export type ProfitItem = IndustryProfitItem | BusinessProfitItem;
export type PendingRankRow = Schema<'PendingRankRow'>;
export type UnitBudgetRow = Schema<'UnitBudgetRow'>;
export type UnitProfitRow = Schema<'UnitProfitRow'>;
export type UnitCostRow = Schema<'UnitCostRow'>;
export type ProjectRevenueRow = Schema<'ProjectRevenueRow'>;
