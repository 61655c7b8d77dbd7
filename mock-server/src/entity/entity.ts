// The typed entity kit: one store table with its query fields gives the operations every 管理 screen's handlers
// share, with upstream's semantics in one place: the list (JeecgBoot query semantics, `_dictText` companions), get,
// insert and update (audit stamped), soft delete and recovery (del_flag), real delete, Excel export of the filtered
// rows or the selections, the row-by-row Excel import, and putting a saved copy of the table back. Handlers keep only
// their screen's own rules. Rows kept inside a parent row (a dictionary's items) get the same writes from
// defineNested. A table the kit does not stamp (links, codes sent, tickets, selections) is a plain row list from
// defineTable. Handlers reach every table through one of these (src/entities/), never through `store.data`.
import { exportWorkbook, XLSX_TYPE, type ExcelColumn } from '../crud/excel.js';
import { idList, pageOf, removeRows, type PageOptions } from '../crud/rows.js';
import { fail, type Envelope } from '../envelope.js';
import { dateTimeText } from '../lib/dates.js';
import { randomId } from '../lib/ids.js';
import type { DictTexts } from '../query/dict-text.js';
import type { EntityFields } from '../query/field-types.js';
import type { StoreData } from '../store/data.js';
import { isLive, isRecycled, type SoftDeletable } from '../store/live.js';
import type { Store } from '../store/store.js';
import type { FileOutput, HandlerContext, UploadedFile } from '../types.js';
import { created, createdOnly, updated, type Audit } from './audit.js';
import { importRows, type RowImport } from './excel-import.js';
import { queried, withTexts } from './list.js';

export interface EntitySpec<Row, F extends EntityFields> {
  /** The store table holding the rows. */
  table: (data: StoreData) => Row[];
  /** Queryable properties, their types and dictionaries. */
  fields: F;
  /** The list's default sort, its parameters that are not field filters, and its success code. */
  list?: PageOptions;
  /** The del_flag a soft delete sets (1 on most tables, '1' on a few); absent when rows are deleted for good. */
  deletedFlag?: 1 | '1';
  /** Where insert puts a new row: first (the default, newest first as most tables keep them) or last. */
  newRows?: 'first' | 'last';
  /** The audit fields the table has: all four (the default), or only the creation stamp (rows never updated: logs,
   * links, send records, change records, backups). */
  audit?: 'full' | 'creation';
}

/** What the writes of a table (or of rows kept inside a parent row) need to know. */
type WriteSpec = Pick<EntitySpec<unknown, EntityFields>, 'newRows' | 'audit'>;

export interface ExportSpec {
  title: string;
  columns: ExcelColumn[];
}

/** What a new row's caller supplies: everything but the id and the audit fields, which the kit sets. */
export type NewRow<Row> = Omit<Row, 'id' | keyof Audit>;

type Caller = { username: string } | null;

/** Audit-stamped writes to an array of rows, wherever the array lives. */
export interface RowWrites<Row extends { id: string }> {
  /** Adds a row to `rows` (first or last, as the spec says) with a new id and the creation stamp. */
  insertInto(rows: Row[], values: NewRow<Row>, session: Caller, now: number): Row;
  /** Applies the patch; stamps updateBy and updateTime unless the table keeps only the creation stamp. */
  update(row: Row, patch: Partial<NewRow<Row>>, session: Caller, now: number): Row;
}

function rowWrites<Row extends { id: string }>(spec: WriteSpec): RowWrites<Row> {
  const stamp = spec.audit === 'creation' ? createdOnly : created;
  return {
    insertInto(rows, values, session, now) {
      const row = { id: randomId(), ...values, ...stamp(session?.username, now) } as unknown as Row;
      if (spec.newRows === 'last') rows.push(row);
      else rows.unshift(row);
      return row;
    },
    update: (row, patch, session, now) => Object.assign(row, patch, spec.audit === 'creation' ? {} : updated(session?.username, now)),
  };
}

/** Rows kept inside a parent row (a dictionary's items): the kit's audit-stamped writes, the parent holding the array. */
export function defineNested<Row extends { id: string }>(spec: WriteSpec = {}): RowWrites<Row> {
  return rowWrites<Row>(spec);
}

/** Reading a table's rows and deleting the ones a rule picks: what every table offers, stamped or not. */
export interface TableRows<Row> {
  /** Every row of the table (deleted ones included, on a table with del_flag). */
  all(store: Store): Row[];
  /** Deletes for good the rows `doomed` picks, in place; answers how many went. */
  removeWhere(store: Store, doomed: (row: Row) => boolean): number;
}

/** A table of plain rows the kit does not stamp: links between rows, codes sent, tickets, a user's selection. */
export interface Table<Row> extends TableRows<Row> {
  /** Appends a row as given. */
  add(store: Store, row: Row): Row;
}

function removeWhere<Row>(rows: Row[], doomed: (row: Row) => boolean): number {
  let removed = 0;
  for (let i = rows.length - 1; i >= 0; i--) {
    if (doomed(rows[i] as Row)) {
      rows.splice(i, 1);
      removed++;
    }
  }
  return removed;
}

/** A store table of plain rows (no audit fields, no del_flag): read, appended to and pruned as they are. */
export function defineTable<Row>(table: (data: StoreData) => Row[]): Table<Row> {
  return {
    all: (store) => table(store.data),
    add(store, row) {
      table(store.data).push(row);
      return row;
    },
    removeWhere: (store, doomed) => removeWhere(table(store.data), doomed),
  };
}

