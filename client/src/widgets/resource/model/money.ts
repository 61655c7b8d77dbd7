// Money as the lists and the view forms show it: two decimals with thousands separators (8,000.50); a value that is
// no number is shown as it came.
const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function moneyText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? MONEY.format(number) : String(value);
}
