// JSearchSelectTag (001 §2, §5, §7, §9): a searchable dictionary select. Sync mode loads the dictionary once and
// filters locally; async mode asks loadDict with the keyword (800 ms debounce, page size 10) and echoes a stored
// value with loadDictItem, whose first text is the label (A-DICT-08). A failed search warns with the server's message.
import { useQuery } from '@tanstack/react-query';
import { App, Select, Spin } from 'antd';
import { useMemo } from 'react';
import { failureText, PickerText, type PickerFieldProps } from '@/widgets/picker-kit';
import { fetchDictTexts, searchDict } from '../api/dict-api';
import { useDebouncedSearch } from '../hooks/use-debounced-search';
import { useDictOptions } from '../hooks/use-dict-options';
import { SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE } from '../model/dict-limits';
import type { DictOption } from '../model/dict-option';

export interface DictSearchSelectProps extends PickerFieldProps {
  /** A table dictionary `table,text,code[,condition]` (async) or any dictionary code (sync). */
  dict: string;
  async?: boolean;
  onChange?: (value: string | undefined) => void;
  pageSize?: number;
}

function AsyncDictSearchSelect({ dict, value, onChange, placeholder, pageSize = SEARCH_PAGE_SIZE, disabled, id, ...rest }: DictSearchSelectProps) {
  const { message } = App.useApp();
  const { results, loading, keyword, search } = useDebouncedSearch<DictOption>(
    (text) => searchDict(dict, text, pageSize),
    (error) => {
      const text = failureText(error, PickerText.loadFailed);
      if (text) void message.warning(text);
    },
    SEARCH_DEBOUNCE_MS,
  );
  const echo = useQuery({
    queryKey: ['dictionaries', 'texts', dict, value],
    queryFn: () => fetchDictTexts(dict, [value ?? '']),
    enabled: Boolean(value) && !results.some((option) => option.value === value),
    staleTime: Infinity,
    retry: false,
  });
  const options = useMemo(() => {
    const shown = results.map((option) => ({ value: option.value, label: option.text }));
    const echoed = echo.data?.[0];
    if (value && !shown.some((option) => option.value === value)) shown.unshift({ value, label: echoed || value });
    return shown;
  }, [results, echo.data, value]);

  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? undefined)}
      showSearch={{ filterOption: false, onSearch: search }}
      onFocus={() => {
        if (results.length === 0 && !loading) search(keyword);
      }}
      placeholder={placeholder ?? '请选择'}
      disabled={disabled}
      allowClear
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : keyword ? '没有查询到任何数据' : '请输入搜索内容'}
      style={{ width: '100%' }}
      options={options}
    />
  );
}

function SyncDictSearchSelect({ dict, value, onChange, placeholder, disabled, id, ...rest }: DictSearchSelectProps) {
  const { options, loading } = useDictOptions(dict);
  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? undefined)}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder ?? '请选择'}
      disabled={disabled}
      allowClear
      loading={loading}
      notFoundContent="没有查询到任何数据"
      style={{ width: '100%' }}
      options={options.map((option) => ({ value: option.value, label: option.text, disabled: option.disabled }))}
    />
  );
}

export function DictSearchSelect(props: DictSearchSelectProps) {
  return props.async ? <AsyncDictSearchSelect {...props} /> : <SyncDictSearchSelect {...props} />;
}
