// What the position picker returns of a chosen row (001 §3, B-PICK-17): id and code.
import { textOf, type PickerRow } from '@/widgets/picker-kit';

export interface ChosenPosition {
  id: string;
  code: string;
}

export function toChosenPosition(row: PickerRow): ChosenPosition {
  return { id: textOf(row.id), code: textOf(row.code) };
}
