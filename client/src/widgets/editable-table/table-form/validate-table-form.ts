// Table-form submit (001 §5, B-FORM): the main form validates first, then each sub-table in turn; the first table
// that fails switches to its tab and reports its key and errors. Failures carry an internal marker so a caller tells
// them from other errors. A sub-table that is not there after 3 retries fails with 打开子表失败.
import type { GridRow } from '../model/column';
import type { CellError } from '../model/validate';

export const VALIDATE_FAILED = Symbol('table-form-validate-failed');
export const SUB_TABLE_OPEN_FAILED = '打开子表失败';
export const SUB_TABLE_RETRIES = 3;

export interface TableFormFailure {
  [VALIDATE_FAILED]: true;
  /** 'form' when the main form failed; else the key of the first failing sub-table's tab. */
  tabKey: string | null;
  errors: unknown;
}

export function isTableFormFailure(error: unknown): error is TableFormFailure {
  return typeof error === 'object' && error !== null && VALIDATE_FAILED in error;
}

export interface SubTable {
  validateAll(): Promise<CellError[]>;
  getValues(options?: { validate?: boolean }): Promise<GridRow[]>;
}

/** The sub-table behind a tab, retried while its tab is still opening; rejects with 打开子表失败 after 3 retries. */
export async function openSubTable(get: () => SubTable | null, wait: () => Promise<void>, retries = SUB_TABLE_RETRIES): Promise<SubTable> {
  for (let attempt = 0; attempt <= retries; attempt++) {
    const table = get();
    if (table) return table;
    if (attempt < retries) await wait();
  }
  throw new Error(SUB_TABLE_OPEN_FAILED);
}

export interface TableFormParts<Main> {
  /** The main form's validate (antd's validateFields); rejects when a field fails. */
  validateForm: () => Promise<Main>;
  tabs: ReadonlyArray<{ key: string; open: () => Promise<SubTable> }>;
  /** Switches to a tab (the first failing sub-table's). */
  showTab: (key: string) => void;
}

export async function validateTableForm<Main>({ validateForm, tabs, showTab }: TableFormParts<Main>): Promise<{ main: Main; tables: Record<string, GridRow[]> }> {
  let main: Main;
  try {
    main = await validateForm();
  } catch (errors) {
    throw { [VALIDATE_FAILED]: true, tabKey: null, errors } satisfies TableFormFailure;
  }
  const tables: Record<string, GridRow[]> = {};
  for (const tab of tabs) {
    const table = await tab.open();
    const errors = await table.validateAll();
    if (errors.length) {
      showTab(tab.key);
      throw { [VALIDATE_FAILED]: true, tabKey: tab.key, errors } satisfies TableFormFailure;
    }
    tables[tab.key] = await table.getValues({ validate: false });
  }
  return { main, tables };
}
