// The value input a condition gets from its field's type (B-QUERY-36 … 46).
import { DATE_FORMAT, DATE_TIME_FORMAT, TIME_FORMAT } from '@/shared/config/widget-constants';
import type { QueryCondition } from './super-query';

export type ValueWidget = 'dict' | 'user' | 'department' | 'popup' | 'area' | 'date' | 'datetime' | 'time' | 'number' | 'switch' | 'text';

const BY_TYPE: Readonly<Record<string, ValueWidget>> = {
  user: 'user',
  sel_user: 'user',
  'select-user': 'user',
  department: 'department',
  depart: 'department',
  sel_depart: 'department',
  'select-depart': 'department',
  popup: 'popup',
  area: 'area',
  pca: 'area',
  date: 'date',
  datetime: 'datetime',
  time: 'time',
  number: 'number',
  int: 'number',
  integer: 'number',
  double: 'number',
  bigdecimal: 'number',
  switch: 'switch',
  dict: 'dict',
  list: 'dict',
  list_multi: 'dict',
  radio: 'dict',
  checkbox: 'dict',
  sel_search: 'dict',
};

export function valueWidgetOf(condition: Pick<QueryCondition, 'type' | 'dictCode' | 'options'>): ValueWidget {
  const byType = BY_TYPE[(condition.type ?? '').toLowerCase()];
  if (byType && byType !== 'dict') return byType;
  if (byType === 'dict' || condition.dictCode || condition.options?.length) return 'dict';
  return 'text';
}

/** The date widgets' formats: the 001 §9 date formats. */
export const DATE_FORMATS = { date: DATE_FORMAT, datetime: DATE_TIME_FORMAT, time: TIME_FORMAT } as const;
export const SWITCH_OPTIONS = [
  { label: '是', value: 'Y' },
  { label: '否', value: 'N' },
];
