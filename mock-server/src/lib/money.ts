// Money as finance keeps it: yuan with at most two decimals on the wire, integer cents in every computation, so sums
// of thousands of rows never drift (0.1 + 0.2 is never 0.30000000000000004 here).

/** Yuan → cents. A value with more than two decimals is rounded half away from zero (callers refuse those first). */
export const toCents = (yuan: number): number => Math.round(Math.abs(yuan) * 100) * Math.sign(yuan);

/** Cents → yuan (exact for any integer cents below 2^53 / 100). */
export const toYuan = (cents: number): number => cents / 100;

/** True when the value has at most two decimals (as `money` in 001 §5). */
export const hasCents = (yuan: number): boolean => Math.abs(yuan * 100 - Math.round(yuan * 100)) < 1e-6;

/** The tax on an amount at a rate in percent, rounded half up to the cent, in integer arithmetic. */
export const taxCents = (amountCents: number, ratePercent: number): number => {
  // The rates are whole percents (0, 1, 3, 5, 6, 9, 13): amount × rate is an integer number of 1/100 cents.
  const hundredths = amountCents * Math.round(ratePercent);
  return Math.floor((hundredths + 50) / 100);
};

/** The sum of yuan amounts, added as cents. */
export const sumYuan = (values: readonly number[]): number => toYuan(values.reduce((total, value) => total + toCents(value), 0));

/** A share of a whole in percent with two decimals (0 without a whole). */
export const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);
