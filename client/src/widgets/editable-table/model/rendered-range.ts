// Which rows the grid renders for the visible range: always the same number of rows (the most the view can show plus
// one overscan row on each side), one overscan row above the first visible row and shifted up at the table's end. A
// window whose length changed from one scroll step to the next (the view cuts 7 or 8 rows) created a whole row of
// elements on one step and removed it on the next; a window of fixed length only re-fills its rows (row-slots.ts).
import type { Range } from '@tanstack/react-virtual';

/** The rows a view `viewHeight` pixels high can show at once, partly cut at both edges. */
export function rowsInView(viewHeight: number, rowHeight: number): number {
  return Math.ceil(viewHeight / rowHeight) + 1;
}

/** The rendered row indexes: `length` rows (fewer only when the table has fewer), covering the visible range. */
export function renderedRows(range: Range, length: number): number[] {
  const { startIndex, endIndex, overscan, count } = range;
  const size = Math.min(count, Math.max(length, endIndex - startIndex + 1 + 2 * overscan));
  const first = Math.max(0, Math.min(startIndex - overscan, count - size));
  return Array.from({ length: size }, (_, offset) => first + offset);
}
