// The journal's text: one line per group commit, `<crc32 of the JSON, 8 hex digits> <JSON>\n`, the JSON holding the
// entry's sequence number and its table changes. Reading a segment keeps the lines up to the first one that is cut
// short or does not match its checksum; that line must be the last (a write the crash interrupted, never
// acknowledged), anything after it means the file is damaged.
import { crc32 } from 'node:zlib';
import type { TableChange } from './table-changes.js';

export interface JournalEntry {
  seq: number;
  changes: TableChange[];
}

const NEWLINE = 0x0a;

export function encodeEntry(entry: JournalEntry): Buffer {
  const json = Buffer.from(JSON.stringify(entry));
  const sum = crc32(json).toString(16).padStart(8, '0');
  return Buffer.concat([Buffer.from(`${sum} `), json, Buffer.from('\n')]);
}

export interface ReadSegment {
  entries: JournalEntry[];
  /** Bytes of the whole lines kept: a torn tail starts here. */
  validBytes: number;
  /** Whether something after the valid lines was dropped (a torn last line). */
  tornTail: boolean;
}

export class JournalDamagedError extends Error {}

/** The entries of a segment's bytes; throws JournalDamagedError (naming `file`) for a damaged line before the last. */
export function readSegment(file: string, bytes: Buffer): ReadSegment {
  const entries: JournalEntry[] = [];
  let start = 0;
  let line = 0;
  while (start < bytes.length) {
    const end = bytes.indexOf(NEWLINE, start);
    line++;
    const entry = end < 0 ? null : decodeLine(bytes.subarray(start, end));
    if (!entry) {
      // A line cut short or garbled: acceptable only as the file's end (nothing but a torn write after it).
      const rest = end < 0 ? -1 : bytes.indexOf(NEWLINE, end + 1);
      if (rest >= 0) throw new JournalDamagedError(`the journal ${file} is damaged at line ${line} (lines after it are whole): the data dir cannot be read back`);
      return { entries, validBytes: start, tornTail: true };
    }
    entries.push(entry);
    start = end + 1;
  }
  return { entries, validBytes: start, tornTail: false };
}

function decodeLine(line: Buffer): JournalEntry | null {
  if (line.length < 10 || line[8] !== 0x20) return null;
  const json = line.subarray(9);
  if (crc32(json).toString(16).padStart(8, '0') !== line.subarray(0, 8).toString('latin1')) return null;
  try {
    const entry = JSON.parse(json.toString('utf8')) as JournalEntry;
    return Number.isInteger(entry.seq) && Array.isArray(entry.changes) ? entry : null;
  } catch {
    return null;
  }
}
