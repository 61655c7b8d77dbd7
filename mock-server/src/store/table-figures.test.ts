import { describe, expect, it } from 'vitest';
import { Store } from './store.js';
import { tableFigures } from './table-figures.js';

describe('the store’s table figures', () => {
  it('weigh each table as JSON.stringify does, and follow a row changed in place once its updateTime moves', () => {
    const store = new Store({ tokenTtlMs: 3_600_000, now: Date.now });
    const positions = () => tableFigures(store).find((figure) => figure.table === 'positions')!;
    expect(positions()).toEqual({ table: 'positions', rows: store.data.positions.length, bytes: Buffer.byteLength(JSON.stringify(store.data.positions)) });
    const row = store.data.positions[0]!;
    Object.assign(row, { name: `${row.name}（改过的名称）`, updateTime: '2099-01-01 00:00:00' });
    store.changed();
    expect(positions().bytes).toBe(Buffer.byteLength(JSON.stringify(store.data.positions)));
  });
});
