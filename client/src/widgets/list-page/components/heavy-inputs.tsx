// The search inputs that pull in large antd parts (the date picker, the number input): loaded only by the screens
// whose search form has such a field, so a list with text fields alone stays light.
import { DatePicker, InputNumber, Space } from 'antd';
import dayjs from 'dayjs';
import type { KeyboardEvent } from 'react';
import { DATE_FORMAT } from '@/shared/config/widget-constants';

const MONTH_FORMAT = 'YYYY-MM';

/**
 * Enter in a typed date confirms that date (the picker then moves on to the end date); it must not also submit the
 * search form, which would search with half a range and reset the picker to the address, losing what was typed.
 */
const keepEnterInPicker = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

export function DateRangeInput(props: object) {
  return <DatePicker.RangePicker style={{ width: '100%' }} format={DATE_FORMAT} placeholder={['开始日期', '结束日期']} onKeyDown={keepEnterInPicker} {...props} />;
}

/** A month as `yyyy-MM` text in and out (the filters keep text), in a month picker; cleared, it hands back null. */
export function MonthInput({ value, onChange, placeholder }: { value?: string; onChange?: (value: string | null) => void; placeholder: string }) {
  const month = value ? dayjs(value, MONTH_FORMAT, true) : null;
  return (
    <DatePicker
      picker="month"
      style={{ width: '100%' }}
      format={MONTH_FORMAT}
      placeholder={placeholder}
      value={month?.isValid() ? month : null}
      onChange={(next) => onChange?.(next ? next.format(MONTH_FORMAT) : null)}
      onKeyDown={keepEnterInPicker}
    />
  );
}

/** Two numbers, 最低 ~ 最高; either may be left empty. Form.Item hands it `[low, high]` and onChange. */
export function NumberRangeInput({ label, value, onChange }: { label: string; value?: [number | null, number | null]; onChange?: (value: [number | null, number | null]) => void }) {
  const [low, high] = value ?? [null, null];
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber style={{ width: '50%' }} min={0} placeholder="最低" aria-label={`${label}最低`} value={low} onChange={(next) => onChange?.([next ?? null, high])} />
      <InputNumber style={{ width: '50%' }} min={0} placeholder="最高" aria-label={`${label}最高`} value={high} onChange={(next) => onChange?.([low, next ?? null])} />
    </Space.Compact>
  );
}

export function NumberInput({ placeholder, ...props }: { placeholder: string }) {
  return <InputNumber style={{ width: '100%' }} placeholder={placeholder} {...props} />;
}
