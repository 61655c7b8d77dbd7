// Quartz cron expressions as the scheduler of the mock reads them: which seconds an expression fires at, in China
// time (upstream's servers run in GMT+8). The client's cron editor has its own reading for the preview
// (client/src/widgets/cron-editor/model/quartz-schedule.ts); both are checked against the same vectors printed
// by Quartz 2.3.2 (quartz-cron.test.ts reads the client's golden file).

const CHINA_OFFSET_MS = 8 * 3_600_000;
/** Quartz looks 100 years ahead; so does the search for the next fire time. */
const YEARS_AHEAD = 100;

type DayRule =
  | { kind: 'unspecified' }
  | { kind: 'days'; days: Set<number> }
  | { kind: 'lastDay'; offset: number; weekday: boolean }
  | { kind: 'nearestWeekday'; day: number };

type WeekRule =
  | { kind: 'unspecified' }
  | { kind: 'weekdays'; weekdays: Set<number> }
  | { kind: 'lastOfMonth'; weekday: number }
  | { kind: 'nth'; weekday: number; nth: number };

export interface CronSchedule {
  seconds: Set<number>;
  minutes: Set<number>;
  hours: Set<number>;
  day: DayRule;
  months: Set<number>;
  week: WeekRule;
  years: Set<number> | null;
}

export type ReadCron = { ok: true; schedule: CronSchedule } | { ok: false; message: string };

const FIELD_NAMES = ['秒', '分', '时', '日', '月', '周', '年'];
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

interface Spec {
  min: number;
  max: number;
  /** Modulus of a wrap-around range (`22-2` hours); null where Quartz refuses one (years). */
  modulus: number | null;
  /** Largest step after `*` or a bare start. */
  maxStep: number;
}

const specs = (year: number): Spec[] => [
  { min: 0, max: 59, modulus: 60, maxStep: 59 },
  { min: 0, max: 59, modulus: 60, maxStep: 59 },
  { min: 0, max: 23, modulus: 24, maxStep: 23 },
  { min: 1, max: 31, modulus: 31, maxStep: 31 },
  { min: 1, max: 12, modulus: 12, maxStep: 12 },
  { min: 1, max: 7, modulus: 7, maxStep: 7 },
  { min: 1970, max: year + YEARS_AHEAD, modulus: null, maxStep: Number.MAX_SAFE_INTEGER },
];

function withNumbers(text: string, names: string[] | null): string {
  return names ? text.replace(/[A-Z]{3}/g, (name) => (names.includes(name) ? String(names.indexOf(name) + 1) : name)) : text;
}

/** `*`, `*‍/N`, `A`, `A/N`, `A-B`, `A-B/N` items of a list; a range whose start is past its end wraps round. */
function readValues(text: string, spec: Spec, isYear: boolean): Set<number> | string {
  const values = new Set<number>();
  for (const item of text.split(',')) {
    const match = /^(\*|\d+)(?:-(\d+))?(?:\/(\d+))?$/.exec(item);
    if (!match || (match[1] === '*' && match[2] !== undefined)) return `无法识别“${item}”`;
    const every = match[1] === '*';
    const start = every ? spec.min : Number(match[1]);
    const step = match[3] === undefined ? 1 : Number(match[3]);
    const lowest = isYear && match[3] !== undefined && match[2] === undefined ? 0 : spec.min;
    if (start < lowest || start > spec.max) return `取值应在 ${spec.min}-${spec.max} 之间`;
    if (step < 1 || (match[2] === undefined && step > spec.maxStep)) return `间隔应在 1-${spec.maxStep} 之间`;
    if (!every && match[2] === undefined && match[3] === undefined) {
      values.add(start);
      continue;
    }
    let end = match[2] === undefined ? spec.max : Number(match[2]);
    if (end < spec.min || end > spec.max) return `取值应在 ${spec.min}-${spec.max} 之间`;
    const wraps = end < start;
    if (wraps && spec.modulus === null) return '区间的开始不能大于结束';
    if (wraps) end += spec.modulus!;
    for (let value = start; value <= end; value += step) {
      const wrapped = wraps ? value % spec.modulus! : value;
      values.add(wraps && wrapped === 0 && spec.min === 1 ? spec.modulus! : wrapped);
    }
  }
  return values;
}

function readDay(text: string, spec: Spec): DayRule | string {
  if (text === '?') return { kind: 'unspecified' };
  const last = /^L(?:-(\d+))?(W?)$/.exec(text);
  if (last) {
    const offset = Number(last[1] ?? 0);
    return offset > 30 ? 'L- 之后应为 0-30' : { kind: 'lastDay', offset, weekday: last[2] === 'W' };
  }
  const nearest = /^(\d+)W$/.exec(text);
  if (nearest) {
    const day = Number(nearest[1]);
    return day < 1 || day > 31 ? '取值应在 1-31 之间' : { kind: 'nearestWeekday', day };
  }
  if (/[LW]/.test(text)) return '“L”和“W”只能单独使用，不能与其他值组成列表';
  const days = readValues(text, spec, false);
  return typeof days === 'string' ? days : { kind: 'days', days };
}

