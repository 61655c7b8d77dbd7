import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firesAt, nextFireTime, readCron } from './quartz-cron.js';

interface Golden {
  from: string;
  vectors: { expression: string; next: string[] }[];
}

// The vectors Quartz 2.3.2 printed for the client's cron editor (its README says how).
const golden = JSON.parse(
  readFileSync(new URL('../../../client/src/widgets/cron-editor/golden/quartz-vectors.json', import.meta.url), 'utf8'),
) as Golden;
// Quartz 2.3.2 fires 31W on 30 April 2027 but not on 30 April 2026 nor in June; this reading never fires it in a 30-day month.
const QUARTZ_QUIRKS = new Set(['0 0 0 31W * ?']);

const iso = (epochMs: number) => new Date(epochMs).toISOString().replace('.000Z', 'Z');

describe('the mock scheduler reads cron expressions as Quartz does', () => {
  it.each(golden.vectors.filter((vector) => !QUARTZ_QUIRKS.has(vector.expression)))('$expression', ({ expression, next }) => {
    const read = readCron(expression, 2026);
    if (!read.ok) throw new Error(read.message);
    const times: string[] = [];
    let at: number | null = Date.parse(golden.from);
    while (times.length < next.length && (at = nextFireTime(read.schedule, at, true)) !== null) times.push(iso(at));
    expect(times).toEqual(next);
    for (const time of next) expect(firesAt(read.schedule, Date.parse(time), true)).toBe(true);
  });

  it('fires in China time', () => {
    const read = readCron('0 0 9 * * ?', 2026);
    expect(read.ok && firesAt(read.schedule, Date.parse('2026-03-01T01:00:00Z'))).toBe(true);
  });

  it.each([
    ['0/60 * * * * ?', '“秒”字段有误：间隔应在 1-59 之间'],
    ['0 0 0 L,5 * ?', '“日”字段有误：“L”和“W”只能单独使用，不能与其他值组成列表'],
    ['0 0 0 ? * ?', '“日”和“周”不能同时为“?”'],
    ['0 0 0 * *', 'cron表达式应为 6 或 7 个字段，当前为 5 个'],
  ])('refuses %s', (expression, message) => {
    expect(readCron(expression, 2026)).toEqual({ ok: false, message });
  });
});
