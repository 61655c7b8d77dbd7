import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ColumnOption, EditableColumn } from '../model/column';
import { optionText } from '../model/column';
import { rememberPickedText } from '../model/picked-texts';
import { SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE } from '../model/constants';

interface Props {
  column: EditableColumn;
  value: string;
  onChange: (value: string, options: ColumnOption[]) => void;
}

/** sel_search_async: the keyword is sent after 800 ms without typing, 10 options a page (001 §5, §9). */
export function AsyncSearchEditor({ column, value, onChange }: Props) {
  const [options, setOptions] = useState<ColumnOption[]>(column.options ?? []);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    if (!column.search) return;
    const find = column.search;
    timer.current = setTimeout(() => {
      setLoading(true);
      void find(keyword, SEARCH_PAGE_SIZE)
        .then(setOptions)
        .finally(() => setLoading(false));
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <Select
      autoFocus
      defaultOpen
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
