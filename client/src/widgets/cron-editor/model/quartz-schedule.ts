import { YEAR_RANGE } from '@/shared/config/widget-constants';
import { splitExpression } from './expression';
import { FIELD_KEYS, FIELD_LABELS, type FieldKey } from './fields';

/** Which days of the month the 日 field picks. */
export type DayRule =
  | { kind: 'unspecified' } // ?
  | { kind: 'days'; days: ReadonlySet<number> } // *, values, ranges, steps
  | { kind: 'lastDay'; offset: number; weekday: boolean } // L, L-N, LW, L-NW
  | { kind: 'nearestWeekday'; day: number }; // NW

/** Which days of the week (Quartz numbering, Sunday 1 … Saturday 7) the 周 field picks. */
export type WeekRule =
  | { kind: 'unspecified' } // ?
  | { kind: 'weekdays'; weekdays: ReadonlySet<number> } // *, values, ranges, steps, L (Saturday)
  | { kind: 'lastOfMonth'; weekday: number } // nL
  | { kind: 'nth'; weekday: number; nth: number }; // n#m

/** An expression read as Quartz's CronExpression reads it: every field as the values it stands for. */
export interface QuartzSchedule {
  seconds: number[];
  minutes: number[];
  hours: number[];
  day: DayRule;
  months: ReadonlySet<number>;
  week: WeekRule;
  /** Null for every year. */
  years: ReadonlySet<number> | null;
}

export type ReadSchedule = { ok: true; schedule: QuartzSchedule } | { ok: false; field: FieldKey | null; message: string };

type FieldResult<T> = { ok: true; value: T } | { ok: false; reason: string };

interface FieldSpec {
  min: number;
  max: number;
  /** Values a wrap-around range counts modulo (`22-2` hours is 22, 23, 0, 1, 2); null where ranges cannot wrap. */
  modulus: number | null;
  /** Largest step Quartz takes after `*` or a bare start (`0/60` is refused, `1-31/40` is not). */
  maxStep: number;
}

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
/** Quartz reads a year step's start from 0 (`0/5` is every fifth year); plain years from 1970. */
const FIRST_YEAR = 1970;

function specOf(key: FieldKey, currentYear: number): FieldSpec {
  switch (key) {
    case 'second':
    case 'minute':
      return { min: 0, max: 59, modulus: 60, maxStep: 59 };
    case 'hour':
      return { min: 0, max: 23, modulus: 24, maxStep: 23 };
    case 'day':
      return { min: 1, max: 31, modulus: 31, maxStep: 31 };
    case 'month':
      return { min: 1, max: 12, modulus: 12, maxStep: 12 };
    case 'week':
      return { min: 1, max: 7, modulus: 7, maxStep: 7 };
    case 'year':
      return { min: FIRST_YEAR, max: currentYear + YEAR_RANGE, modulus: null, maxStep: Number.MAX_SAFE_INTEGER };
  }
}

function namesToNumbers(key: FieldKey, text: string): string {
  const names = key === 'month' ? MONTH_NAMES : key === 'week' ? WEEKDAY_NAMES : null;
  if (!names) return text;
  return text.replace(/[A-Z]{3}/g, (name) => {
    const at = names.indexOf(name);
    return at < 0 ? name : String(at + 1);
  });
}

// One list item: `*`, `*/N`, `A`, `A/N`, `A-B`, `A-B/N`; a range whose start is past its end wraps round.
function addItem(key: FieldKey, item: string, spec: FieldSpec, into: Set<number>): string | null {
  const match = /^(\*|\d+)(?:-(\d+))?(?:\/(\d+))?$/.exec(item);
  if (!match || (match[1] === '*' && match[2] !== undefined)) return `无法识别“${item}”`;
  const [, startText, endText, stepText] = match;
  const every = startText === '*';
  const start = every ? spec.min : Number(startText);
  const step = stepText === undefined ? 1 : Number(stepText);
  const lowest = key === 'year' && stepText !== undefined && endText === undefined ? 0 : spec.min;
  if (start < lowest || start > spec.max) return `取值应在 ${spec.min}-${spec.max} 之间`;
  if (step < 1 || (endText === undefined && step > spec.maxStep)) return `间隔应在 1-${spec.maxStep} 之间`;
  if (!every && endText === undefined && stepText === undefined) {
    into.add(start);
    return null;
  }
  let end = endText === undefined ? spec.max : Number(endText);
  if (end < spec.min || end > spec.max) return `取值应在 ${spec.min}-${spec.max} 之间`;
  const wraps = end < start;
  if (wraps && spec.modulus === null) return '区间的开始不能大于结束';
  if (wraps) end += spec.modulus!;
  for (let value = start; value <= end; value += step) {
    if (!wraps) into.add(value);
    else into.add(value % spec.modulus! === 0 && spec.min === 1 ? spec.modulus! : value % spec.modulus!);
  }
  return null;
}

