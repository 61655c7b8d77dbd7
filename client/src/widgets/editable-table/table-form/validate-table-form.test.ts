import { describe, expect, it, vi } from 'vitest';
import type { CellError } from '../model/validate';
import { isTableFormFailure, openSubTable, SUB_TABLE_OPEN_FAILED, validateTableForm, VALIDATE_FAILED, type SubTable } from './validate-table-form';

const error = (key: string): CellError => ({ rowId: 'r1', rowIndex: 0, key, message: `${key}不能为空` });
function table(errors: CellError[], log: string[], name: string): SubTable {
  return {
    validateAll: async () => {
      log.push(`validate ${name}`);
      return errors;
    },
    getValues: async () => [{ id: `${name}-1` }],
  };
}

describe('table form submit (001 §5)', () => {
  it('B-FORM-01 B-FORM-02 validates the form first, then each sub-table in turn', async () => {
    const log: string[] = [];
    const answer = await validateTableForm({
      validateForm: async () => {
        log.push('form');
        return { name: '张三' };
      },
      tabs: [
        { key: 'education', open: async () => table([], log, 'education') },
        { key: 'work', open: async () => table([], log, 'work') },
      ],
      showTab: () => log.push('switched'),
    });
    expect(log).toEqual(['form', 'validate education', 'validate work']);
    expect(answer).toEqual({ main: { name: '张三' }, tables: { education: [{ id: 'education-1' }], work: [{ id: 'work-1' }] } });
  });

  it('B-FORM-03 B-FORM-04 on the first sub-table error switches to its tab and reports the key and errors', async () => {
    const log: string[] = [];
    const showTab = vi.fn();
    const failure = await validateTableForm({
      validateForm: async () => ({}),
      tabs: [
        { key: 'education', open: async () => table([], log, 'education') },
        { key: 'work', open: async () => table([error('company')], log, 'work') },
        { key: 'family', open: async () => table([error('relation')], log, 'family') },
      ],
      showTab,
    }).catch((reason: unknown) => reason);
    expect(showTab).toHaveBeenCalledExactlyOnceWith('work');
    expect(failure).toMatchObject({ tabKey: 'work', errors: [error('company')] });
    expect(log).toEqual(['validate education', 'validate work']);
  });

  it('B-FORM-05 failures carry the internal marker; a form failure stops before any table', async () => {
    const log: string[] = [];
    const failure = await validateTableForm({
      validateForm: () => Promise.reject({ errorFields: [{ name: ['name'] }] }),
      tabs: [{ key: 'education', open: async () => table([], log, 'education') }],
      showTab: () => undefined,
    }).catch((reason: unknown) => reason);
    expect(isTableFormFailure(failure)).toBe(true);
    expect((failure as Record<symbol, unknown>)[VALIDATE_FAILED]).toBe(true);
    expect(failure).toMatchObject({ tabKey: null, errors: { errorFields: [{ name: ['name'] }] } });
    expect(log).toEqual([]);
    expect(isTableFormFailure(new Error('other'))).toBe(false);
  });

  it('B-FORM-06 a sub-table that is not there after 3 retries fails with 打开子表失败', async () => {
    const get = vi.fn(() => null);
    const wait = vi.fn(async () => undefined);
    await expect(openSubTable(get, wait)).rejects.toThrow(SUB_TABLE_OPEN_FAILED);
    expect(get).toHaveBeenCalledTimes(4);
    expect(wait).toHaveBeenCalledTimes(3);
    let calls = 0;
    const late = table([], [], 'late');
    await expect(openSubTable(() => (++calls === 3 ? late : null), wait)).resolves.toBe(late);
  });
});
