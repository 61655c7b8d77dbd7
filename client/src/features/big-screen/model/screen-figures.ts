// Figures as the big screen shows them.

/** Yuan → 万元 rounded down (as the workbench's cost chart). */
export function toTenThousand(yuan: number): number {
  return Math.floor(yuan / 10000 + 1e-9);
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatNumber(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? grouped.format(value) : '-';
}
