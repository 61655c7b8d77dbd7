// The change of one store table since it was last journaled, as the journal writes it, and its replay. A table of rows
// with unique string ids is written row by row (deleted ids, inserted rows at their index, changed rows), so a write
// to a table of 10 000 users costs a line of one user; any other value (a table without ids, a reordered table, a
// scalar like payrollHistoryPending) is written whole.
import { cloneJson, sameJson } from './json-values.js';

export type Row = { id: string } & Record<string, unknown>;

export type TableChange =
  /** The table's whole new value. */
  | { t: string; all: unknown }
  /** The key left the data. */
  | { t: string; absent: true }
  /** Rows by id: deleted first, then inserted at their final index (ascending), then replaced at their final index. */
  | { t: string; del?: string[]; ins?: Array<[number, Row]>; set?: Array<[number, Row]> };

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

/** Whether a row (now in the table) may differ from the copy of the row at `index` in `before`; false spares the
 * comparison (the row is the same object as then, and nobody was handed it since). */
export type MayDiffer = (row: unknown, index: number) => boolean;

const anyRow: MayDiffer = () => true;

/**
 * The change from `before` (the table as last journaled, a copy the caller owns) to `current`, and the copy to keep
 * for the next comparison (`before` itself, updated in place, when the rows are the same ids in the same order).
 * `change` is null when the table did not change.
 */
export function tableChange(
  name: string,
  current: unknown,
  before: unknown,
  mayDiffer: MayDiffer = anyRow,
  /** The row objects `before` was copied from, when known: rows added at the front or the end are found by them. */
  beforeRows?: unknown[],
): { change: TableChange | null; after: unknown } {
  if (current === undefined) return { change: before === undefined ? null : { t: name, absent: true }, after: undefined };
  if (Array.isArray(current) && Array.isArray(before)) {
    const rows = (beforeRows && addedAtAnEnd(name, current, before, beforeRows, mayDiffer)) || rowChanges(name, current, before, mayDiffer);
    if (rows) return rows;
  }
  if (sameJson(current, before)) return { change: null, after: before };
  return { change: { t: name, all: current }, after: cloneJson(current) };
}

/** Row-level changes, or null when the table is not rows with unique ids or its surviving rows were reordered. */
function rowChanges(name: string, current: unknown[], before: unknown[], mayDiffer: MayDiffer): { change: TableChange | null; after: unknown } | null {
  if (current.length === before.length && sameIds(current, before)) {
    // The usual write: rows edited in place, written by index (so even duplicate ids replay right).
    const set: Array<[number, Row]> = [];
    for (let i = 0; i < current.length; i++) {
      if (!mayDiffer(current[i], i) || sameJson(current[i], before[i])) continue;
      set.push([i, current[i] as Row]);
      before[i] = cloneJson(current[i]);
    }
    return { change: set.length ? { t: name, set } : null, after: before };
  }
  const beforeIndex = new Map<string, number>();
  for (let i = 0; i < before.length; i++) {
    const row = before[i];
    if (!isRow(row) || beforeIndex.has(row.id)) return null;
    beforeIndex.set(row.id, i);
  }
  const currentIds = new Set<string>();
  let lastSurvivor = -1;
  for (const row of current) {
    if (!isRow(row) || currentIds.has(row.id)) return null;
    currentIds.add(row.id);
    const was = beforeIndex.get(row.id);
    if (was === undefined) continue;
    if (was < lastSurvivor) return null;
    lastSurvivor = was;
  }
  const del = [...beforeIndex.keys()].filter((id) => !currentIds.has(id));
  const ins: Array<[number, Row]> = [];
  const set: Array<[number, Row]> = [];
  const after = current.map((row, index) => {
    const was = beforeIndex.get((row as Row).id);
    if (was === undefined) ins.push([index, row as Row]);
    else if (mayDiffer(row, was) && !sameJson(row, before[was])) set.push([index, row as Row]);
    else return before[was];
    return cloneJson(row);
  });
  if (!del.length && !ins.length && !set.length) return { change: null, after };
  return { change: { t: name, ...(del.length ? { del } : {}), ...(ins.length ? { ins } : {}), ...(set.length ? { set } : {}) }, after };
}

/**
 * The usual insert (unshift or push of new rows, the others the same objects in the same order), found without
 * indexing the table by id; null when the table changed otherwise.
 */
function addedAtAnEnd(name: string, current: unknown[], before: unknown[], beforeRows: unknown[], mayDiffer: MayDiffer): { change: TableChange | null; after: unknown } | null {
  const added = current.length - before.length;
  if (added <= 0 || beforeRows.length !== before.length) return null;
  const kept = (offset: number) => {
    for (let i = 0; i < beforeRows.length; i++) if (current[i + offset] !== beforeRows[i]) return false;
    return true;
  };
  const offset = kept(added) ? added : kept(0) ? 0 : -1;
  if (offset < 0) return null;
  const from = offset === 0 ? before.length : 0;
  const ins: Array<[number, Row]> = [];
  for (let i = from; i < from + added; i++) {
    const row = current[i];
    if (!isRow(row)) return null;
    ins.push([i, row]);
  }
  const set: Array<[number, Row]> = [];
  for (let i = 0; i < before.length; i++) {
    const row = current[i + offset];
    if (!mayDiffer(row, i) || sameJson(row, before[i])) continue;
    set.push([i + offset, row as Row]);
    before[i] = cloneJson(row);
  }
  const copies = ins.map(([, row]) => cloneJson(row));
  const after = offset === 0 ? [...before, ...copies] : [...copies, ...before];
  return { change: { t: name, ins, ...(set.length ? { set } : {}) }, after };
}

function sameIds(current: unknown[], before: unknown[]): boolean {
  for (let i = 0; i < current.length; i++) {
    const row = current[i];
    if (!isRow(row) || row.id !== (before[i] as Row).id) return false;
  }
  return true;
}

/** Applies a journaled change to `data` (replay on start). Throws when the change does not fit the table. */
export function applyChange(data: Record<string, unknown>, change: TableChange): void {
  if ('all' in change) {
    data[change.t] = change.all;
    return;
  }
  if ('absent' in change) {
    delete data[change.t];
    return;
  }
  const rows = data[change.t];
  if (!Array.isArray(rows)) throw new Error(`table ${change.t} is not a list of rows`);
  if (change.del) {
    const gone = new Set(change.del);
    let kept = 0;
    for (const row of rows) if (!gone.has((row as Row).id)) rows[kept++] = row;
    rows.length = kept;
  }
  for (const [index, row] of change.ins ?? []) {
    if (index > rows.length) throw new Error(`table ${change.t}: row ${row.id} inserted at ${index} past its end`);
    rows.splice(index, 0, row);
  }
  for (const [index, row] of change.set ?? []) {
    const at = (rows[index] as Row | undefined)?.id === row.id ? index : rows.findIndex((r) => (r as Row).id === row.id);
    if (at < 0) throw new Error(`table ${change.t}: row ${row.id} to replace is missing`);
    rows[at] = row;
  }
}
