// The store seen as the cache server it stands in for (缓存服务): its tables, their rows and the bytes they take
// serialised. Computed once per change of the data (store.memo), as the cache page polls every few seconds.
import type { Store } from './store.js';

export interface TableFigure {
  table: string;
  rows: number;
  bytes: number;
}

export function tableFigures(store: Store): TableFigure[] {
  return store.memo('monitor:table-figures', () =>
    Object.entries(store.data).map(([table, rows]) => ({
      table,
      rows: Array.isArray(rows) ? rows.length : 1,
      bytes: Buffer.byteLength(JSON.stringify(rows) ?? ''),
    })),
  );
}
