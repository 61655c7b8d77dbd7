// What the finance handlers share: the answers' words, today in China, and the money checks.
import { dateText, dateTimeText } from '../../lib/dates.js';
import { hasCents } from '../../lib/money.js';
import { ok } from '../../envelope.js';
import type { HandlerContext } from '../../types.js';

export const ADDED = '添加成功！';
export const EDITED = '编辑成功!';
export const DELETED = '删除成功!';
export const BATCH_DELETED = '批量删除成功!';

export const say = (message: string) => ok(message, { message });
export const today = (ctx: HandlerContext) => dateText(ctx.now());
export const stamp = (ctx: HandlerContext) => dateTimeText(ctx.now());

/** The first amount with more than two decimals, as `<label>最多两位小数`, or null. */
export function centsProblem(amounts: Array<[label: string, value: number | null | undefined]>): string | null {
  const bad = amounts.find(([, value]) => typeof value === 'number' && !hasCents(value));
  return bad ? `${bad[0]}最多两位小数` : null;
}

/** Yuan as finance writes it in a message: ¥1,234.50. */
export const yuanText = (value: number) => `¥${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
