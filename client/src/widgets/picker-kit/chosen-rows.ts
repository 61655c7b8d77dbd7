// Checking or unchecking rows in a picker table: single mode keeps the newest row only; multi mode adds or removes
// the touched rows, keeping the others (across pages).

export function nextChosenRows<Row>(chosen: readonly Row[], touched: readonly Row[], selected: boolean, multi: boolean, keyOf: (row: Row) => string): Row[] {
  if (!multi) return selected ? touched.slice(-1) : [];
  const keys = new Set(touched.map(keyOf));
  const others = chosen.filter((row) => !keys.has(keyOf(row)));
  return selected ? [...others, ...touched] : others;
}
