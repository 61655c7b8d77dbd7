// How the workbench turns the API's figures into what staff read (spec 000 §2.4, §3).
import { formatThousands } from '@/shared/lib/format-number';

// Binary floating point turns 0.29 * 100 into 28.999…; nudging by far less than a cent keeps "round down" honest.
const FLOAT_SLACK = 1e-9;

export function floorFigure(value: number): number {
  return Math.floor(value + FLOAT_SLACK);
}

/** Yuan → 万元, rounded down (the cost / gross-profit chart). */
export function toTenThousand(yuan: number): number {
  return floorFigure(yuan / 10000);
}

/** A fraction (0.2119) → whole percent rounded down (21); 0 when it is not a number. */
export function fractionToFlooredPercent(fraction: number | null | undefined): number {
  return typeof fraction === 'number' && Number.isFinite(fraction) ? floorFigure(fraction * 100) : 0;
}

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Amounts in yuan with thousands separators and two decimals, as money is written: 1,840,022.10 */
export function formatAmount(yuan: number | null | undefined): string {
  return typeof yuan === 'number' && Number.isFinite(yuan) ? money.format(yuan) : '-';
}

/** 38.15 → "38.15%"; "-" when missing. */
export function formatPercent(percent: number | null | undefined): string {
  const text = formatThousands(percent);
  return text === '-' ? text : `${text}%`;
}

/** A fraction as a percent with two decimals: 0.0987 → "9.87%"; "-" when missing. */
export function formatFractionPercent(fraction: number | null | undefined): string {
  return typeof fraction === 'number' && Number.isFinite(fraction) ? formatPercent(Math.round(fraction * 10000) / 100) : '-';
}
