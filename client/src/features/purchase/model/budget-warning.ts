// The warning an order over its plan's budget line shows before it saves: what the line allows, what other orders
// already take, this order, and by how much it goes over.
import type { BudgetCheck } from '../api/purchase-api';

const yuan = (n: number) => n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The warning's lines, or null when the order fits the budget. */
export function budgetWarning(check: BudgetCheck | null): string[] | null {
  if (!check?.over) return null;
  return [
    `采购计划 ${check.planNo}（${check.budgetLine_dictText ?? '预算科目'}）预算额度 ${yuan(check.budgetAmount)} 元`,
    `其他订单已占用 ${yuan(check.orderedAmount)} 元，本订单 ${yuan(check.amount)} 元`,
    `超出预算 ${yuan(-check.remaining)} 元，确定仍要保存吗？`,
  ];
}
