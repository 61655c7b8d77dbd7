// The list pagination of spec 000 §9: 10 a page by default, 10/20/30, quick jumper, "{from}-{to} 共 {n} 条".

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = ['10', '20', '30'];

export function totalText(total: number, [from, to]: [number, number]): string {
  return `${from}-${to} 共 ${total} 条`;
}

/** A positive integer from a URL parameter, or the fallback. */
export function positiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
