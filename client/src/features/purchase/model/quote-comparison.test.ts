import { describe, expect, it } from 'vitest';
import { COMPARED_ROWS, compareQuotes } from './quote-comparison';

const quote = (supplierId: string, unitPrice: number, extra = {}) => ({ supplierId, supplierName: supplierId, supplierRating: 'A', unitPrice, amount: unitPrice * 100, deliveryDays: 5, warrantyMonths: null, remark: null, chosen: false, ...extra });

describe('compareQuotes', () => {
  it('A-GEN-06 marks the lowest total, ties included', () => {
    expect(compareQuotes([quote('a', 270), quote('b', 248), quote('c', 255)]).map((q) => q.lowest)).toEqual([false, true, false]);
    expect(compareQuotes([quote('a', 248), quote('b', 248)]).map((q) => q.lowest)).toEqual([true, true]);
    expect(compareQuotes([])).toEqual([]);
  });

  it('compares price, total, delivery, warranty and rating, with — for what a quote leaves out', () => {
    const [cell] = compareQuotes([quote('a', 1234.5)]);
    const texts = Object.fromEntries(COMPARED_ROWS.map((row) => [row.label, row.cell(cell as never)]));
    expect(texts).toEqual({ 供应商评级: 'A', '单价(元)': '1,234.50', '总价(元)': '123,450.00', 交货期: '5天', 质保期: '—', 备注: '—' });
  });
});
