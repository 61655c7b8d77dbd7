// The mock's tables as the SQL engine sees them: the online forms' tables (each named by its tableName, with its
// fields and rows) and the system tables a report reads, with upstream's snake_case column names. Each copy is built
// once per data revision (store.memo); its fingerprint tells the engine whether the copy it holds is still current.
import { createHash } from 'node:crypto';
import type { Store } from '../store/store.js';
import { projectFigures } from '../store/dashboard.js';
import type { OnlineFormRecord } from '../store/records/online-dev.js';
import type { EngineColumn, EngineTable, SqlValue } from './sql-engine.js';

type PlainRow = Record<string, unknown>;

/** Columns never copied: a report must not read credentials. */
const SECRET_COLUMNS = new Set(['password', 'salt']);

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function cellOf(value: unknown): SqlValue | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return undefined;
}

function typeOf(values: SqlValue[]): EngineColumn['type'] {
  const present = values.filter((value) => value !== null);
  if (present.length === 0 || present.some((value) => typeof value !== 'number')) return 'TEXT';
  return present.every((value) => Number.isInteger(value)) ? 'INTEGER' : 'REAL';
}

function fingerprintOf(columns: EngineColumn[], rows: SqlValue[][]): string {
  return createHash('sha1').update(JSON.stringify(columns)).update(JSON.stringify(rows)).digest('hex');
}

/** A table from plain records: every scalar property is a column (camelCase → snake_case). */
export function tableOfRecords(name: string, records: PlainRow[]): EngineTable {
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    for (const key of Object.keys(record)) {
      if (seen.has(key) || SECRET_COLUMNS.has(key) || cellOf(record[key]) === undefined) continue;
      seen.add(key);
      keys.push(key);
    }
  }
  const rows = records.map((record) => keys.map((key) => cellOf(record[key]) ?? null));
  const columns = keys.map((key, index) => ({ name: snakeCase(key), type: typeOf(rows.map((row) => row[index] as SqlValue)) }));
  return { name, columns, rows, fingerprint: fingerprintOf(columns, rows) };
}

const FORM_TYPES: Record<OnlineFormRecord['fields'][number]['dbType'], EngineColumn['type']> = {
  string: 'TEXT', Text: 'TEXT', Blob: 'TEXT', Date: 'TEXT', Datetime: 'TEXT', int: 'INTEGER', double: 'REAL', BigDecimal: 'REAL',
};

/** An online form's table: `id` and its fields, typed by their database types. */
function tableOfForm(form: OnlineFormRecord): EngineTable {
  const columns: EngineColumn[] = [{ name: 'id', type: 'TEXT' }];
  for (const field of form.fields) {
    if (field.dbFieldName !== 'id') columns.push({ name: field.dbFieldName, type: FORM_TYPES[field.dbType] });
  }
  const rows = form.rows.map((row) => columns.map((column) => cellOf(row[column.name]) ?? null));
  return { name: form.tableName, columns, rows, fingerprint: fingerprintOf(columns, rows) };
}

/** The system tables and what builds each from the store. */
const SYSTEM_TABLES: Record<string, (store: Store) => PlainRow[]> = {
  sys_user: (store) => store.data.users as unknown as PlainRow[],
  sys_depart: (store) => store.data.departs as unknown as PlainRow[],
  sys_role: (store) => store.data.roles as unknown as PlainRow[],
  sys_dict: (store) => store.data.dicts as unknown as PlainRow[],
  sys_dict_item: (store) => store.data.dicts.flatMap((dict) => dict.items.map((item) => ({ ...item, dictId: dict.id }))),
  // The warehouse's project revenue rows (dws layer): a project's figures of the current year with its unit's name.
  dws_project_revenue: (store) => {
    const year = String(store.today().getUTCFullYear());
    return store.data.projects.map((project) => ({
      id: project.id,
      projectName: project.projectName,
      businessUnit: store.departByCode(project.businessUnitOrgCode)?.departName ?? project.businessUnitOrgCode,
      area: project.area,
      businessType: project.businessType,
      industryStructure: project.industryStructure,
      amount: project.amount,
      taxes: project.taxes,
      cost: project.cost,
      ...projectFigures(project),
      signDate: project.signDate,
      year,
    }));
  },
};

/** Every table name a report can read, in lower case. */
export function mockTableNames(store: Store): string[] {
  return [...Object.keys(SYSTEM_TABLES), ...store.data.onlineForms.map((form) => form.tableName.toLowerCase())];
}

/** The engine's copy of a table (built once per data revision), or undefined for a name the mock has no table of. */
export function mockTable(store: Store, name: string): EngineTable | undefined {
  const lower = name.toLowerCase();
  const system = SYSTEM_TABLES[lower];
  if (system) return store.memo(`sql:table:${lower}`, () => tableOfRecords(lower, system(store)));
  const form = store.data.onlineForms.find((candidate) => candidate.tableName.toLowerCase() === lower);
  return form ? store.memo(`sql:table:${lower}`, () => tableOfForm(form)) : undefined;
}
