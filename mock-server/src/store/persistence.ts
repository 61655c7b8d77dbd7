// Optional persistence: the store's data as one JSON file in the data dir, written atomically (temporary file,
// then rename) after each successful write request, and read back on start.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from './store.js';
import type { StoreData } from './data.js';

const FILE = 'store.json';

export function loadSnapshot(store: Store, dataDir: string): boolean {
  const file = join(dataDir, FILE);
  if (!existsSync(file)) return false;
  store.restore(JSON.parse(readFileSync(file, 'utf8')) as Partial<StoreData>);
  return true;
}

export function saveSnapshot(store: Store, dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(store.snapshot()));
  renameSync(temporary, file);
}
