import { YEAR_RANGE } from '@/shared/config/widget-constants';
import { readSchedule, type DayRule, type QuartzSchedule, type WeekRule } from './quartz-schedule';

const DAY_MS = 86_400_000;

/** A wall-clock day: the calendar of the time zone the times are shown in. */
interface WallDay {
  year: number;
  month: number; // 1-12
  day: number;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
/** Quartz's weekday of a day: Sunday 1 … Saturday 7. */
const weekdayOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1;

/** The weekday (Monday to Friday) nearest `target` without leaving the month, as Quartz's `W` picks it. */
function nearestWeekday(year: number, month: number, target: number): number {
  const length = daysInMonth(year, month);
  const weekday = weekdayOf(year, month, target);
  if (weekday === 7) return target === 1 ? 3 : target - 1;
  if (weekday === 1) return target === length ? target - 2 : target + 1;
  return target;
}

function dayMatches(rule: DayRule, { year, month, day }: WallDay): boolean {
  const length = daysInMonth(year, month);
  switch (rule.kind) {
    case 'unspecified':
      return true;
    case 'days':
      return rule.days.has(day);
    case 'lastDay': {
      // A month shorter than the offset has no such day: Quartz skips it.
      const target = length - rule.offset;
      if (target < 1) return false;
      return day === (rule.weekday ? nearestWeekday(year, month, target) : target);
    }
    case 'nearestWeekday':
      // 31W in a 30-day month: no run (Quartz 2.3.2 is inconsistent there, see the golden test).
      return rule.day <= length && day === nearestWeekday(year, month, rule.day);
  }
}

function weekMatches(rule: WeekRule, { year, month, day }: WallDay): boolean {
  const weekday = weekdayOf(year, month, day);
  switch (rule.kind) {
    case 'unspecified':
      return true;
    case 'weekdays':
      return rule.weekdays.has(weekday);
    case 'lastOfMonth':
      return weekday === rule.weekday && day + 7 > daysInMonth(year, month);
    case 'nth':
      return weekday === rule.weekday && Math.ceil(day / 7) === rule.nth;
  }
}

function runsOn(schedule: QuartzSchedule, wall: WallDay): boolean {
  return (
    (schedule.years === null || schedule.years.has(wall.year)) &&
    schedule.months.has(wall.month) &&
    dayMatches(schedule.day, wall) &&
    weekMatches(schedule.week, wall)
  );
}

/** The wall clock of `instant` in `timeZone` (the machine's own when absent), as milliseconds of a UTC date. */
function wallMs(instant: Date, timeZone: string | undefined): number {
  if (!timeZone) {
    return Date.UTC(instant.getFullYear(), instant.getMonth(), instant.getDate(), instant.getHours(), instant.getMinutes(), instant.getSeconds());
  }
  if (timeZone === 'UTC') return Math.floor(instant.getTime() / 1000) * 1000;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The instant a wall-clock time stands for in `timeZone`. */
function instantOf(wall: number, timeZone: string | undefined): Date {
  const w = new Date(wall);
  if (!timeZone) {
    return new Date(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate(), w.getUTCHours(), w.getUTCMinutes(), w.getUTCSeconds());
  }
  let instant = wall - (wallMs(new Date(wall), timeZone) - wall);
  const corrected = wall - (wallMs(new Date(instant), timeZone) - instant);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/**
 * The next `count` fire times of a Quartz expression strictly after `from`, with Quartz's semantics (week 1 =
 * Sunday, `L`, `W`, `#`, wrap-around ranges), looking as far as Quartz does: 100 years after `from`'s year.
 * Walks the calendar day by day, then the times of a matching day in order. An invalid expression throws.
 */
export function nextFireTimes(expression: string, from: Date, count: number, timeZone?: string): Date[] {
  const fromWall = wallMs(from, timeZone);
  const read = readSchedule(expression, new Date(fromWall).getUTCFullYear());
  if (!read.ok) throw new Error(read.message);
  const { schedule } = read;
  const lastYear = new Date(fromWall).getUTCFullYear() + YEAR_RANGE;
  const times: Date[] = [];
  const firstDay = Math.floor(fromWall / DAY_MS) * DAY_MS;
  for (let dayStart = firstDay; times.length < count; dayStart += DAY_MS) {
    const date = new Date(dayStart);
    const wall = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    if (wall.year > lastYear) break;
    if (!runsOn(schedule, wall)) continue;
    for (const hour of schedule.hours) {
      for (const minute of schedule.minutes) {
        for (const second of schedule.seconds) {
          const at = dayStart + ((hour * 60 + minute) * 60 + second) * 1000;
          if (at <= fromWall) continue;
          times.push(instantOf(at, timeZone));
          if (times.length === count) return times;
        }
      }
    }
  }
  return times;
}
