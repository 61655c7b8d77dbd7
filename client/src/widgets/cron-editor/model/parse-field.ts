import { quartzBounds, quartzMaxStep, type Bounds } from './bounds';
import { FIELD_MODE_KINDS, LAST_DAY_OFFSET_QUARTZ, NTH_BOUNDS, type FieldMode } from './field-mode';
import type { FieldKey } from './fields';

export type ParsedField = { ok: true; mode: FieldMode } | { ok: false; reason: string };

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** Quartz also takes JAN-DEC and SUN-SAT; the tabs show numbers (SUN=1 … SAT=7). */
function namesToNumbers(key: FieldKey, text: string): string {
  const names = key === 'month' ? MONTH_NAMES : key === 'week' ? WEEKDAY_NAMES : null;
  if (!names) return text;
  return text.toUpperCase().replace(/[A-Z]{3}/g, (name) => {
    const at = names.indexOf(name);
    return at < 0 ? name : String(at + 1);
  });
}

/**
 * Reads one field of an existing expression back into the mode a tab shows, or says why it cannot.
 * Years are read from 1970 (Quartz's first) to 100 years on; the editor itself emits from the current year.
 */
export function parseField(key: FieldKey, rawText: string, currentYear: number): ParsedField {
  const text = namesToNumbers(key, rawText.trim());
  const bounds: Bounds = key === 'year' ? { min: 1970, max: quartzBounds(key, currentYear).max } : quartzBounds(key, currentYear);
  const fail = (reason: string): ParsedField => ({ ok: false, reason });
  const inBounds = (n: number) => n >= bounds.min && n <= bounds.max;
  const outOfBounds = () => fail(`取值应在 ${bounds.min}-${bounds.max} 之间`);
  const allowed = (mode: FieldMode): ParsedField =>
    FIELD_MODE_KINDS[key].includes(mode.kind) ? { ok: true, mode } : fail(`不支持“${rawText.trim()}”`);

  if (text === '') return fail('不能为空');
  if (text === '*') return allowed({ kind: 'every' });
  if (text === '?') return allowed({ kind: 'unspecified' });
  if (text === 'L') return allowed({ kind: 'lastDay' });
  if (text === 'LW') return allowed({ kind: 'lastWeekday' });

  let match = /^(\d+)-(\d+)$/.exec(text);
  if (match) {
    const [start, end] = [Number(match[1]), Number(match[2])];
    if (!inBounds(start) || !inBounds(end)) return outOfBounds();
    if (start > end) return fail('区间的开始不能大于结束');
    return allowed({ kind: 'range', start, end });
  }
  match = /^(\d+|\*)\/(\d+)$/.exec(text);
  if (match) {
    const start = match[1] === '*' ? bounds.min : Number(match[1]);
    const step = Number(match[2]);
    if (!inBounds(start)) return outOfBounds();
    if (step < 1 || step > quartzMaxStep(key)) return fail(`间隔应在 1-${quartzMaxStep(key)} 之间`);
    return allowed({ kind: 'increment', start, step });
  }
  if (/^\d+(,\d+)*$/.test(text)) {
    const values = text.split(',').map(Number);
    if (!values.every(inBounds)) return outOfBounds();
    return allowed({ kind: 'specific', values });
  }
  match = /^L-(\d+)$/.exec(text);
  if (match && key === 'day') {
    const offset = Number(match[1]);
    if (offset < LAST_DAY_OFFSET_QUARTZ.min || offset > LAST_DAY_OFFSET_QUARTZ.max) return fail('L- 之后应为 1-30');
    return allowed({ kind: 'lastDayOffset', offset });
  }
  match = /^(\d+)W$/.exec(text);
  if (match && key === 'day') {
    const day = Number(match[1]);
    return inBounds(day) ? allowed({ kind: 'nearestWeekday', day }) : outOfBounds();
  }
  match = /^(\d+)L$/.exec(text);
  if (match && key === 'week') {
    const weekday = Number(match[1]);
    return inBounds(weekday) ? allowed({ kind: 'lastWeekdayOfMonth', weekday }) : outOfBounds();
  }
  match = /^(\d+)#(\d+)$/.exec(text);
  if (match && key === 'week') {
    const [weekday, nth] = [Number(match[1]), Number(match[2])];
    if (!inBounds(weekday)) return outOfBounds();
    if (nth < NTH_BOUNDS.min || nth > NTH_BOUNDS.max) return fail('# 之后应为 1-5');
    return allowed({ kind: 'nthWeekday', weekday, nth });
  }
  return fail(`无法识别“${rawText.trim()}”`);
}
