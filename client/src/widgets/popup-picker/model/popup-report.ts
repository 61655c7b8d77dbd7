// An online report as the popup shows it (001 §3): columns with dictionary translation (customRender) and
// sortOrder, and query info entries (field, mode, hidden flag '1'). Malformed entries are dropped.
import { isRow, textOf } from '@/widgets/picker-kit';
import { toDictOptions, type DictOption } from '@/widgets/dict-select';

export interface PopupColumn {
  dataIndex: string;
  title: string;
  sortable: boolean;
  /** The dictionary items that translate this column's values (customRender), if any. */
  dict?: DictOption[];
}

export interface PopupReport {
  id: string;
  name: string;
  columns: PopupColumn[];
}

export interface PopupQueryField {
  field: string;
  label: string;
  mode: 'single' | 'group';
  hidden: boolean;
  dict?: DictOption[];
}

/** B-POPUP-09 / B-POPUP-13: getRpColumns' result; no id means the report cannot be used. */
export function toPopupReport(result: unknown): PopupReport | null {
  if (!isRow(result)) return null;
  const id = textOf(result.cgRpConfigId);
  if (!id) return null;
  const dictOptions = isRow(result.dictOptions) ? result.dictOptions : {};
  const columns = (Array.isArray(result.columns) ? result.columns : []).filter(isRow).flatMap((column): PopupColumn[] => {
    const dataIndex = textOf(column.dataIndex);
    if (!dataIndex) return [];
    const dictKey = textOf(column.customRender);
    const dict = dictKey ? toDictOptions(dictOptions[dictKey]) : [];
    return [{ dataIndex, title: textOf(column.title) || dataIndex, sortable: column.sorter === 'true' || column.sorter === true, ...(dict.length ? { dict } : {}) }];
  });
  return { id, name: textOf(result.cgRpConfigName), columns };
}

/** B-POPUP-10 / B-POPUP-14: getQueryInfo's entries; dictionary fields take their items from the report's columns. */
export function toQueryFields(result: unknown, report: PopupReport): PopupQueryField[] {
  if (!Array.isArray(result)) return [];
  return result.filter(isRow).flatMap((entry): PopupQueryField[] => {
    const field = textOf(entry.field);
    if (!field) return [];
    const dict = report.columns.find((column) => column.dataIndex === field)?.dict;
    return [{ field, label: textOf(entry.label) || field, mode: entry.mode === 'group' ? 'group' : 'single', hidden: textOf(entry.hidden) === '1', ...(dict ? { dict } : {}) }];
  });
}

/** A cell as the table shows it: a dictionary column's text, else the value. */
export function cellText(column: PopupColumn, value: unknown): string {
  const text = textOf(value);
  return column.dict?.find((option) => option.value === text)?.text ?? text;
}
