// Every paged table's total (spec 000 §9, 001 §9, B-LIST-34): the range, then 共 N 条, spaced as the spec writes it.
export function totalText(total: number, [from, to]: [number, number]): string {
  return `${from}-${to} 共 ${total} 条`;
}
