// pageOf with `memoAs`: the filtered and sorted rows are kept per query for the data revision, and a page is a slice.
import { describe, expect, it } from 'vitest';
import type { EntityFields } from '../query/field-types.js';
import { Store } from '../store/store.js';
import { pageOf } from './rows.js';

const FIELDS: EntityFields = { id: { type: 'string' }, name: { type: 'string' }, rank: { type: 'number' } };
const newStore = () => new Store({ tokenTtlMs: 60_000, now: Date.now });
const rowsOf = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `r${i}`, name: `行${i}`, rank: i % 5 }));
const records = (answer: ReturnType<typeof pageOf>) => answer.result?.records.map((row) => (row as { id: string }).id);

describe('pageOf memoAs', () => {
  it('answers every page and filter as the plain list does', () => {
    const store = newStore();
    const rows = rowsOf(57);
    for (const query of [
      { pageNo: '1', pageSize: '10', column: 'rank', order: 'asc' },
      { pageNo: '3', pageSize: '10', column: 'rank', order: 'asc' },
      { pageNo: '2', pageSize: '10', name: '*行1*', column: 'id', order: 'desc' },
      { pageNo: '6', pageSize: '10' },
    ]) {
      expect(pageOf(store, rows, query, FIELDS, { memoAs: 'demo' }).result).toEqual(pageOf(store, rows, query, FIELDS).result);
    }
  });

  it('filters and sorts once per query, whatever the page, until the data changes', () => {
    const store = newStore();
    const rows = rowsOf(30);
    const first = records(pageOf(store, rows, { pageNo: '1', pageSize: '10', column: 'rank', order: 'asc' }, FIELDS, { memoAs: 'demo' }));
    rows.unshift({ id: 'new', name: '新', rank: -1 });
    // Same revision: the kept rows are paged, the unannounced change is not seen.
    expect(records(pageOf(store, rows, { pageNo: '1', pageSize: '10', column: 'rank', order: 'asc', _t: '9' }, FIELDS, { memoAs: 'demo' }))).toEqual(first);
    store.changed();
    expect(records(pageOf(store, rows, { pageNo: '1', pageSize: '10', column: 'rank', order: 'asc' }, FIELDS, { memoAs: 'demo' }))?.[0]).toBe('new');
  });

  it('answers a sort by an unknown column with the upstream message, not from a cache', () => {
    const store = newStore();
    const answer = pageOf(store, rowsOf(3), { column: 'nope', order: 'asc' }, FIELDS, { memoAs: 'demo' });
    expect(answer.success).toBe(false);
    expect(answer.message).toBe('请注意，将要排序的列字段不存在：nope');
  });
});
