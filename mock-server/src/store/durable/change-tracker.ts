// Which tables of the store may have changed since the last journal entry, and what they held then. The store's
// data is seen through a proxy that notes every table used (read or assigned): a handler changes rows in place after
// reading their table, so a table read may be a table changed. A table that is a list is itself seen through a proxy
// that notes the rows handed out (read by index: find, filter, for…of all read so) and any write to the list (push,
// splice, an index assigned). At a commit each noted table is compared with its copy as last journaled
// (table-changes.ts), row by row only for the rows handed out or moved: a write that looks up its caller among 10 000
// users compares one user, not 10 000. A table's copy is made the first time it is used, before anyone can change it.
import type { StoreData } from '../data.js';
import type { DataObserver } from '../data-observer.js';
import { cloneJson, sameJson } from './json-values.js';
import { tableChange, type MayDiffer, type Row, type TableChange } from './table-changes.js';

/** A list table as its proxy sees it. */
interface ListWatch {
  list: unknown[];
  view: unknown[];
  /** The rows handed out since the last commit, with the index they were read at. */
  handed: Map<object, number>;
  /** Every row may differ (a memo holding rows was used again, the list was sorted, or the data was replaced). */
  all: boolean;
  /** The list itself was changed (push, splice, an index assigned…): rows may have moved. */
  written: boolean;
  /** The list's changing methods, applied to the list itself (through the proxy they would move every row one
   * trap at a time). */
  methods: Map<string, (...args: unknown[]) => unknown>;
}

/** Array methods that change the list; those that may hand rows to a callback or reorder them make every row suspect. */
const CHANGING = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin']);
const REORDERING = new Set(['sort', 'reverse', 'fill', 'copyWithin']);

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
    const previous = this.lists.get(key);
    if (previous?.list === list) return previous.view;
    const handed = previous?.handed ?? new Map<object, number>();
    const watch: ListWatch = { list, view: list, handed, all: previous?.all ?? false, written: true, methods: new Map() };
    const written = <T>(result: T): T => {
      watch.written = true;
      return result;
    };
    watch.view = new Proxy(list, {
      get: (target, property) => {
        const value = (target as unknown as Record<string | symbol, unknown>)[property];
        if (typeof property !== 'string') return value;
        const first = property.charCodeAt(0);
        // An index (digits): a row handed out, which its reader may change in place.
        if (first >= 48 && first <= 57) {
          if (typeof value === 'object' && value !== null) handed.set(value, Number(property));
          return value;
        }
        if (!CHANGING.has(property)) return value;
        let method = watch.methods.get(property);
        if (!method) {
          const apply = value as (...args: unknown[]) => unknown;
          method = (...args: unknown[]) => {
            if (REORDERING.has(property)) watch.all = true;
            const result = apply.apply(target, args);
            // sort and reverse answer the list: the caller keeps the proxy, not the list behind it.
            return written(result === target ? watch.view : result);
          };
          watch.methods.set(property, method);
        }
        return method;
      },
      set: (target, property, value) => written(Reflect.set(target, property, value)),
      deleteProperty: (target, property) => written(Reflect.deleteProperty(target, property)),
      defineProperty: (target, property, descriptor) => written(Reflect.defineProperty(target, property, descriptor)),
    });
    this.lists.set(key, watch);
    this.views.set(watch.view, list);
    return watch.view;
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
      const watch = this.lists.get(key);
      const unmoved = watch && watch.list === current && !watch.written && !watch.all && this.journaledRows.get(key)?.length === watch.list.length;
      const handed = unmoved ? handedChanges(key, watch, this.journaled.get(key) as unknown[]) : null;
      const { change, after } = handed ?? tableChange(key, current, this.journaled.get(key), this.mayDiffer(key), this.journaledRows.get(key));
      this.journaled.set(key, after);
      if (!handed) {
        if (Array.isArray(current)) this.journaledRows.set(key, current.slice());
        else this.journaledRows.delete(key);
      }
      if (change) changes.push(change);
      // A write still running may change rows it was handed before this commit: they stay noted until it ends.
      if (watch && settled) {
        watch.handed.clear();
        watch.all = false;
        watch.written = false;
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

/**
 * A list not written to since the last commit: every row is where it was, so only the rows handed out, at the index
 * they were read at, may have changed. `before` (the journaled copy) is updated in place. Null when a row is not at
 * the index it was read at after all (the caller then compares the whole list).
 */
function handedChanges(key: string, watch: ListWatch, before: unknown[]): { change: TableChange | null; after: unknown } | null {
  for (const [row, index] of watch.handed) if (watch.list[index] !== row) return null;
  const set: Array<[number, Row]> = [];
  for (const [row, index] of watch.handed) {
    if (sameJson(row, before[index])) continue;
    set.push([index, row as Row]);
    before[index] = cloneJson(row);
  }
  set.sort((a, b) => a[0] - b[0]);
  return { change: set.length ? { t: key, set } : null, after: before };
}
