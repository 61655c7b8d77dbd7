// What a screen (or the table form) may call on an editable table.
import type { GridRow } from '../model/column';
import type { CellError } from '../model/validate';

export interface GetValuesOptions {
  /** Validate first and reject with the errors when any cell fails (default true). */
  validate?: boolean;
  /** Strip the temporary ids of new rows. */
  deleteTempId?: boolean;
}

export class TableValidationError extends Error {
  readonly errors: CellError[];
  constructor(errors: CellError[]) {
    super(errors[0]?.message ?? 'validation failed');
    this.errors = errors;
  }
}

export interface EditableTableHandle {
  /** The rows (after validation unless switched off); rejects with TableValidationError when a cell fails. */
  getValues(options?: GetValuesOptions): Promise<GridRow[]>;
  /** Rows, deleted ids of stored rows, and the errors a validation found (validate-all). */
  getAll(): Promise<{ rows: GridRow[]; deleteIds: string[]; errors: CellError[] }>;
  /** Validates every row, marks the failing cells, scrolls to and focuses the first; answers every error. */
  validateAll(): Promise<CellError[]>;
  getDeleteIds(): string[];
  addRows(count?: number, values?: Partial<GridRow>[]): GridRow[];
  insertRows(position: number, count?: number): GridRow[];
  removeRows(which: unknown): void;
  removeSelected(): void;
  setRows(rows: GridRow[]): void;
  /** Sets values of a stored row by id (also what a sync update does). */
  setValues(values: Array<{ id: string } & Record<string, unknown>>): void;
  selectedIds(): string[];
  /** Scrolls a row into view (e.g. after loading more). */
  scrollToRow(index: number): void;
}
