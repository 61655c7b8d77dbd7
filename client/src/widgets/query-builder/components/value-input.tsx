// A condition's value input, chosen by its field's type (B-QUERY-36 … 46); rule 'in' takes several values.
import { DatePicker, Input, InputNumber, Select, Spin, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, type ReactNode } from 'react';
import { useDictOptions } from '@/widgets/list-page/hooks/use-dict-options';
import { allowsMultiple, QueryText } from '../model/condition-rules';
import { popupConfigOf } from '../model/picker-value';
import type { QueryCondition } from '../model/super-query';
import { DATE_FORMATS, SWITCH_OPTIONS, valueWidgetOf } from '../model/value-widget';

export interface ValueInputProps {
  condition: QueryCondition;
  onChange: (val: string | string[] | undefined) => void;
}

// The pickers load with their own chunk, the first time a row needs one.
const pickers = () => import('./picker-value-inputs');
const UserValue = lazy(() => pickers().then((module) => ({ default: module.UserValue })));
const DepartValue = lazy(() => pickers().then((module) => ({ default: module.DepartValue })));
const PopupValue = lazy(() => pickers().then((module) => ({ default: module.PopupValue })));
const AreaValue = lazy(() => pickers().then((module) => ({ default: module.AreaValue })));

const loading = (picker: ReactNode) => <Suspense fallback={<Spin size="small" />}>{picker}</Suspense>;

const single = (val: QueryCondition['val']): string | undefined => (Array.isArray(val) ? val[0] : val) || undefined;
const many = (val: QueryCondition['val']): string[] => (Array.isArray(val) ? val : val ? val.split(',') : []);

function DictValue({ condition, onChange }: ValueInputProps) {
  const fetched = useDictOptions(condition.options?.length ? undefined : condition.dictCode);
  const options = condition.options?.length ? condition.options : fetched;
  const multiple = allowsMultiple(condition);
  return (
    <Select
      allowClear
      style={{ width: '100%' }}
      placeholder="请选择"
      mode={multiple ? 'multiple' : undefined}
      maxTagCount={multiple ? 'responsive' : undefined}
      options={options}
      value={multiple ? many(condition.val) : single(condition.val)}
      onChange={(value: string | string[] | undefined) => onChange(value)}
    />
  );
}

function TextValue({ condition, onChange }: ValueInputProps) {
  return (
    <Input
      allowClear
      placeholder={allowsMultiple(condition) ? '多个值用逗号分隔' : QueryText.valuePlaceholder}
      value={Array.isArray(condition.val) ? condition.val.join(',') : (condition.val ?? '')}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function ValueInput({ condition, onChange }: ValueInputProps) {
  const disabled = condition.rule === 'empty';
  const widget = valueWidgetOf(condition);
  if (disabled) return <Input disabled placeholder={QueryText.valuePlaceholder} value="" />;
  switch (widget) {
    case 'dict':
      return <DictValue condition={condition} onChange={onChange} />;
    case 'user':
      return loading(<UserValue condition={condition} onChange={onChange} />);
    case 'department':
      return loading(<DepartValue condition={condition} onChange={onChange} />);
    case 'area':
      return loading(<AreaValue condition={condition} onChange={onChange} />);
    case 'popup': {
      const popup = popupConfigOf(condition.popup);
      if (popup) return loading(<PopupValue condition={condition} popup={popup} onChange={onChange} />);
      return <TextValue condition={condition} onChange={onChange} />;
    }
    case 'switch':
      return <Select allowClear style={{ width: '100%' }} placeholder="请选择" options={SWITCH_OPTIONS} value={single(condition.val)} onChange={(value?: string) => onChange(value)} />;
    case 'date':
    case 'datetime': {
      const format = DATE_FORMATS[widget];
      const value = single(condition.val);
      return (
        <DatePicker
          style={{ width: '100%' }}
          showTime={widget === 'datetime'}
          format={format}
          value={value ? dayjs(value, format) : null}
          onChange={(day) => onChange(day ? day.format(format) : undefined)}
        />
      );
    }
    case 'time': {
      const value = single(condition.val);
      return (
        <TimePicker
          style={{ width: '100%' }}
          format={DATE_FORMATS.time}
          value={value ? dayjs(value, DATE_FORMATS.time) : null}
          onChange={(day) => onChange(day ? day.format(DATE_FORMATS.time) : undefined)}
        />
      );
    }
    case 'number':
      return (
        <InputNumber
          style={{ width: '100%' }}
          placeholder={QueryText.valuePlaceholder}
          value={single(condition.val) === undefined ? null : Number(single(condition.val))}
          onChange={(value) => onChange(value === null || value === undefined ? undefined : String(value))}
        />
      );
    default:
      return <TextValue condition={condition} onChange={onChange} />;
  }
}