export interface Entity<Row extends { id: string }, F extends EntityFields> extends RowWrites<Row>, TableRows<Row> {
  readonly fields: F;
  /** The rows not soft-deleted (all rows of a table without del_flag). */
  live(store: Store): Row[];
  /** The soft-deleted rows (the recycle bin). */
  recycled(store: Store): Row[];
  /** Whether a row (found among all rows) is in the recycle bin. */
  isRecycled(row: Row): boolean;
  /** One page of `rows` (default: the live rows) as the list answers it. */
  page(store: Store, query: Record<string, unknown>, rows?: Row[]): ReturnType<typeof pageOf<Row, F>>;
  /** A live row by id. */
  get(store: Store, id: string | undefined): Row | undefined;
  /** A row with its `_dictText` companions, as queryById answers it. */
  view(store: Store, row: Row): Row & DictTexts<F>;
  insert(store: Store, values: NewRow<Row>, session: Caller, now: number): Row;
  /** Flags the live rows among `ids` deleted; answers them. */
  softDelete(store: Store, ids: string[], session: Caller, now: number): Row[];
  /** Clears the flag of the recycled rows among `ids`; answers them. */
  recover(store: Store, ids: string[], session: Caller, now: number): Row[];
  /** Deletes the rows among `ids` for good; answers how many went. */
  remove(store: Store, ids: string[]): number;
  /**
   * Puts a saved copy of a del_flag table back (a roster backup): each saved row comes back live as it was saved, in its
   * place (at the end when it has been deleted for good since); a live row the copy does not hold goes to the recycle
   * bin; every row changed is stamped updated.
   */
  restore(store: Store, saved: Row[], session: Caller, now: number): void;
  /** The filtered live rows (or the `selections`) as an Excel file, or the query's refusal. */
  exportFile(store: Store, query: Record<string, unknown>, session: Caller, now: number, spec: ExportSpec): Promise<FileOutput | Envelope<null>>;
  /** Imports an uploaded workbook row by row as the add form would. */
  importFile<Form>(uploads: UploadedFile[], ctx: HandlerContext, spec: RowImport<Form>): ReturnType<typeof importRows<Form>>;
}

export function defineEntity<Row extends { id: string } & SoftDeletable, F extends EntityFields>(spec: EntitySpec<Row, F>): Entity<Row, F> {
  const all = (store: Store) => spec.table(store.data);
  const live = (store: Store) => (spec.deletedFlag === undefined ? all(store) : all(store).filter(isLive));
  const liveFlag = (spec.deletedFlag === '1' ? '0' : 0) as Row['delFlag'];
  const writes = rowWrites<Row>(spec);
  const flag = (rows: Row[], ids: string[], delFlag: Row['delFlag'], session: Caller, now: number) => {
    const wanted = new Set(ids);
    const chosen = rows.filter((row) => wanted.has(row.id));
    for (const row of chosen) Object.assign(row, { delFlag }, updated(session?.username, now));
    return chosen;
  };
  const revived = (copy: Row, session: Caller, now: number): Row => ({ ...structuredClone(copy), delFlag: liveFlag, ...updated(session?.username, now) });
  return {
    fields: spec.fields,
    all,
    live,
    recycled: (store) => all(store).filter(isRecycled),
    isRecycled,
    page: (store, query, rows = live(store)) => pageOf(store, rows, query, spec.fields, spec.list),
    get: (store, id) => (id === undefined ? undefined : live(store).find((row) => row.id === id)),
    view: (store, row) => withTexts(store, [row], spec.fields)[0] as Row & DictTexts<F>,
    insert: (store, values, session, now) => writes.insertInto(all(store), values, session, now),
    ...writes,
    softDelete: (store, ids, session, now) => flag(live(store), ids, spec.deletedFlag as Row['delFlag'], session, now),
    recover: (store, ids, session, now) => flag(all(store).filter(isRecycled), ids, liveFlag, session, now),
    remove: (store, ids) => removeRows(all(store), ids),
    removeWhere: (store, doomed) => removeWhere(all(store), doomed),
    restore(store, saved, session, now) {
      const copies = new Map(saved.map((row) => [row.id, row]));
      const rows = all(store);
      rows.forEach((row, index) => {
        const copy = copies.get(row.id);
        if (copy) {
          rows[index] = revived(copy, session, now);
          copies.delete(row.id);
        } else if (isLive(row)) flag([row], [row.id], spec.deletedFlag as Row['delFlag'], session, now);
      });
      for (const copy of copies.values()) rows.push(revived(copy, session, now));
    },
    async exportFile(store, query, session, now, { title, columns }) {
      const selections = idList(query.selections);
      const rows = queried(live(store), query, spec.fields, spec.list);
      if ('error' in rows) return fail(rows.error);
      const picked = selections.length ? rows.filter((row) => selections.includes(row.id)) : rows;
      const buffer = await exportWorkbook(title, columns, withTexts(store, picked, spec.fields), `导出人:${session?.username ?? ''}  导出时间:${dateTimeText(now)}`);
      return { file: { buffer, contentType: XLSX_TYPE, fileName: `${title}.xlsx` } };
    },
    importFile: (uploads, ctx, importSpec) => importRows(uploads, ctx, importSpec),
  };
}
