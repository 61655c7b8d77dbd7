// The comma-list helper of 001 §5 with decision 25: split on ASCII commas, full-width commas and whitespace; trim;
// drop empties and duplicates; strip one wrapping pair of asterisks (a like-search value such as *a,b*).

const SEPARATORS = /[,，\s]+/u;

export function parseCommaList(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  let body = text.trim();
  if (body.length >= 2 && body.startsWith('*') && body.endsWith('*')) body = body.slice(1, -1);
  return [...new Set(body.split(SEPARATORS).map((item) => item.trim()).filter(Boolean))];
}

/** The value a form receives: the items joined by ASCII commas. */
export function commaList(text: unknown): string {
  return parseCommaList(text).join(',');
}
