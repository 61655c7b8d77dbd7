// The light text a cell shows when it is not being edited: option texts for choice columns, picked names for the
// department and user cells (upload cells have their own view, file-cell-view.tsx).
import type { EditableColumn } from './column';
import { optionText } from './column';
import { splitValues } from './multi-value';
import { pickedText } from './picked-texts';

const CHOICE_TYPES = new Set(['select', 'list_multi', 'sel_search', 'sel_search_async', 'radio']);

export function displayText(column: EditableColumn, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (CHOICE_TYPES.has(column.type) && column.options) {
    const texts = splitValues(value).map((one) => {
      const option = column.options?.find((candidate) => candidate.value === one);
      return option ? optionText(option) : (pickedText(one) ?? one);
    });
    return texts.join(',');
  }
  if (column.type === 'sel_depart' || column.type === 'sel_user') return pickedText(String(value)) ?? String(value);
  return String(value);
}
