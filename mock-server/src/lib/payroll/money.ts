// Money in integer cents (分): every payroll amount is computed on integers and turned into a two-place decimal only
// when it leaves the mock, so 1 000 payslips sum to the month's total to the cent (no float drift).

/** Yuan (a number or a string as Jackson reads it) → cents, rounded half away from zero at the third place. */
export function toCents(yuan: number | string | null | undefined): number {
  if (yuan === null || yuan === undefined || yuan === '') return 0;
  const value = typeof yuan === 'number' ? yuan : Number(yuan);
  if (!Number.isFinite(value)) return 0;
  // Fast path: a stored amount is exact cents ÷ 100, so ×100 lands within a hair of an integer.
  const scaled = value * 100;
  const near = Math.round(scaled);
  if (Math.abs(scaled - near) < 1e-7) return near;
  // Through the decimal text, so 1.005 is 101 cents (its float is 1.00499…).
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(6).split('.');
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  return value < 0 ? -cents : cents;
}

/** Cents → yuan with two places, as JSON carries it (12345 → 123.45). */
export const toYuan = (cents: number): number => cents / 100;

/** `numerator / denominator` of integers rounded half away from zero (an integer again). */
export function divRound(numerator: number, denominator: number): number {
  const q = Math.floor(Math.abs(numerator) / Math.abs(denominator));
  const r = Math.abs(numerator) - q * Math.abs(denominator);
  const rounded = r * 2 >= Math.abs(denominator) ? q + 1 : q;
  return numerator < 0 !== denominator < 0 ? -rounded : rounded;
}

/** A rate in percent with up to two places (8, 0.5, 9.85) → basis points of a percent (800, 50, 985). */
export const rateBasis = (percent: number | string | null | undefined): number => toCents(percent);

/** cents × percent (given in basis points of a percent, 800 = 8 %), rounded to the cent. */
export const centsAtRate = (cents: number, basis: number): number => divRound(cents * basis, 10_000);

/** Cents as the text staff read (1234567 → "12,345.67"). */
export function yuanText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}
