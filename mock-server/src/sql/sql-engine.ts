// The SQL engine: SQLite (sql.js, WebAssembly) in a worker thread over copies of the mock's tables. A table is copied
// into the worker once and kept until its content changes (its fingerprint); a query that runs past the time limit
// terminates the worker (the next query starts a new one), and one that reads past the row limit is refused.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { SqlRefused } from './select-guard.js';

export type SqlValue = string | number | null;

export interface EngineColumn {
  name: string;
  type: 'TEXT' | 'INTEGER' | 'REAL';
}

/** A table as the engine loads it: rows as value lists in column order, and a fingerprint of the content. */
export interface EngineTable {
  name: string;
  columns: EngineColumn[];
  rows: SqlValue[][];
  fingerprint: string;
}

export interface EngineLimits {
  /** A query still running after this is cut off. */
  timeoutMs: number;
  /** A query reading more rows than this is refused. */
  rowLimit: number;
}

export interface SqlResult {
  columns: string[];
  rows: SqlValue[][];
}

interface WorkerAnswer {
  id: number;
  ok?: boolean;
  /** The query itself starts (SQLite is up and the tables are copied in): its time limit starts. */
  running?: boolean;
  loadFailed?: boolean;
  message?: string;
  result?: { columns: string[]; rows: SqlValue[][]; truncated: boolean };
}

export const DEFAULT_LIMITS: EngineLimits = { timeoutMs: 5_000, rowLimit: 50_000 };

const sqlJsPath = createRequire(import.meta.url).resolve('sql.js');
const WORKER_URL = new URL('./sql-worker.mjs', import.meta.url);

export class SqlEngine {
  private worker: Worker | undefined;
  /** Table name → fingerprint of the copy the current worker holds. */
  private readonly loaded = new Map<string, string>();
  private nextId = 1;
  /** Queries run one at a time: a timeout then ends only the query that caused it. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly limits: EngineLimits = DEFAULT_LIMITS) {}

  /** Runs a checked query (see checkReadOnlySelect) over the given tables with bound parameters. */
  run(sql: string, params: Record<string, SqlValue>, tables: EngineTable[]): Promise<SqlResult> {
    const run = this.queue.then(() => this.runNow(sql, params, tables));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The tables the current worker holds, for tests of the cache. */
  loadedTables(): ReadonlyMap<string, string> {
    return this.loaded;
  }

  close(): void {
    void this.worker?.terminate();
    this.worker = undefined;
    this.loaded.clear();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_URL, { workerData: { sqlJsPath } });
    // The mock's process ends when its server does, whether or not a worker is idle.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private runNow(sql: string, params: Record<string, SqlValue>, tables: EngineTable[]): Promise<SqlResult> {
    const worker = this.start();
    const changed = tables.filter((table) => this.loaded.get(table.name) !== table.fingerprint);
    const id = this.nextId++;
    return new Promise<SqlResult>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const finish = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
      };
      const startClock = () => {
        timer = setTimeout(() => {
          finish();
          this.close();
          reject(new SqlRefused(`查询超时：超过 ${this.limits.timeoutMs / 1000} 秒未完成，已中止`));
        }, this.limits.timeoutMs);
      };
      const onError = (error: Error) => {
        finish();
        this.close();
        reject(new SqlRefused(`SQL执行错误：${error.message}`));
      };
      const onMessage = (answer: WorkerAnswer) => {
        if (answer.id !== id) return;
        if (answer.running) {
          startClock();
          return;
        }
        finish();
        if (!answer.ok || !answer.result) {
          // A failed load leaves the worker's copies unknown: start from nothing next time.
          if (answer.loadFailed) this.close();
          reject(new SqlRefused(`SQL执行错误：${answer.message ?? ''}`));
          return;
        }
        for (const table of changed) this.loaded.set(table.name, table.fingerprint);
        if (answer.result.truncated) {
          reject(new SqlRefused(`查询结果超过 ${this.limits.rowLimit} 行，请加条件缩小范围`));
          return;
        }
        resolve({ columns: answer.result.columns, rows: answer.result.rows });
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.postMessage({ id, sql, params, rowLimit: this.limits.rowLimit, tables: changed });
    });
  }
}
