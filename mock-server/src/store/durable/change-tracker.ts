// Which tables of the store may have changed since the last journal entry, and what they held then. The store's
// data is seen through a proxy that notes every table used (read or assigned): a handler changes rows in place
// after reading their table, so a table read may be a table changed. At a commit, each noted table is compared with
// its copy as last journaled (table-changes.ts) and the copy brought up to date. A table's copy is made the first
// time it is used, before anyone can change it.
import type { StoreData } from '../data.js';
import type { DataObserver } from '../data-observer.js';
import { cloneJson } from './json-values.js';
import { tableChange, type TableChange } from './table-changes.js';

export class ChangeTracker implements DataObserver {
  private raw: Record<string, unknown> = {};
  private installed = false;
  /** Each used table as last journaled. */
  private readonly journaled = new Map<string, unknown>();
  private readonly used = new Set<string>();
  /** The tables read by the memos being computed, innermost last. */
  private readonly recordings: Array<Set<string>> = [];
  /** Writes whose handler has not finished (an async one may hold a table across a commit). */
  private writesInFlight = 0;

  /** The data itself, not the proxy (compaction writes it whole; reading it notes nothing). */
  get data(): Record<string, unknown> {
    return this.raw;
  }

  observe(data: StoreData): StoreData {
    const next = data as unknown as Record<string, unknown>;
    if (this.installed) {
      // A new data object (a reset): every table of the old and the new one is compared at the next commit, the old
      // ones against what they held (copied now, if not yet), a table new to the data against nothing.
      for (const key of Object.keys(this.raw)) this.use(key);
      for (const key of Object.keys(next)) {
        if (!this.journaled.has(key)) this.journaled.set(key, undefined);
        this.used.add(key);
      }
    }
    this.installed = true;
    this.raw = next;
    return new Proxy(next, {
      get: (target, key) => {
        if (typeof key === 'string') this.use(key);
        return target[key as string];
      },
      set: (target, key, value) => {
        if (typeof key === 'string') this.use(key);
        target[key as string] = value;
        return true;
      },
      deleteProperty: (target, key) => {
        if (typeof key === 'string') this.use(key);
        return delete target[key as string];
      },
    }) as unknown as StoreData;
  }

  private use(key: string): void {
    if (!this.journaled.has(key)) this.journaled.set(key, cloneJson(this.raw[key]));
    this.used.add(key);
    this.recordings.at(-1)?.add(key);
  }

  recording<T>(compute: () => T): { value: T; reads: readonly string[] } {
    const reads = new Set<string>();
    this.recordings.push(reads);
    try {
      const value = compute();
      return { value, reads: [...reads] };
    } finally {
      this.recordings.pop();
      // What an inner memo read, the outer one read too.
      const outer = this.recordings.at(-1);
      if (outer) for (const key of reads) outer.add(key);
    }
  }

  reused(reads: readonly string[]): void {
    for (const key of reads) this.use(key);
  }

  beginWrite(): void {
    this.writesInFlight++;
  }

  endWrite(): void {
    this.writesInFlight = Math.max(0, this.writesInFlight - 1);
  }

  /** The changes of the used tables since the last call; afterwards the copies match the data. */
  changes(): TableChange[] {
    const changes: TableChange[] = [];
    for (const key of this.used) {
      const { change, after } = tableChange(key, this.raw[key], this.journaled.get(key));
      this.journaled.set(key, after);
      if (change) changes.push(change);
    }
    // A write still running may change a table it read before this commit: its tables stay noted until it ends.
    if (this.writesInFlight === 0) this.used.clear();
    return changes;
  }
}
