import { describe, expect, it } from 'vitest';
import { storeTablesOf } from './store-tables';

describe('the store tables in the cache INFO', () => {
  it('reads table.<name> entries and ignores the rest', () => {
    expect(
      storeTablesOf([
        { key: 'used_memory', value: '100', description: '' },
        { key: 'table.users', value: 'rows=12,bytes=3456', description: '' },
        { key: 'table.broken', value: 'twelve', description: '' },
      ]),
    ).toEqual([{ table: 'users', rows: 12, bytes: 3456 }]);
  });
});