function readWeek(text: string, spec: Spec): WeekRule | string {
  if (text === '?') return { kind: 'unspecified' };
  const numbered = withNumbers(text, WEEKDAYS);
  if (numbered === 'L') return { kind: 'weekdays', weekdays: new Set([7]) };
  const special = /^(\d+)(L|#(\d+))$/.exec(numbered);
  if (special) {
    const weekday = Number(special[1]);
    if (weekday < 1 || weekday > 7) return '取值应在 1-7 之间';
    if (special[2] === 'L') return { kind: 'lastOfMonth', weekday };
    const nth = Number(special[3]);
    return nth < 1 || nth > 5 ? '# 之后应为 1-5' : { kind: 'nth', weekday, nth };
  }
  if (/[L#]/.test(numbered)) return '“L”和“#”只能单独使用，不能与其他值组成列表';
  const weekdays = readValues(numbered, spec, false);
  return typeof weekdays === 'string' ? weekdays : { kind: 'weekdays', weekdays };
}

/** Reads an expression of six or seven fields as Quartz 2.3 does, or says in Chinese which field is wrong. */
export function readCron(expression: string, currentYear: number): ReadCron {
  const fields = expression.trim().toUpperCase().split(/\s+/).filter(Boolean);
  if (fields.length !== 6 && fields.length !== 7) return { ok: false, message: `cron表达式应为 6 或 7 个字段，当前为 ${fields.length} 个` };
  const spec = specs(currentYear);
  const problems: string[] = [];
  const values = (index: number, names: string[] | null = null): Set<number> => {
    const read = fields[index] === '?' ? '只有“日”和“周”可以为“?”' : readValues(withNumbers(fields[index]!, names), spec[index]!, index === 6);
    if (typeof read !== 'string') return read;
    problems.push(`“${FIELD_NAMES[index]}”字段有误：${read}`);
    return new Set();
  };
  const seconds = values(0);
  const minutes = values(1);
  const hours = values(2);
  const day = readDay(fields[3]!, spec[3]!);
  if (typeof day === 'string') problems.push(`“日”字段有误：${day}`);
  const months = values(4, MONTHS);
  const week = readWeek(fields[5]!, spec[5]!);
  if (typeof week === 'string') problems.push(`“周”字段有误：${week}`);
  const years = fields[6] === undefined || fields[6] === '*' ? null : values(6);
  if (problems.length > 0) return { ok: false, message: problems[0]! };
  if (typeof day === 'string' || typeof week === 'string') return { ok: false, message: '无法识别' };
  if ((day.kind === 'unspecified') === (week.kind === 'unspecified')) {
    return { ok: false, message: day.kind === 'unspecified' ? '“日”和“周”不能同时为“?”' : '“日”和“周”必须有一个为“?”' };
  }
  return { ok: true, schedule: { seconds, minutes, hours, day, months, week, years } };
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const weekdayOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1;

function nearestWeekday(year: number, month: number, target: number): number {
  const weekday = weekdayOf(year, month, target);
  if (weekday === 7) return target === 1 ? 3 : target - 1;
  if (weekday === 1) return target === daysInMonth(year, month) ? target - 2 : target + 1;
  return target;
}

function runsOnDay(schedule: CronSchedule, year: number, month: number, day: number): boolean {
  if ((schedule.years && !schedule.years.has(year)) || !schedule.months.has(month)) return false;
  const length = daysInMonth(year, month);
  const rule = schedule.day;
  if (rule.kind === 'days' && !rule.days.has(day)) return false;
  if (rule.kind === 'lastDay') {
    const target = length - rule.offset;
    if (target < 1 || day !== (rule.weekday ? nearestWeekday(year, month, target) : target)) return false;
  }
  if (rule.kind === 'nearestWeekday' && (rule.day > length || day !== nearestWeekday(year, month, rule.day))) return false;
  const week = schedule.week;
  const weekday = weekdayOf(year, month, day);
  if (week.kind === 'weekdays') return week.weekdays.has(weekday);
  if (week.kind === 'lastOfMonth') return weekday === week.weekday && day + 7 > length;
  if (week.kind === 'nth') return weekday === week.weekday && Math.ceil(day / 7) === week.nth;
  return true;
}

/** Whether the schedule fires at the second holding `epochMs`, in China time (or UTC with `utc`). */
export function firesAt(schedule: CronSchedule, epochMs: number, utc = false): boolean {
  const wall = new Date(epochMs + (utc ? 0 : CHINA_OFFSET_MS));
  return (
    schedule.seconds.has(wall.getUTCSeconds()) &&
    schedule.minutes.has(wall.getUTCMinutes()) &&
    schedule.hours.has(wall.getUTCHours()) &&
    runsOnDay(schedule, wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate())
  );
}

/** The first fire time strictly after `epochMs` (whole seconds), or null within Quartz's 100 years. */
export function nextFireTime(schedule: CronSchedule, epochMs: number, utc = false): number | null {
  const offset = utc ? 0 : CHINA_OFFSET_MS;
  const from = Math.floor((epochMs + offset) / 1000) * 1000;
  const lastYear = new Date(from).getUTCFullYear() + YEARS_AHEAD;
  const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);
  const [hours, minutes, seconds] = [sorted(schedule.hours), sorted(schedule.minutes), sorted(schedule.seconds)];
  for (let dayStart = Math.floor(from / 86_400_000) * 86_400_000; ; dayStart += 86_400_000) {
    const date = new Date(dayStart);
    if (date.getUTCFullYear() > lastYear) return null;
    if (!runsOnDay(schedule, date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())) continue;
    for (const hour of hours) {
      for (const minute of minutes) {
        for (const second of seconds) {
          const at = dayStart + ((hour * 60 + minute) * 60 + second) * 1000;
          if (at > from) return at - offset;
        }
      }
    }
  }
}
