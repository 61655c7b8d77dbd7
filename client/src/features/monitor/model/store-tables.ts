// The mock's store lists its tables in the cache INFO as `table.<name>` = `rows=<n>,bytes=<n>`; a real Redis has none.
import type { RedisInfoItem } from '../api/monitor-api';

export interface StoreTable {
  table: string;
  rows: number;
  bytes: number;
}

export function storeTablesOf(items: readonly RedisInfoItem[]): StoreTable[] {
  return items.flatMap((item) => {
    const match = /^rows=(\d+),bytes=(\d+)$/.exec(item.value);
    return item.key.startsWith('table.') && match ? [{ table: item.key.slice('table.'.length), rows: Number(match[1]), bytes: Number(match[2]) }] : [];
  });
}
