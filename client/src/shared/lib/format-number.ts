const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 1234567.891 → "1,234,567.89"; non-numbers render as "-". */
export function formatThousands(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? thousands.format(value) : '-';
}

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount of money in yuan, always two places: 1234567.8 → "1,234,567.80"; non-numbers render as "-". */
export function formatMoney(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? money.format(value) : '-';
}
