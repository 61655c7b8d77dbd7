import type { FieldKey } from '../model/fields';

/** The unit written after a number in a tab, e.g. 从 0 秒开始. */
export const FIELD_UNITS: Record<FieldKey, string> = {
  second: '秒',
  minute: '分钟',
  hour: '小时',
  day: '日',
  month: '月',
  week: '天',
  year: '年',
};

/** The "every" radio of each tab. */
export const EVERY_LABELS: Record<FieldKey, string> = {
  second: '每秒',
  minute: '每分钟',
  hour: '每小时',
  day: '每日',
  month: '每月',
  week: '每天',
  year: '每年',
};
