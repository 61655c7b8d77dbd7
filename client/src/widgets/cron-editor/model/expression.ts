import { DEFAULT_FIELDS, FIELD_KEYS, type CronFields } from './fields';

export interface ExpressionShape {
  /** The 秒 tab is hidden: the expression keeps Quartz's seconds field, fixed at 0. */
  hideSecond?: boolean;
  /** The 年 tab is hidden: the expression has six fields (Quartz's year is optional). */
  hideYear?: boolean;
}

/** Joins the fields in Quartz order; an empty field is written as its default, `*` or `?` for week (001 §5). */
export function joinExpression(fields: CronFields, shape: ExpressionShape = {}): string {
  const text = (key: keyof CronFields) => fields[key].trim() || DEFAULT_FIELDS[key];
  const parts = FIELD_KEYS.filter((key) => key !== 'year' || !shape.hideYear).map((key) =>
    key === 'second' && shape.hideSecond ? '0' : text(key),
  );
  return parts.join(' ');
}

export type SplitExpression = { ok: true; fields: CronFields } | { ok: false; message: string };

/** Splits an expression of six (no year) or seven space-separated fields. */
export function splitExpression(expression: string): SplitExpression {
  const parts = expression.trim().split(/\s+/).filter(Boolean);
  if (parts.length !== 6 && parts.length !== 7) {
    return { ok: false, message: `cron表达式应为 6 或 7 个以空格分隔的字段（秒 分 时 日 月 周 年），当前为 ${parts.length} 个` };
  }
  const fields = Object.fromEntries(FIELD_KEYS.map((key, index) => [key, parts[index] ?? '*'])) as CronFields;
  return { ok: true, fields };
}
