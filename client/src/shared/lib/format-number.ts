const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 1234567.891 → "1,234,567.89"; non-numbers render as "-". */
export function formatThousands(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? thousands.format(value) : '-';
}