function readValues(key: FieldKey, text: string, spec: FieldSpec): FieldResult<Set<number>> {
  const values = new Set<number>();
  for (const item of namesToNumbers(key, text).split(',')) {
    const problem = addItem(key, item, spec, values);
    if (problem) return { ok: false, reason: problem };
  }
  return { ok: true, value: values };
}

const sorted = (values: Set<number>) => [...values].sort((a, b) => a - b);

function readDay(text: string, spec: FieldSpec): FieldResult<DayRule> {
  if (text === '?') return { ok: true, value: { kind: 'unspecified' } };
  const last = /^L(?:-(\d+))?(W?)$/.exec(text);
  if (last) {
    const offset = Number(last[1] ?? 0);
    if (offset > 30) return { ok: false, reason: 'L- 之后应为 0-30' };
    return { ok: true, value: { kind: 'lastDay', offset, weekday: last[2] === 'W' } };
  }
  const nearest = /^(\d+)W$/.exec(text);
  if (nearest) {
    const day = Number(nearest[1]);
    if (day < 1 || day > 31) return { ok: false, reason: '取值应在 1-31 之间' };
    return { ok: true, value: { kind: 'nearestWeekday', day } };
  }
  if (/[LW]/.test(text)) return { ok: false, reason: '“L”和“W”只能单独使用，不能与其他值组成列表' };
  const values = readValues('day', text, spec);
  return values.ok ? { ok: true, value: { kind: 'days', days: values.value } } : values;
}

function readWeek(text: string, spec: FieldSpec): FieldResult<WeekRule> {
  if (text === '?') return { ok: true, value: { kind: 'unspecified' } };
  const numbered = namesToNumbers('week', text);
  // Quartz reads a lone L in the week field as its last day, Saturday.
  if (numbered === 'L') return { ok: true, value: { kind: 'weekdays', weekdays: new Set([7]) } };
  const special = /^(\d+)(L|#(\d+))$/.exec(numbered);
  if (special) {
    const weekday = Number(special[1]);
    if (weekday < 1 || weekday > 7) return { ok: false, reason: '取值应在 1-7 之间' };
    if (special[2] === 'L') return { ok: true, value: { kind: 'lastOfMonth', weekday } };
    const nth = Number(special[3]);
    if (nth < 1 || nth > 5) return { ok: false, reason: '# 之后应为 1-5' };
    return { ok: true, value: { kind: 'nth', weekday, nth } };
  }
  if (/[L#]/.test(numbered)) return { ok: false, reason: '“L”和“#”只能单独使用，不能与其他值组成列表' };
  const values = readValues('week', numbered, spec);
  return values.ok ? { ok: true, value: { kind: 'weekdays', weekdays: values.value } } : values;
}

/**
 * Reads a Quartz expression (six fields, or seven with the year) as Quartz 2.3 does, including what the tabs
 * cannot show: steps on ranges (`10-20/3`), wrap-around ranges (`22-2`, `FRI-MON`, `11-2`, `50-10`), `L-3W`,
 * `L` alone in the week field and year steps from 0 (`0/5`). Years are taken from 1970 to 100 years on.
 */
export function readSchedule(expression: string, currentYear: number): ReadSchedule {
  const split = splitExpression(expression);
  if (!split.ok) return { ok: false, field: null, message: split.message };
  const texts = Object.fromEntries(FIELD_KEYS.map((key) => [key, split.fields[key].trim().toUpperCase()])) as Record<FieldKey, string>;
  const problems: { key: FieldKey; reason: string }[] = [];
  const valuesOf = (key: FieldKey): Set<number> => {
    if (texts[key] === '?') problems.push({ key, reason: '只有“日”和“周”可以为“?”' });
    const read = readValues(key, texts[key], specOf(key, currentYear));
    if (read.ok) return read.value;
    problems.push({ key, reason: read.reason });
    return new Set();
  };
  const seconds = valuesOf('second');
  const minutes = valuesOf('minute');
  const hours = valuesOf('hour');
  const day = readDay(texts.day, specOf('day', currentYear));
  if (!day.ok) problems.push({ key: 'day', reason: day.reason });
  const months = valuesOf('month');
  const week = readWeek(texts.week, specOf('week', currentYear));
  if (!week.ok) problems.push({ key: 'week', reason: week.reason });
  const years = texts.year === '*' ? null : valuesOf('year');

  const first = FIELD_KEYS.map((key) => problems.find((problem) => problem.key === key)).find(Boolean);
  if (first) return { ok: false, field: first.key, message: `“${FIELD_LABELS[first.key]}”字段有误：${first.reason}` };
  if (!day.ok || !week.ok) return { ok: false, field: null, message: '无法识别' };
  const dayUnset = day.value.kind === 'unspecified';
  if (dayUnset === (week.value.kind === 'unspecified')) {
    const message = dayUnset ? '“日”和“周”不能同时为“?”' : '“日”和“周”必须有一个为“?”';
    return { ok: false, field: 'week', message };
  }
  return {
    ok: true,
    schedule: { seconds: sorted(seconds), minutes: sorted(minutes), hours: sorted(hours), day: day.value, months, week: week.value, years },
  };
}
