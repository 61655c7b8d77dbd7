// The snapshot: the whole store as of journal entry `seq`, in `store.snapshot`: a header line (format, seq, byte
// count and crc32 of the data) and the data's JSON. Written to a temporary name, fsync'd, renamed, and the folder
// fsync'd. A snapshot that does not match its header is refused, never replaced by seed data: the server does not
// start. A data dir from before the journal holds `store.json` (the data's JSON alone), read when there is no snapshot.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { syncDirectory, syncDirectoryNow } from '../../lib/durable-files.js';
import type { StoreData } from '../data.js';

export const SNAPSHOT_FILE = 'store.snapshot';
export const LEGACY_FILE = 'store.json';
const FORMAT = 'mis-mock-snapshot/1';

interface Header {
  format: string;
  seq: number;
  bytes: number;
  crc32: string;
}

export interface Snapshot {
  data: Partial<StoreData>;
  /** The last journal entry the snapshot holds (0: none). */
  seq: number;
  file: string;
  /** Read from the old single-file format. */
  legacy: boolean;
}

export class SnapshotDamagedError extends Error {}

const checksum = (bytes: Buffer) => crc32(bytes).toString(16).padStart(8, '0');

/** The data dir's snapshot, or null for a new data dir; throws SnapshotDamagedError naming the file. */
export function readSnapshot(dataDir: string): Snapshot | null {
  const file = join(dataDir, SNAPSHOT_FILE);
  if (existsSync(file)) return { ...parseSnapshot(file, readFileSync(file)), file, legacy: false };
  const legacy = join(dataDir, LEGACY_FILE);
  if (!existsSync(legacy)) return null;
  return { data: parseData(legacy, readFileSync(legacy)), seq: 0, file: legacy, legacy: true };
}

function parseSnapshot(file: string, bytes: Buffer): { data: Partial<StoreData>; seq: number } {
  const newline = bytes.indexOf(0x0a);
  let header: Header | null;
  try {
    header = newline < 0 ? null : (JSON.parse(bytes.subarray(0, newline).toString('utf8')) as Header);
  } catch {
    header = null;
  }
  if (!header || header.format !== FORMAT || !Number.isInteger(header.seq)) throw damaged(file, 'its header line is missing or unreadable');
  const body = bytes.subarray(newline + 1);
  if (body.length !== header.bytes) throw damaged(file, `it holds ${body.length} bytes of data where its header says ${header.bytes}`);
  if (checksum(body) !== header.crc32) throw damaged(file, 'its data does not match the checksum in its header');
  return { data: parseData(file, body), seq: header.seq };
}

function parseData(file: string, bytes: Buffer): Partial<StoreData> {
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw damaged(file, `it is not valid JSON (${(error as Error).message})`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw damaged(file, 'it does not hold the store’s tables');
  return data as Partial<StoreData>;
}

const damaged = (file: string, why: string) =>
  new SnapshotDamagedError(`The snapshot ${file} is damaged: ${why}. The mock server does not start on it (nothing was changed); restore the file from a copy, or move the data dir away to start from the seed.`);

function snapshotBytes(dataJson: string, seq: number): Buffer[] {
  const body = Buffer.from(dataJson);
  const header: Header = { format: FORMAT, seq, bytes: body.length, crc32: checksum(body) };
  return [Buffer.from(`${JSON.stringify(header)}\n`), body];
}

/** Writes the snapshot at once (start-up: a new data dir, an old-format one); durable when it returns. */
export function writeSnapshotNow(dataDir: string, dataJson: string, seq: number): void {
  const file = join(dataDir, SNAPSHOT_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    for (const part of snapshotBytes(dataJson, seq)) writeFileSync(fd, part);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  syncDirectoryNow(dataDir);
  rmSync(join(dataDir, LEGACY_FILE), { force: true });
}

/** The same in the background (compaction); durable when the promise settles. */
export async function writeSnapshot(dataDir: string, dataJson: string, seq: number): Promise<void> {
  const file = join(dataDir, SNAPSHOT_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    for (const part of snapshotBytes(dataJson, seq)) await handle.write(part);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file).catch(async (error: unknown) => {
    await rm(temporary, { force: true });
    throw error;
  });
  await syncDirectory(dataDir);
}
