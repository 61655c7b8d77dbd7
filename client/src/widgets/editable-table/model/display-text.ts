// The light text a cell shows when it is not being edited: option texts for choice columns, shortened file names
// for upload cells (001 §9: 5 characters and an ellipsis).
import type { EditableColumn } from './column';
import { optionText } from './column';
import { FILE_NAME_SHOWN } from './constants';
import { splitValues } from './multi-value';
import { pickedText } from './picked-texts';

export function shortenFileName(name: string, shown = FILE_NAME_SHOWN): string {
  return name.length > shown ? `${name.slice(0, shown)}…` : name;
}

export function fileNameOf(path: string): string {
  const last = path.split('/').pop() ?? path;
  return last.replace(/_\d{13}(?=\.[^.]+$)/, '');
}

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
  if (column.type === 'upload' || column.type === 'file' || column.type === 'image') {
    return splitValues(value).map((path) => shortenFileName(fileNameOf(path))).join(',');
  }
  return String(value);
}
