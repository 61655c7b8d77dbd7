// Optional persistence: the store's data as one JSON file in the data dir, written atomically (temporary file,
// then rename) after each successful write request and when the server closes, and read back on start. The live
// sessions are kept beside it (sessions.json): upstream's tokens live in Redis and outlive a restart of the backend,
// so a restarted mock takes back its signed-in users and their pages' websockets reconnect.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from './store.js';
import type { StoreData } from './data.js';
import type { Session } from './sessions.js';

const FILE = 'store.json';
const SESSIONS_FILE = 'sessions.json';

function writeAtomically(dataDir: string, name: string, text: string): void {
  const file = join(dataDir, name);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

export function loadSnapshot(store: Store, dataDir: string): boolean {
  const sessions = join(dataDir, SESSIONS_FILE);
  if (existsSync(sessions)) store.sessions.restore(JSON.parse(readFileSync(sessions, 'utf8')) as Session[]);
  const file = join(dataDir, FILE);
  if (!existsSync(file)) return false;
  store.restore(JSON.parse(readFileSync(file, 'utf8')) as Partial<StoreData>);
  return true;
}

export function saveSnapshot(store: Store, dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeAtomically(dataDir, FILE, JSON.stringify(store.snapshot()));
  writeAtomically(dataDir, SESSIONS_FILE, JSON.stringify(store.sessions.records()));
}
