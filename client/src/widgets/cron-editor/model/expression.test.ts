import { describe, expect, it } from 'vitest';
import { joinExpression, splitExpression } from './expression';
import { DEFAULT_FIELDS } from './fields';

const FIELDS = { second: '1', minute: '2', hour: '3', day: '4', month: '5', week: '?', year: '2030' };

describe('expression text', () => {
  it('B-CRON-15 seven space-separated fields: second, minute, hour, day, month, week, year', () => {
    expect(joinExpression(FIELDS)).toBe('1 2 3 4 5 ? 2030');
  });

  it('B-CRON-16 defaults are * except week ?', () => {
    expect(joinExpression(DEFAULT_FIELDS)).toBe('* * * * * ? *');
  });

  it('B-CRON-66 empty fields are written as * and week as ?', () => {
    expect(joinExpression({ ...FIELDS, minute: ' ', week: '', year: '' })).toBe('1 * 3 4 5 ? *');
  });

  it('a hidden year leaves six fields, a hidden second is 0', () => {
    expect(joinExpression(FIELDS, { hideYear: true })).toBe('1 2 3 4 5 ?');
    expect(joinExpression(FIELDS, { hideSecond: true })).toBe('0 2 3 4 5 ? 2030');
  });

  it('B-CRON-15 splits seven fields in order', () => {
    expect(splitExpression(' 1 2  3 4 5 ? 2030 ')).toEqual({ ok: true, fields: FIELDS });
  });

  it('six fields have year *', () => {
    expect(splitExpression('1 2 3 4 5 ?')).toEqual({ ok: true, fields: { ...FIELDS, year: '*' } });
  });

  it.each(['* * * * *', '* * * * * ? * *', ''])('“%s” has the wrong number of fields', (text) => {
    const split = splitExpression(text);
    expect(split.ok).toBe(false);
  });
});
