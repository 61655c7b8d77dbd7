import { Cron } from 'croner';
import { YEAR_RANGE } from '@/shared/config/widget-constants';
import { splitExpression } from './expression';

/** Upper bounds used to write Quartz's `S/N` as croner's `S-max/N` (croner refuses a bare start). */
const FIELD_MAX = [59, 59, 23, 31, 12, 7, 9999];

interface CronerSchedule {
  pattern: string;
  /** Days to move each run back: Quartz's `L-N` is croner's `L` moved back N days. */
  lastDayOffset: number;
}

/** Quartz → croner: `S/N` → `S-max/N`, `nL` → `n#L`, `L-N` → `L` plus an offset; the rest is the same. */
export function toCronerSchedule(expression: string): CronerSchedule {
  const split = splitExpression(expression);
  if (!split.ok) throw new Error(split.message);
  const { second, minute, hour, day, month, week, year } = split.fields;
  let lastDayOffset = 0;
  const parts = [second, minute, hour, day, month, week, year].map((field, index) => {
    const offset = /^L-(\d+)$/.exec(field);
    if (index === 3 && offset) {
      lastDayOffset = Number(offset[1]);
      return 'L';
    }
    if (index === 5 && /^\d+L$/.test(field)) return `${field.slice(0, -1)}#L`;
    return field
      .split(',')
      .map((part) => (/^\d+\/\d+$/.test(part) ? part.replace('/', `-${FIELD_MAX[index]}/`) : part))
      .join(',');
  });
  return { pattern: parts.join(' '), lastDayOffset };
}

function dayAndMonthLength(date: Date, timeZone: string | undefined): { day: number; monthLength: number } {
  if (!timeZone) {
    return { day: date.getDate(), monthLength: new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate() };
  }
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { day: part('day'), monthLength: new Date(Date.UTC(part('year'), part('month'), 0)).getUTCDate() };
}

/**
 * The next `count` fire times of a Quartz expression strictly after `from`, computed by croner in Quartz mode
 * (week 1 = Sunday). As Quartz does, years stop 100 years after `from`'s year, and `L-N` skips the months
 * shorter than N + 1 days instead of running in the month before. An expression croner refuses throws.
 */
export function nextFireTimes(expression: string, from: Date, count: number, timeZone?: string): Date[] {
  const { pattern, lastDayOffset } = toCronerSchedule(expression);
  const lastYear = from.getFullYear() + YEAR_RANGE;
  const cron = new Cron(pattern, {
    mode: '7-part',
    alternativeWeekdays: true,
    dayOffset: -lastDayOffset,
    timezone: timeZone,
    stopAt: `${lastYear + 1}-01-01T00:00:00`,
  });
  const times: Date[] = [];
  let previous = from;
  for (let tries = 0; times.length < count && tries < count * 20; tries++) {
    const next = cron.nextRun(previous);
    if (!next) break;
    previous = next;
    const { day, monthLength } = dayAndMonthLength(next, timeZone);
    if (lastDayOffset === 0 || day + lastDayOffset === monthLength) times.push(next);
  }
  return times;
}
