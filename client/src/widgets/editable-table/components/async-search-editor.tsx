import { Select, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { ColumnOption, EditableColumn } from '../model/column';
import { optionText } from '../model/column';
import { rememberPickedText } from '../model/picked-texts';
import { createDebouncedSearch } from '../model/debounced-search';

interface Props {
  column: EditableColumn;
  value: string;
  onChange: (value: string, options: ColumnOption[]) => void;
}

/** sel_search_async: the keyword is sent after 800 ms without typing, 10 options a page (001 §5, §9). */
export function AsyncSearchEditor({ column, value, onChange }: Props) {
  const [options, setOptions] = useState<ColumnOption[]>(column.options ?? []);
  const [loading, setLoading] = useState(false);
  const searcher = useMemo(() => (column.search ? createDebouncedSearch(column.search, { onResult: setOptions, onLoading: setLoading }) : null), [column.search]);
  useEffect(() => () => searcher?.cancel(), [searcher]);

  return (
    <Select
      autoFocus
      defaultOpen
      showSearch={{ filterOption: false, onSearch: (keyword) => searcher?.search(keyword) }}
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
