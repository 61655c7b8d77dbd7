import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { fetchDepartsByIds, flattenDeparts } from '@/widgets/depart-picker';

interface LedDepartSelectProps {
  id?: string;
  /** The led department ids, comma-joined as the backend stores them. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** The departments the user belongs to: the only ones it may lead. */
  memberIds: readonly string[];
  disabled?: boolean;
}

/** 负责部门 (upstream's multi-select tag over the user's own departments): which of them a 上级 leads. */
export function LedDepartSelect({ id, value, onChange, memberIds, disabled }: LedDepartSelectProps) {
  // The department picker echoes the same ids under this key, so the names usually come from its cache.
  const echo = useQuery({
    queryKey: ['departments', 'echo', memberIds],
    queryFn: () => fetchDepartsByIds(memberIds),
    enabled: memberIds.length > 0,
    staleTime: Infinity,
    retry: false,
  });
  const nodes = flattenDeparts(echo.data ?? []);
  const options = memberIds.map((departId) => ({ value: departId, label: nodes.find((node) => node.key === departId)?.title ?? departId }));
  const chosen = (value ?? '').split(',').filter(Boolean);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      placeholder="请选择负责部门"
      disabled={disabled}
      loading={echo.isLoading}
      value={chosen}
      options={options}
      optionFilterProp="label"
      onChange={(ids: string[]) => onChange?.(ids.join(','))}
    />
  );
}
