// The side-by-side comparison of an enquiry's quotes: one column per supplier, the lowest total marked, the chosen one
// marked; the rows the clerk compares (price, total, delivery, warranty, rating).
import type { Quote } from '../api/purchase-api';

export interface ComparedQuote extends Quote {
  lowest: boolean;
}

/** The quotes with the lowest total (several when tied) marked. */
export function compareQuotes(quotes: readonly Quote[]): ComparedQuote[] {
  const lowest = quotes.length ? Math.min(...quotes.map((q) => q.amount ?? Infinity)) : Infinity;
  return quotes.map((q) => ({ ...q, lowest: q.amount === lowest }));
}

const yuan = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** The comparison's rows: a label and each quote's cell text. */
export const COMPARED_ROWS: ReadonlyArray<{ key: string; label: string; cell: (q: ComparedQuote) => string }> = [
  { key: 'rating', label: '供应商评级', cell: (q) => q.supplierRating || '—' },
  { key: 'unitPrice', label: '单价(元)', cell: (q) => yuan(q.unitPrice) },
  { key: 'amount', label: '总价(元)', cell: (q) => yuan(q.amount) },
  { key: 'deliveryDays', label: '交货期', cell: (q) => (q.deliveryDays === null || q.deliveryDays === undefined ? '—' : `${q.deliveryDays}天`) },
  { key: 'warrantyMonths', label: '质保期', cell: (q) => (q.warrantyMonths === null || q.warrantyMonths === undefined ? '—' : `${q.warrantyMonths}个月`) },
  { key: 'remark', label: '备注', cell: (q) => q.remark || '—' },
];
