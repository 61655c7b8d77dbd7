// Money as the finance screens show and preview it: integer cents in every computation (the server computes the same
// way, so the preview a form shows is what the server stores), yuan with two decimals and thousands separators.

/** Yuan → cents (a value with more decimals is rounded; the forms allow two). */
export const toCents = (yuan: number | null | undefined): number => (typeof yuan === 'number' && Number.isFinite(yuan) ? Math.round(yuan * 100) : 0);

/** The amount to bill in cents: headcount × unit price + overtime + other fees − deductions. */
export function settlementCents(form: { headcount?: number | null; unitPrice?: number | null; overtimeAmount?: number | null; otherAmount?: number | null; deductAmount?: number | null }): number {
  return (form.headcount ?? 0) * toCents(form.unitPrice) + toCents(form.overtimeAmount) + toCents(form.otherAmount) - toCents(form.deductAmount);
}

/** The tax on an amount at a rate in percent, rounded half up to the cent. */
export const taxCents = (amountCents: number, ratePercent: number): number => Math.floor((amountCents * Math.round(ratePercent) + 50) / 100);

const yuan = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents → "1,234.50". */
export const centsText = (cents: number): string => yuan.format(cents / 100);

/** Yuan → "1,234.50", "-" when missing. */
export const yuanText = (value: number | null | undefined): string => (typeof value === 'number' && Number.isFinite(value) ? yuan.format(value) : '-');

/** The VAT rates (%) an invoice may carry: 6 for modern services (outsourcing), 3 / 5 for simplified and net-of-wages dispatch, 13 / 9 for goods. */
export const TAX_RATES = [6, 3, 5, 9, 13, 1, 0] as const;
