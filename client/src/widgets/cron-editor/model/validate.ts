import { splitExpression } from './expression';
import { FIELD_KEYS, FIELD_LABELS, type FieldKey } from './fields';
import { parseField } from './parse-field';
import type { FieldMode } from './field-mode';
import { readSchedule } from './quartz-schedule';

export interface CronProblem {
  /** The field at fault, or null when the expression as a whole is malformed. */
  field: FieldKey | null;
  message: string;
}

export type ParsedExpression =
  | { ok: true; modes: Record<FieldKey, FieldMode> }
  | { ok: false; problem: CronProblem };

/**
 * Reads an existing expression back into the modes the tabs show, or names the first field that is wrong. Quartz
 * takes more than the tabs show (`22-2`, `10-20/3`, `L-3W`): such an expression is valid but has no modes.
 */
export function parseExpression(expression: string, currentYear: number): ParsedExpression {
  const split = splitExpression(expression);
  if (!split.ok) return { ok: false, problem: { field: null, message: split.message } };
  const modes = {} as Record<FieldKey, FieldMode>;
  for (const key of FIELD_KEYS) {
    const parsed = parseField(key, split.fields[key], currentYear);
    if (!parsed.ok) {
      return { ok: false, problem: { field: key, message: `“${FIELD_LABELS[key]}”字段有误：${parsed.reason}` } };
    }
    modes[key] = parsed.mode;
  }
  const dayUnset = modes.day.kind === 'unspecified';
  const weekUnset = modes.week.kind === 'unspecified';
  if (dayUnset === weekUnset) {
    const message = dayUnset ? '“日”和“周”不能同时为“?”' : '“日”和“周”必须有一个为“?”';
    return { ok: false, problem: { field: 'week', message } };
  }
  return { ok: true, modes };
}

/** Null when Quartz would accept the expression, else a Chinese message naming the wrong field. */
export function validateExpression(expression: string, currentYear: number): CronProblem | null {
  const read = readSchedule(expression, currentYear);
  return read.ok ? null : { field: read.field, message: read.message };
}
