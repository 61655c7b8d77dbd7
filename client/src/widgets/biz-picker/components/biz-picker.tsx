// JSelectBizComponent (001 §2, §3): the chosen entities' display texts as tags (each truncated at 25 characters)
// and a 选择 button opening the business-entity modal. The value is the rows' valueKey, comma-joined; a stored value
// is echoed from valueUrl (or listUrl) by the valueKey list (B-PICK-26).
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { ellipsis, joinValues, PickerText, splitValues, textOf, type PickerRow, type PickerFieldProps } from '@/widgets/picker-kit';
import { fetchBizPage } from '../api/biz-api';
import { SELECT_BIZ_ELLIPSIS, SELECT_BIZ_WIDTH, type BizPickerConfig } from '../model/biz-config';
import { echoQuery } from '../model/biz-query';
import { BizSelectModal } from './biz-select-modal';

export interface BizPickerProps extends PickerFieldProps {
  config: BizPickerConfig;
  onChange?: (value: string | undefined, rows: PickerRow[]) => void;
  multiple?: boolean;
  modalWidth?: number;
  pageSize?: number;
}

export function BizPicker({ config, value, onChange, multiple = false, modalWidth = SELECT_BIZ_WIDTH, pageSize, placeholder, disabled, id, ...rest }: BizPickerProps) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickerRow[] | null>(null);
  const values = splitValues(value);
  const valueOf = (row: PickerRow) => textOf(row[config.valueKey]);
  const pickedMatches = picked !== null && joinValues(picked.map(valueOf)) === joinValues(values);
  const echo = useQuery({
    queryKey: ['pickers', 'echo', config.valueUrl ?? config.listUrl, config.valueKey, values],
    queryFn: () => fetchBizPage(config.valueUrl ?? config.listUrl, echoQuery(config.valueKey, values)),
    enabled: values.length > 0 && !pickedMatches,
    staleTime: Infinity,
    retry: false,
  });
  const rows = pickedMatches ? picked : values.map((stored) => echo.data?.rows.find((row) => valueOf(row) === stored)).filter((row): row is PickerRow => row !== undefined);
  const options = values.map((stored) => {
    const row = rows.find((item) => valueOf(item) === stored);
    return { value: stored, label: ellipsis(row ? textOf(row[config.displayKey]) || stored : stored, SELECT_BIZ_ELLIPSIS) };
  });

  function emit(next: PickerRow[]) {
    setPicked(next);
    onChange?.(next.length ? joinValues(next.map(valueOf)) : undefined, next);
  }

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          id={id}
          aria-label={rest['aria-label']}
          mode={multiple ? 'multiple' : undefined}
          open={false}
          value={multiple ? values : values[0]}
          options={options}
          placeholder={placeholder ?? `请选择${config.name}`}
          disabled={disabled}
          allowClear
          onClick={() => !disabled && setOpen(true)}
          onChange={(next: string | string[] | undefined) => {
            const kept = Array.isArray(next) ? next : next ? [next] : [];
            emit(rows.filter((row) => kept.includes(valueOf(row))));
          }}
          style={{ width: '100%' }}
        />
        <Button icon={<SearchOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
          {PickerText.choose}
        </Button>
      </Space.Compact>
      <BizSelectModal
        open={open}
        config={config}
        chosen={rows}
        multiple={multiple}
        width={modalWidth}
        pageSize={pageSize}
        onCancel={() => setOpen(false)}
        onOk={(next) => {
          setOpen(false);
          emit(next);
        }}
      />
    </>
  );
}
