// The compute dialog's bar: the server answers once at the end, so the bar follows the time a group of that size
// takes (about 0.3 ms an employee on the mock, plus the round trip), nearing 95 % and waiting there for the answer.

/** The bar's share after `ms` of a computation expected to take `expected` ms: it approaches 95 % and waits there. */
export const progressAt = (ms: number, expected: number) => Math.min(95, Math.round(95 * (1 - Math.exp(-ms / Math.max(expected, 1)))));
