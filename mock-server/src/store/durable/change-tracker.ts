// Which tables of the store may have changed since the last journal entry, and what they held then. The store's
// data is seen through a proxy that notes every table used (read or assigned): a handler changes rows in place after
// reading their table, so a table read may be a table changed. A table that is a list is itself seen through a proxy
// that notes the rows handed out (read by index: find, filter, for…of all read so) and any write to the list (push,
// splice, an index assigned). At a commit each noted table is compared with its copy as last journaled
// (table-changes.ts), row by row only for the rows handed out or moved: a write that looks up its caller among 10 000
// users compares one user, not 10 000. A table's copy is made the first time it is used, before anyone can change it.
import type { StoreData } from '../data.js';
import type { DataObserver } from '../data-observer.js';
import { cloneJson } from './json-values.js';
import { tableChange, type MayDiffer, type TableChange } from './table-changes.js';

/** A list table as its proxy sees it. */
interface ListWatch {
  list: unknown[];
  view: unknown[];
  /** The rows handed out since the last commit. */
  handed: Set<object>;
  /** Every row may differ (a memo holding rows was used again, or the data was replaced). */
  all: boolean;
}

export class ChangeTracker implements DataObserver {
  private raw: Record<string, unknown> = {};
  private installed = false;
  /** Each used table as last journaled. */
  private readonly journaled = new Map<string, unknown>();
  /** A list table's rows (the objects) as last journaled, in the order of its copy in `journaled`. */
  private readonly journaledRows = new Map<string, unknown[]>();
  private readonly lists = new Map<string, ListWatch>();
  private readonly views = new WeakMap<object, unknown[]>();
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
      for (const watch of this.lists.values()) watch.all = true;
    }
    this.installed = true;
    this.raw = next;
    return new Proxy(next, {
      get: (target, key) => {
        const value = target[key as string];
        if (typeof key !== 'string') return value;
        this.use(key);
        return Array.isArray(value) ? this.viewOf(key, value) : value;
      },
      set: (target, key, value) => {
        if (typeof key === 'string') this.use(key);
        // A list assigned from another table's view is kept as the list itself.
        target[key as string] = (typeof value === 'object' && value !== null && this.views.has(value) ? this.views.get(value) : value) as unknown;
        return true;
      },
      deleteProperty: (target, key) => {
        if (typeof key === 'string') this.use(key);
        return delete target[key as string];
      },
    }) as unknown as StoreData;
  }

  private use(key: string): void {
    if (!this.journaled.has(key)) {
      const value = this.raw[key];
      this.journaled.set(key, cloneJson(value));
      if (Array.isArray(value)) this.journaledRows.set(key, value.slice());
    }
    this.used.add(key);
    this.recordings.at(-1)?.add(key);
  }

  /** The list seen through a proxy noting the rows handed out and the writes to it. */
  private viewOf(key: string, list: unknown[]): unknown[] {
    let watch = this.lists.get(key);
    if (watch?.list === list) return watch.view;
    const handed = watch?.handed ?? new Set<object>();
    const view = new Proxy(list, {
      get: (target, property) => {
        const value = (target as unknown as Record<string | symbol, unknown>)[property];
        // An index (digits): a row handed out, which its reader may change in place.
        if (typeof property === 'string' && typeof value === 'object' && value !== null) {
          const first = property.charCodeAt(0);
          if (first >= 48 && first <= 57) handed.add(value);
        }
        return value;
      },
    });
    watch = { list, view, handed, all: watch?.all ?? false };
    this.lists.set(key, watch);
    this.views.set(view, list);
    return view;
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
    for (const key of reads) {
      this.use(key);
      // The memo may hold rows of the table, handed out before this commit: any of them may be changed now.
      const watch = this.lists.get(key);
      if (watch) watch.all = true;
    }
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
    const settled = this.writesInFlight === 0;
    for (const key of this.used) {
      const current = this.raw[key];
      const { change, after } = tableChange(key, current, this.journaled.get(key), this.mayDiffer(key), this.journaledRows.get(key));
      this.journaled.set(key, after);
      if (Array.isArray(current)) this.journaledRows.set(key, current.slice());
      else this.journaledRows.delete(key);
      if (change) changes.push(change);
      // A write still running may change rows it was handed before this commit: they stay noted until it ends.
      const watch = this.lists.get(key);
      if (watch && settled) {
        watch.handed.clear();
        watch.all = false;
      }
    }
    if (settled) this.used.clear();
    return changes;
  }

  /** A row needs comparing when it is not the object journaled at its place, or was handed out since. */
  private mayDiffer(key: string): MayDiffer | undefined {
    const rows = this.journaledRows.get(key);
    const watch = this.lists.get(key);
    if (!rows || !watch || watch.all) return undefined;
    const { handed } = watch;
    return (row, index) => rows[index] !== row || (typeof row === 'object' && row !== null && handed.has(row));
  }
}
