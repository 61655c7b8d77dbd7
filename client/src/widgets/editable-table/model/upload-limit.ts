// How many files an upload cell keeps: the online form's extension JSON (`{"uploadnum": 3}`) wins, as upstream's
// image cell reads it; a column with multi off keeps one; otherwise no limit (0).
import type { EditableColumn } from './column';

export function uploadLimit(column: Pick<EditableColumn, 'fieldExtendJson' | 'multi'>): number {
  if (column.fieldExtendJson) {
    try {
      const extension: unknown = JSON.parse(column.fieldExtendJson);
      const count = Number((extension as { uploadnum?: unknown } | null)?.uploadnum);
      if (Number.isInteger(count) && count > 0) return count;
    } catch {
      // not JSON: fall through to the column's own settings
    }
  }
  return column.multi === false ? 1 : 0;
}
