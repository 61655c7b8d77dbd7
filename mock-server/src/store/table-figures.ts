// The store seen as the cache server it stands in for (缓存服务): its tables, their rows and the bytes they take
// serialised. Serialising the whole store takes a few hundred milliseconds, too long for a page that reads it every
// 3 s: each row's size is kept until the row changes (its updateTime, which every update through the entity kit
// stamps), so a reading after a write serialises only the rows written.
import type { Store } from './store.js';

export interface TableFigure {
  table: string;
  rows: number;
  bytes: number;
}

const rowSizes = new WeakMap<object, { stamp: unknown; bytes: number }>();

function bytesOfRow(row: unknown): number {
  if (typeof row !== 'object' || row === null) return Buffer.byteLength(JSON.stringify(row) ?? 'null');
  const stamp = (row as { updateTime?: unknown }).updateTime;
  const known = rowSizes.get(row);
  if (known && known.stamp === stamp) return known.bytes;
  const bytes = Buffer.byteLength(JSON.stringify(row));
  rowSizes.set(row, { stamp, bytes });
  return bytes;
}

/** What JSON.stringify(rows) would weigh: the rows, the commas between them and the brackets. */
function bytesOfTable(rows: unknown): number {
  if (!Array.isArray(rows)) return Buffer.byteLength(JSON.stringify(rows) ?? '');
  let bytes = 2 + Math.max(0, rows.length - 1);
  for (const row of rows) bytes += bytesOfRow(row);
  return bytes;
}

export function tableFigures(store: Store): TableFigure[] {
  return store.memo('monitor:table-figures', () =>
    Object.entries(store.data).map(([table, rows]) => ({ table, rows: Array.isArray(rows) ? rows.length : 1, bytes: bytesOfTable(rows) })),
  );
}
