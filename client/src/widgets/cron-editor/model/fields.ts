/** The seven Quartz fields in expression order (001 §3). */
export const FIELD_KEYS = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;

export type FieldKey = (typeof FIELD_KEYS)[number];

/** The field's text in each position of an expression, e.g. `{ second: '0', …, week: '?' }`. */
export type CronFields = Record<FieldKey, string>;

/** Tab titles and the name used in validation messages. */
export const FIELD_LABELS: Record<FieldKey, string> = {
  second: '秒',
  minute: '分',
  hour: '时',
  day: '日',
  month: '月',
  week: '周',
  year: '年',
};

/** Every field is `*` except week, which is `?` (001 §3). */
export const DEFAULT_FIELDS: CronFields = {
  second: '*',
  minute: '*',
  hour: '*',
  day: '*',
  month: '*',
  week: '?',
  year: '*',
};

/** Weekday names in Quartz numbering: Sunday 1, Monday 2 … Saturday 7 (001 §5). */
export const WEEKDAY_NAMES: Record<number, string> = {
  1: '周日',
  2: '周一',
  3: '周二',
  4: '周三',
  5: '周四',
  6: '周五',
  7: '周六',
};
