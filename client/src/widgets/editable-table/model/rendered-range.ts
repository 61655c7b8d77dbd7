// Which rows the grid renders for the visible range. Overscan rows cover the frames in which the compositor has
// scrolled but the grid has not re-rendered yet; after a jump further than the view they would be replaced before
// anyone saw them, so a jump renders the visible rows only (the next small scroll brings the overscan back).
import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';

export function renderedRows(range: Range, previousStart: number | null): number[] {
  const shown = range.endIndex - range.startIndex + 1;
  const jumped = previousStart !== null && Math.abs(range.startIndex - previousStart) > shown;
  return defaultRangeExtractor(jumped ? { ...range, overscan: 0 } : range);
}
