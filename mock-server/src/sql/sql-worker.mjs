// The SQL engine's worker thread: one in-memory SQLite database (sql.js) holding copies of the mock's tables.
// It runs in a thread of its own so the engine can terminate it when a query outlives its time limit: a runaway
// WITH RECURSIVE spins inside SQLite, where no JavaScript timer could stop it.
// Plain JavaScript so both the TypeScript sources (tests) and the built server start it without a compile step.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

// sql.js is a CommonJS module; the engine passes its resolved path.
const loadCommonJs = createRequire(import.meta.url);
const initSqlJs = loadCommonJs(workerData.sqlJsPath);

const ready = initSqlJs().then((SQL) => {
  const db = new SQL.Database();
  db.run('PRAGMA query_only = 1');
  return db;
});

const quote = (name) => `"${String(name).replaceAll('"', '""')}"`;

/** Replaces a table by a new copy; the connection accepts writes only while loading. */
function load(db, table) {
  db.run('PRAGMA query_only = 0');
  try {
    db.run('BEGIN');
    db.run(`DROP TABLE IF EXISTS ${quote(table.name)}`);
    const columns = table.columns.map((column) => `${quote(column.name)} ${column.type}`).join(', ');
    db.run(`CREATE TABLE ${quote(table.name)} (${columns})`);
    if (table.rows.length > 0) {
      const marks = table.columns.map(() => '?').join(', ');
      const insert = db.prepare(`INSERT INTO ${quote(table.name)} VALUES (${marks})`);
      for (const row of table.rows) insert.run(row);
      insert.free();
    }
    db.run('COMMIT');
  } catch (error) {
    db.run('ROLLBACK');
    throw error;
  } finally {
    db.run('PRAGMA query_only = 1');
  }
}

function query(db, request) {
  try {
    for (const table of request.tables) load(db, table);
  } catch (error) {
    error.loadFailed = true;
    throw error;
  }
  // The time limit counts from here: starting SQLite and copying tables in are the engine's own work.
  parentPort.postMessage({ id: request.id, running: true });
  const statement = db.prepare(request.sql);
  try {
    statement.bind(request.params);
    const rows = [];
    let truncated = false;
    while (statement.step()) {
      if (rows.length >= request.rowLimit) {
        truncated = true;
        break;
      }
      rows.push(statement.get());
    }
    return { columns: statement.getColumnNames(), rows, truncated };
  } finally {
    statement.free();
  }
}

parentPort.on('message', (request) => {
  ready
    .then((db) => parentPort.postMessage({ id: request.id, ok: true, result: query(db, request) }))
    .catch((error) =>
      parentPort.postMessage({ id: request.id, ok: false, loadFailed: Boolean(error && error.loadFailed), message: String(error && error.message ? error.message : error) }),
    );
});
