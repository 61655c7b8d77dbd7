// How a sel_search_async cell searches (001 §5, decision 31): the caller's own `search` waits 800 ms, as the
// search-select's async mode; a column that searches its table dictionary (`dict`, loadDict) waits 300 ms, the
// dictionary search of 000 §3 and 001 §5 (A-DICT-10), as upstream's dictionary search cell.
import { DICT_SEARCH_DEBOUNCE_MS, SEARCH_SELECT_DEBOUNCE_MS } from '@/shared/config/widget-constants';
import type { EditableColumn } from './column';

export type KeywordSearchKind = 'caller' | 'dictionary' | 'none';

export function keywordSearchKind(column: Pick<EditableColumn, 'search' | 'dict'>): KeywordSearchKind {
  if (column.search) return 'caller';
  return column.dict?.trim() ? 'dictionary' : 'none';
}

export function keywordDebounceMs(column: Pick<EditableColumn, 'search' | 'dict'>): number {
  return keywordSearchKind(column) === 'dictionary' ? DICT_SEARCH_DEBOUNCE_MS : SEARCH_SELECT_DEBOUNCE_MS;
}
