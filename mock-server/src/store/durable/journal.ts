// Durable writes for --data-dir: the store's changes go to an append-only journal, one line per group commit, on
// disk (O_DSYNC) before any write it holds is answered; on start the snapshot is read and the journal replayed over it; once
// the journal has grown by `compactAfterBytes`, the state is written as a new snapshot in the background and the
// journal segments it covers are deleted. Files of the data dir:
//   store.snapshot          the store as of entry `seq` (snapshot-file.ts)
//   journal-000001.log …    the entries, one segment per start or compaction (journal-lines.ts)
// See docs/architecture.md (the mock server) and docs/decisions.md (durable writes).
import { constants, mkdirSync, readdirSync, readFileSync, rmSync, statSync, truncateSync } from 'node:fs';
import { open, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { syncDirectory, syncDirectoryNow } from '../../lib/durable-files.js';
import type { Store } from '../store.js';
import { ChangeTracker } from './change-tracker.js';
import { encodeEntry, JournalDamagedError, readSegment } from './journal-lines.js';
import { readSnapshot, writeSnapshot, writeSnapshotNow } from './snapshot-file.js';
import { applyChange } from './table-changes.js';

export interface JournalOptions {
  /** Journal bytes after which the state is compacted into a new snapshot. Default 16 MB. */
  compactAfterBytes?: number;
  /** Where a background failure is reported (a compaction that could not be written). */
  log?: (message: string) => void;
}

const SEGMENT = /^journal-(\d{6,})\.log$/;
/** Appends that return once on disk (O_DSYNC): one call per commit instead of a write and an fdatasync. */
const DURABLE_APPEND = constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | constants.O_DSYNC;
const segmentName = (number: number) => `journal-${String(number).padStart(6, '0')}.log`;
const DEFAULT_COMPACT_AFTER = 16 * 1024 * 1024;

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

export class Journal {
  private seq = 0;
  private segment = 0;
  private handle: FileHandle | null = null;
  /** Journal bytes written since the last snapshot. */
  private bytes = 0;
  private waiting: Waiter[] = [];
  private flushing: Promise<void> | null = null;
  private scheduled = false;
  private lastCommitSize = 0;
  private compaction: Promise<void> | null = null;
  /** A failed journal write: nothing more is acknowledged (memory holds changes the disk may not). */
  private failure: Error | null = null;
  private readonly compactAfterBytes: number;
  private readonly log: (message: string) => void;

  private constructor(
    private readonly dataDir: string,
    private readonly tracker: ChangeTracker,
    options: JournalOptions,
  ) {
    this.compactAfterBytes = options.compactAfterBytes ?? DEFAULT_COMPACT_AFTER;
    this.log = options.log ?? ((message) => console.error(message));
  }

  /**
   * Reads the data dir into `store` (snapshot, then the journal) and starts journaling its changes. Throws, naming
   * the file, when the snapshot or a journal line before the last is damaged: the server must not start on it.
   */
  static async open(store: Store, dataDir: string, options: JournalOptions = {}): Promise<Journal> {
    mkdirSync(dataDir, { recursive: true });
    for (const name of readdirSync(dataDir)) if (name.endsWith('.tmp')) rmSync(join(dataDir, name), { force: true });
    const snapshot = readSnapshot(dataDir);
    const seedKeys = Object.keys(store.data);
    if (snapshot) store.restore(snapshot.data);
    const journal = new Journal(dataDir, new ChangeTracker(), options);
    journal.seq = snapshot?.seq ?? 0;
    const segments = journal.replay(store.data as unknown as Record<string, unknown>);
    store.changed();
    store.observeWith(journal.tracker);
    // A new data dir, an old-format one, or a snapshot without a table this version seeds: the state is written whole
    // now, so that the journal's row changes always apply to the rows they were computed from.
    const incomplete = snapshot && seedKeys.some((key) => !(key in snapshot.data));
    if (!snapshot || snapshot.legacy || incomplete) {
      writeSnapshotNow(dataDir, JSON.stringify(journal.tracker.data), journal.seq);
      for (const number of segments) rmSync(join(dataDir, segmentName(number)), { force: true });
      segments.length = 0;
      journal.bytes = 0;
    }
    journal.segment = (segments.at(-1) ?? 0) + 1;
    journal.handle = await open(join(dataDir, segmentName(journal.segment)), DURABLE_APPEND, 0o644);
    syncDirectoryNow(dataDir);
    return journal;
  }

  /** Applies the journal's entries after the snapshot's; answers the segment numbers found, in order. */
  private replay(data: Record<string, unknown>): number[] {
    const numbers = readdirSync(this.dataDir)
      .map((name) => SEGMENT.exec(name)?.[1])
      .filter((digits): digits is string => digits !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
    for (const number of numbers) {
      const file = join(this.dataDir, segmentName(number));
      const read = readSegment(file, readFileSync(file));
      // A torn last line was never acknowledged: it is cut off, so that later lines follow whole ones.
      if (read.tornTail) truncateSync(file, read.validBytes);
      this.bytes += read.validBytes;
      for (const entry of read.entries) {
        if (entry.seq <= this.seq) continue;
        if (entry.seq !== this.seq + 1) {
          throw new JournalDamagedError(`the journal ${file} holds entry ${entry.seq} where ${this.seq + 1} was expected (entries are missing): the data dir cannot be read back`);
        }
        try {
          for (const change of entry.changes) applyChange(data, change);
        } catch (error) {
          throw new JournalDamagedError(`the journal ${file} entry ${entry.seq} does not apply to the snapshot (${(error as Error).message}): the data dir cannot be read back`);
        }
        this.seq = entry.seq;
      }
    }
    return numbers;
  }

  /** A write request's handler starts (its tables stay noted until it ends, see ChangeTracker). */
  beginWrite(): void {
    this.tracker.beginWrite();
  }

  endWrite(): void {
    this.tracker.endWrite();
  }

  /**
   * Resolves once every change made so far is on disk: the next group commit journals the changes of every table
   * used since the previous one, in one line, and fsyncs it. Writes that end while a commit is being fsync'd share
   * the next one.
   */
  commit(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.flushing || this.scheduled) return;
    this.scheduled = true;
    const start = () => {
      this.scheduled = false;
      const size = this.waiting.length;
      this.flushing = this.flush().finally(() => {
        this.flushing = null;
        this.lastCommitSize = size;
        if (this.waiting.length) this.schedule();
      });
    };
    // The writes answered in this turn of the event loop join the same commit. When fewer wait than shared the last
    // commit, the writers it just answered are likely sending their next write: a millisecond lets them join, rather
    // than splitting the writers into two groups that take turns (half the writes per fsync).
    if (this.waiting.length < this.lastCommitSize) setTimeout(start, 1);
    else setImmediate(start);
  }

  private async flush(): Promise<void> {
    const waiters = this.waiting;
    this.waiting = [];
    try {
      if (this.failure) throw this.failure;
      const changes = this.tracker.changes();
      if (changes.length) {
        const seq = this.seq + 1;
        const line = encodeEntry({ seq, changes });
        // The state as of this entry, captured now (before any other handler runs) when a compaction is due.
        const due = this.compaction === null && this.bytes + line.length >= this.compactAfterBytes;
        const state = due ? JSON.stringify(this.tracker.data) : null;
        // O_DSYNC: the line is on disk when the write returns.
        await (this.handle as FileHandle).write(line);
        this.seq = seq;
        this.bytes += line.length;
        if (state !== null) await this.startCompaction(state, seq);
      }
      for (const waiter of waiters) waiter.resolve();
    } catch (error) {
      this.failure ??= error as Error;
      this.log(`mock server: the journal in ${this.dataDir} could not be written (${(error as Error).message}); writes are refused from now on`);
      for (const waiter of [...waiters, ...this.waiting.splice(0)]) waiter.reject(this.failure);
    }
  }

  /** Moves appends to a new segment, then writes the snapshot of `seq` and deletes the segments it covers. */
  private async startCompaction(state: string, seq: number): Promise<void> {
    const covered = this.segment;
    const previous = this.handle as FileHandle;
    this.segment++;
    this.handle = await open(join(this.dataDir, segmentName(this.segment)), DURABLE_APPEND, 0o644);
    await syncDirectory(this.dataDir);
    await previous.close();
    this.bytes = 0;
    this.compaction = (async () => {
      await writeSnapshot(this.dataDir, state, seq);
      for (const name of readdirSync(this.dataDir)) {
        const number = Number(SEGMENT.exec(name)?.[1]);
        if (number <= covered) await rm(join(this.dataDir, name), { force: true });
      }
      await syncDirectory(this.dataDir);
    })()
      .catch((error: unknown) => this.log(`mock server: compaction of ${this.dataDir} failed (${(error as Error).message}); the journal is kept`))
      .finally(() => {
        this.compaction = null;
      });
  }

  /** Waits for the commit and compaction under way, then closes the segment. */
  async close(): Promise<void> {
    while (this.flushing || this.scheduled || this.waiting.length) {
      if (this.flushing) await this.flushing;
      else await new Promise((resolve) => setImmediate(resolve));
    }
    await this.compaction;
    await this.handle?.close();
    this.handle = null;
  }

  /** Figures for tests and benchmarks. */
  get stats(): { seq: number; segment: number; journalBytes: number; compacting: boolean } {
    return { seq: this.seq, segment: this.segment, journalBytes: this.bytes, compacting: this.compaction !== null };
  }
}

/** The size of every journal segment in a data dir (for tests and benchmarks). */
export function journalSegments(dataDir: string): Array<{ name: string; bytes: number }> {
  return readdirSync(dataDir)
    .filter((name) => SEGMENT.test(name))
    .sort()
    .map((name) => ({ name, bytes: statSync(join(dataDir, name)).size }));
}
