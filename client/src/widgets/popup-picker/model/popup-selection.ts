// The popup's selection rules (001 §4, §5; decision 15).
import { PickerText, textOf, type PickerRow } from '@/widgets/picker-kit';

export interface PopupSelection {
  rows: PickerRow[];
  /** The chosen rows' keys joined by commas (B-POPUP-16). */
  keys: string;
}

/** B-POPUP-16 / B-POPUP-17: confirm emits the chosen rows and their keys; nothing chosen returns empty. */
export function confirmSelection(rows: readonly PickerRow[], rowKey = 'id'): PopupSelection {
  return { rows: [...rows], keys: rows.map((row) => textOf(row[rowKey])).join(',') };
}

/** B-POPUP-20 / B-POPUP-21: the popup field needs one row (or, in multi mode, at least one). */
export function fieldSelectionProblem(rows: readonly PickerRow[], multi: boolean): string | null {
  if (rows.length === 0) return PickerText.chooseOne;
  if (!multi && rows.length > 1) return PickerText.chooseOne;
  return null;
}

/** B-POPUP-18 / B-POPUP-19: a popup field needs code, orgFields and destFields of the same count. */
export function popupConfigProblem(code: string | undefined, orgFields: string | undefined, destFields: string | undefined): string | null {
  if (!code || !orgFields || !destFields) return PickerText.popupNotConfigured;
  if (orgFields.split(',').length !== destFields.split(',').length) return PickerText.popupFieldCountMismatch;
  return null;
}

/** orgFields → destFields: each target gets its source field's values of the chosen rows, comma-joined. */
export function mapToDestFields(rows: readonly PickerRow[], orgFields: string, destFields: string): Record<string, string> {
  const sources = orgFields.split(',').map((field) => field.trim());
  const targets = destFields.split(',').map((field) => field.trim());
  return Object.fromEntries(targets.map((target, index) => [target, rows.map((row) => textOf(row[sources[index] ?? ''])).join(',')]));
}
