// A select of the rows a new row may come from (open plans, chosen enquiries, unsigned orders), loaded when the form
// opens and searched by number or title.
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import type { OriginOption } from '../api/purchase-api';

export interface OriginSelectProps {
  /** The query key's last part and the loader of the choices. */
  kind: string;
  load: () => Promise<OriginOption[]>;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  placeholder: string;
  /** The row's own origin when editing (no longer among the open ones). */
  current?: OriginOption;
}

export function OriginSelect({ kind, load, value, onChange, disabled, placeholder, current }: OriginSelectProps) {
  const { data, isLoading } = useQuery({ queryKey: ['purchase', 'origins', kind], queryFn: load, staleTime: 0 });
  const options = current && !data?.some((o) => o.value === current.value) ? [current, ...(data ?? [])] : (data ?? []);
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      loading={isLoading}
      value={value}
      onChange={onChange}
      disabled={disabled}
      placeholder={placeholder}
      options={options}
      notFoundContent={isLoading ? '加载中…' : '没有可选的记录'}
    />
  );
}
