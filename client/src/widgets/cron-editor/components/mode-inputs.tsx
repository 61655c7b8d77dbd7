import { Checkbox, InputNumber, Select } from 'antd';
import { INPUT_BOUNDS, type Bounds } from '../model/bounds';
import { LAST_DAY_OFFSET_INPUT, NTH_BOUNDS, type FieldMode } from '../model/field-mode';
import { FIELD_LABELS, WEEKDAY_NAMES, type FieldKey } from '../model/fields';
import { EVERY_LABELS, FIELD_UNITS } from './mode-texts';

interface ModeInputsProps {
  fieldKey: FieldKey;
  mode: FieldMode;
  disabled: boolean;
  onChange: (mode: FieldMode) => void;
}

const WEEKDAY_OPTIONS = Object.entries(WEEKDAY_NAMES).map(([value, label]) => ({ value: Number(value), label }));

function range({ min, max }: Bounds): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** The words and inputs of one mode's radio, e.g. 从 [0] 秒开始，每 [5] 秒执行一次. */
export function ModeInputs({ fieldKey, mode, disabled, onChange }: ModeInputsProps) {
  const bounds = INPUT_BOUNDS[fieldKey];
  const unit = FIELD_UNITS[fieldKey];
  const label = FIELD_LABELS[fieldKey];
  const isWeek = fieldKey === 'week';
  const number = (value: number, limits: Bounds, name: string, set: (n: number) => void) =>
    isWeek && name !== '间隔' && name !== '第几个' ? (
      <Select
        size="small"
        aria-label={`${label}${name}`}
        disabled={disabled}
        value={value}
        options={WEEKDAY_OPTIONS}
        onChange={set}
        style={{ width: 80 }}
      />
    ) : (
      <InputNumber
        size="small"
        aria-label={`${label}${name}`}
        disabled={disabled}
        min={limits.min}
        max={limits.max}
        precision={0}
        value={value}
        onChange={(n) => n !== null && set(n)}
        style={{ width: 72 }}
      />
    );

  switch (mode.kind) {
    case 'every':
      return <span>{EVERY_LABELS[fieldKey]}</span>;
    case 'unspecified':
      return <span>不指定</span>;
    case 'range':
      return (
        <span>
          周期从 {number(mode.start, bounds.rangeStart, '区间开始', (start) => onChange({ ...mode, start }))} -{' '}
          {number(mode.end, bounds.rangeEnd, '区间结束', (end) => onChange({ ...mode, end }))} {isWeek ? '' : unit}
        </span>
      );
    case 'increment':
      return (
        <span>
          从 {number(mode.start, bounds.incrementStart, '开始', (start) => onChange({ ...mode, start }))}{' '}
          {isWeek ? '' : unit}开始，每 {number(mode.step, bounds.incrementStep, '间隔', (step) => onChange({ ...mode, step }))}{' '}
          {unit}执行一次
        </span>
      );
    case 'specific':
      return (
        <span>
          指定
          <Checkbox.Group
            aria-label={`${label}指定`}
            disabled={disabled}
            value={mode.values}
            options={isWeek ? WEEKDAY_OPTIONS : range(bounds.value).map((value) => ({ value, label: String(value) }))}
            onChange={(values) => onChange({ ...mode, values: values as number[] })}
            style={{ display: 'flex', flexWrap: 'wrap', marginTop: 4 }}
          />
        </span>
      );
    case 'lastDay':
      return <span>本月最后一天</span>;
    case 'lastDayOffset':
      return (
        <span>
          本月最后一天的前 {number(mode.offset, LAST_DAY_OFFSET_INPUT, '天数', (offset) => onChange({ ...mode, offset }))} 天
        </span>
      );
    case 'nearestWeekday':
      return (
        <span>
          每月 {number(mode.day, bounds.value, '日期', (day) => onChange({ ...mode, day }))} 号最近的那个工作日
        </span>
      );
    case 'lastWeekday':
      return <span>本月最后一个工作日</span>;
    case 'lastWeekdayOfMonth':
      return (
        <span>
          本月最后一个 {number(mode.weekday, bounds.value, '星期', (weekday) => onChange({ ...mode, weekday }))}
        </span>
      );
    case 'nthWeekday':
      return (
        <span>
          本月第 {number(mode.nth, NTH_BOUNDS, '第几个', (nth) => onChange({ ...mode, nth }))} 个{' '}
          {number(mode.weekday, bounds.value, '星期', (weekday) => onChange({ ...mode, weekday }))}
        </span>
      );
  }
}
