import { App, Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_SELECT_PAGE_SIZE } from '@/shared/config/widget-constants';
import { failureText } from '@/widgets/picker-kit/answer';
import type { ColumnOption, EditableColumn } from '../model/column';
import { optionText } from '../model/column';
import { keywordDebounceMs, keywordSearchKind } from '../model/keyword-search';
import { rememberPickedText } from '../model/picked-texts';

interface Props {
  placement?: 'cell' | 'form';
  column: EditableColumn;
  value: string;
  onChange: (value: string, options: ColumnOption[]) => void;
}

/** A table dictionary's options for a keyword (loadDict); the dictionary widget's call, loaded on the first search. */
async function searchColumnDict(dict: string, keyword: string, pageSize: number): Promise<ColumnOption[]> {
  const { searchDict } = await import('@/widgets/dict-select/api/dict-api');
  return (await searchDict(dict, keyword, pageSize)).map((option) => ({ value: option.value, text: option.text }));
}

/**
 * sel_search_async, 10 options a page (001 §5, §9): the keyword goes to the column's own `search` after 800 ms without
 * typing, or to its table dictionary (`dict`) after 300 ms (`model/keyword-search.ts`). A failed search warns with the
 * server's message.
 */
export function AsyncSearchEditor({ column, value, onChange, placement }: Props) {
  const { message } = App.useApp();
  const [options, setOptions] = useState<ColumnOption[]>(column.options ?? []);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    const kind = keywordSearchKind(column);
    if (kind === 'none') return;
    if (kind === 'dictionary' && !keyword.trim()) return;
    const find = column.search ?? ((text: string, pageSize: number) => searchColumnDict(column.dict ?? '', text, pageSize));
    timer.current = setTimeout(() => {
      setLoading(true);
      void find(keyword, SEARCH_SELECT_PAGE_SIZE)
        .then(setOptions, (error: unknown) => {
          const text = failureText(error, '');
          if (text) void message.warning(text);
        })
        .finally(() => setLoading(false));
    }, keywordDebounceMs(column));
  };

  return (
    <Select
      autoFocus={placement !== 'form'}
      defaultOpen={placement !== 'form'}
      disabled={column.disabled}
      showSearch={{ filterOption: false, onSearch: search }}
      aria-label={column.title}
      style={{ width: '100%' }}
      value={value || undefined}
      placeholder={column.placeholder ?? '请输入搜索内容'}
      notFoundContent={loading ? <Spin size="small" /> : '没有查询到任何数据'}
      options={options.map((option) => ({ value: option.value, label: optionText(option) }))}
      onChange={(next: string) => {
        const chosen = options.find((option) => option.value === next);
        if (chosen) rememberPickedText(chosen.value, optionText(chosen));
        onChange(next ?? '', options);
      }}
    />
  );
}
