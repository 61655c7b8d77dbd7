/**
 * The page to show after deleting `deleted` rows (001 §4; upstream's mixin): the page number is lowered when the
 * current page would be empty, and never below 1.
 */
export function pageAfterDelete(current: number, pageSize: number, total: number, deleted: number): number {
  const pages = Math.ceil(Math.max(0, total - deleted) / pageSize);
  return Math.max(1, Math.min(current, pages));
}
