import { splitExpression } from './expression';

/** The preview ignores the year (近十次执行时间（不含年）): the year field becomes `*`. */
export function previewExpression(expression: string): string {
  const split = splitExpression(expression);
  if (!split.ok) return expression;
  const { second, minute, hour, day, month, week } = split.fields;
  return [second, minute, hour, day, month, week, '*'].join(' ');
}
