// Whether a department or user cell picks several values: on unless the column switches it off (001 §4).
import type { EditableColumn } from './column';

export function pickerCellMulti(column: Pick<EditableColumn, 'multi'>): boolean {
  return column.multi !== false;
}
