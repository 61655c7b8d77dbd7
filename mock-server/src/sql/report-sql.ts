// Runs a report's SQL on the mock's tables: the read-only guard, the tables the query names loaded on demand, the
// report parameters bound (never spliced into the text), one engine per store.
import type { Store } from '../store/store.js';
import { checkReadOnlySelect } from './select-guard.js';
import { DEFAULT_LIMITS, SqlEngine, type EngineLimits, type EngineTable, type SqlValue } from './sql-engine.js';
import { mockTable } from './mock-tables.js';

export type ReportRecord = Record<string, SqlValue>;

export interface ReportSqlResult {
  columns: string[];
  records: ReportRecord[];
  /** The `${name}` placeholders of the SQL in order of first use. */
  params: string[];
}

const engines = new WeakMap<Store, SqlEngine>();

function limitsFromEnvironment(): EngineLimits {
  const timeoutMs = Number(process.env['MOCK_SQL_TIMEOUT_MS']);
  const rowLimit = Number(process.env['MOCK_SQL_ROW_LIMIT']);
  return {
    timeoutMs: timeoutMs > 0 ? timeoutMs : DEFAULT_LIMITS.timeoutMs,
    rowLimit: rowLimit > 0 ? rowLimit : DEFAULT_LIMITS.rowLimit,
  };
}

/** The store's engine, started on first use. */
export function engineOf(store: Store): SqlEngine {
  let engine = engines.get(store);
  if (!engine) {
    engine = new SqlEngine(limitsFromEnvironment());
    engines.set(store, engine);
  }
  return engine;
}

/** Puts an engine of chosen limits in place of the store's (tests of the limits). */
export function useEngine(store: Store, engine: SqlEngine): void {
  engines.get(store)?.close();
  engines.set(store, engine);
}

export interface ReportSqlOptions {
  /** Values of the report parameters by name; a missing one is bound as ''. */
  values?: Record<string, string | undefined>;
  /** Read at most this many rows (解析SQL reads a few to guess the column types). */
  limit?: number;
}

/** Runs one read-only query; a refusal or an SQL error rejects with SqlRefused (its message is for the user). */
export async function runReportSql(store: Store, text: string, options: ReportSqlOptions = {}): Promise<ReportSqlResult> {
  const checked = checkReadOnlySelect(text);
  const tables = [...checked.words].map((word) => mockTable(store, word)).filter((table): table is EngineTable => Boolean(table));
  const bound: Record<string, SqlValue> = {};
  for (const name of checked.params) bound[`:self_${name}`] = options.values?.[name] ?? '';
  const sql = options.limit === undefined ? checked.sql : `SELECT * FROM (${checked.sql}) LIMIT ${Math.max(0, Math.floor(options.limit))}`;
  const result = await engineOf(store).run(sql, bound, tables);
  const records = result.rows.map((row) => Object.fromEntries(result.columns.map((column, index) => [column, row[index] ?? null])));
  return { columns: result.columns, records, params: checked.params };
}
