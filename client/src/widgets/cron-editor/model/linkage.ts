import { FIELD_KEYS, type CronFields, type FieldKey } from './fields';

/**
 * The field changes that follow an edit (001 §4, §5), applied from the coarse fields to the fine ones so that
 * one edit cascades as upstream's watchers do (a year change can set the month, which can set the week, …):
 * - day and week exclude each other: a day value makes week `?` and the reverse; both `?` is never left;
 * - a year change with month `*` sets month 1;
 * - a month change with day `?` and week `*` sets week 1, with week `?` and day `*` sets day 1;
 * - a non-`?` day or week with hour `*` sets hour 0;
 * - an hour change with minute `*` sets minute 0;
 * - a minute change with second `*` sets second 0.
 */
export function applyLinkage(previous: CronFields, edited: CronFields): CronFields {
  const fields = { ...edited };
  const changed = new Set<FieldKey>(FIELD_KEYS.filter((key) => previous[key] !== edited[key]));
  const set = (key: FieldKey, value: string) => {
    if (fields[key] === value) return;
    fields[key] = value;
    changed.add(key);
  };

  if (changed.has('day') !== changed.has('week')) {
    const [edit, other] = changed.has('day') ? (['day', 'week'] as const) : (['week', 'day'] as const);
    if (fields[edit] !== '?') set(other, '?');
    else if (fields[other] === '?') set(other, '*');
  }
  if (changed.has('year') && fields.month === '*') set('month', '1');
  if (changed.has('month')) {
    if (fields.day === '?' && fields.week === '*') set('week', '1');
    else if (fields.week === '?' && fields.day === '*') set('day', '1');
  }
  const dayOrWeekSet = (changed.has('day') && fields.day !== '?') || (changed.has('week') && fields.week !== '?');
  if (dayOrWeekSet && fields.hour === '*') set('hour', '0');
  if (changed.has('hour') && fields.minute === '*') set('minute', '0');
  if (changed.has('minute') && fields.second === '*') set('second', '0');
  return fields;
}
