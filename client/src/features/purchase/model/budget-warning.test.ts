import { describe, expect, it } from 'vitest';
import { budgetWarning } from './budget-warning';

const check = { planId: 'p1', planNo: 'CGJH202611001', budgetLine: '2', budgetLine_dictText: 'IT设备购置', budgetAmount: 26000, orderedAmount: 1500, amount: 27000, remaining: -2500, over: true };

describe('budgetWarning', () => {
  it('A-GEN-06 says the plan, its budget line and amount, what others take, this order and how much it goes over', () => {
    expect(budgetWarning(check)).toEqual([
      '采购计划 CGJH202611001（IT设备购置）预算额度 26,000.00 元',
      '其他订单已占用 1,500.00 元，本订单 27,000.00 元',
      '超出预算 2,500.00 元，确定仍要保存吗？',
    ]);
  });

  it('is silent for an order within its budget (or no answer)', () => {
    expect(budgetWarning({ ...check, amount: 24500, remaining: 0, over: false })).toBeNull();
    expect(budgetWarning(null)).toBeNull();
  });
});
