// With a data dir, the live sessions are kept beside the journal (sessions.json): upstream's tokens live in Redis and
// outlive a restart of the backend, so a restarted mock takes back its signed-in users and their pages' websockets
// reconnect. Written atomically (temporary file, then rename) after each write request and when the server closes;
// a session is not data a write acknowledges, so it is not journaled.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Session } from './sessions.js';
import type { Store } from './store.js';

const SESSIONS_FILE = 'sessions.json';

export function loadSessions(store: Store, dataDir: string): void {
  const file = join(dataDir, SESSIONS_FILE);
  if (existsSync(file)) store.sessions.restore(JSON.parse(readFileSync(file, 'utf8')) as Session[]);
}

export function saveSessions(store: Store, dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SESSIONS_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(store.sessions.records()));
  renameSync(temporary, file);
}
