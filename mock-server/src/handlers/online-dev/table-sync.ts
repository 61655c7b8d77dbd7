// 同步数据库 (doDbSynch): makes an online form's table match its fields. `normal` keeps every row, drops the columns
// of removed fields, adds new ones and converts the values of retyped or resized columns where they fit; `force`
// recreates the table empty. Columns are matched by name (a renamed field is a dropped column and a new one).
import type { OnlineCell, OnlineDbColumnRecord, OnlineDbType, OnlineFieldRecord } from '../../store/records/online-dev.js';

export type SyncMethod = 'normal' | 'force';

export interface SyncOutcome {
  dbColumns: OnlineDbColumnRecord[];
  rows: Array<Record<string, OnlineCell>>;
  added: string[];
  dropped: Array<{ column: string; values: number }>;
  converted: Array<{ column: string; from: string; to: string; values: number; lost: number }>;
}

export const columnOf = (field: OnlineFieldRecord): OnlineDbColumnRecord => ({
  name: field.dbFieldName,
  type: field.dbType,
  length: field.dbLength,
  pointLength: field.dbPointLength,
});

const NUMBER_TYPES = new Set<OnlineDbType>(['int', 'double', 'BigDecimal']);

const sized = (column: OnlineDbColumnRecord): string => {
  if (column.type === 'string' || column.type === 'int') return `${column.type}(${column.length})`;
  if (NUMBER_TYPES.has(column.type)) return `${column.type}(${column.length},${column.pointLength})`;
  return column.type;
};

const isEmpty = (value: OnlineCell | undefined): value is null | undefined => value === null || value === undefined;

/** A value in a column of `to`'s type and size; `lost` when it does not fit (the value becomes null, or is cut). */
export function convertValue(value: OnlineCell, to: OnlineDbColumnRecord): { value: OnlineCell; lost: boolean } {
  if (isEmpty(value)) return { value: null, lost: false };
  const text = String(value).trim();
  switch (to.type) {
    case 'string': {
      const whole = String(value);
      return whole.length > to.length ? { value: whole.slice(0, to.length), lost: true } : { value: whole, lost: false };
    }
    case 'Text':
    case 'Blob':
      return { value: String(value), lost: false };
    case 'int': {
      if (text === '') return { value: null, lost: false };
      const number = Number(text);
      if (!Number.isFinite(number)) return { value: null, lost: true };
      const whole = Math.round(number);
      return String(Math.abs(whole)).length > to.length ? { value: null, lost: true } : { value: whole, lost: false };
    }
    case 'double':
    case 'BigDecimal': {
      if (text === '') return { value: null, lost: false };
      const number = Number(text);
      if (!Number.isFinite(number)) return { value: null, lost: true };
      const factor = 10 ** to.pointLength;
      const rounded = Math.round(number * factor) / factor;
      const integerDigits = String(Math.trunc(Math.abs(rounded))).length;
      return integerDigits > Math.max(1, to.length - to.pointLength) ? { value: null, lost: true } : { value: rounded, lost: false };
    }
    case 'Date': {
      const date = /^\d{4}-\d{2}-\d{2}/.exec(text);
      return date ? { value: date[0], lost: false } : { value: null, lost: true };
    }
    case 'Datetime': {
      const stamp = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(:\d{2})?)?/.exec(text);
      if (!stamp) return { value: null, lost: true };
      return { value: `${stamp[1]} ${stamp[2] ?? '00:00'}${stamp[3] ?? ':00'}`, lost: false };
    }
  }
}

const sameColumn = (a: OnlineDbColumnRecord, b: OnlineDbColumnRecord) =>
  a.type === b.type && a.length === b.length && a.pointLength === b.pointLength;

function defaultOf(field: OnlineFieldRecord): OnlineCell {
  if (field.dbDefaultVal === '') return null;
  return convertValue(field.dbDefaultVal, columnOf(field)).value;
}

export function syncTable(
  table: { dbColumns: OnlineDbColumnRecord[]; rows: Array<Record<string, OnlineCell>> },
  fields: OnlineFieldRecord[],
  method: SyncMethod,
): SyncOutcome {
  const dbColumns = fields.map(columnOf);
  if (method === 'force') return { dbColumns, rows: [], added: dbColumns.map((c) => c.name), dropped: [], converted: [] };

  const before = new Map(table.dbColumns.map((column) => [column.name, column]));
  const wanted = new Set(dbColumns.map((column) => column.name));
  const dropped = table.dbColumns
    .filter((column) => !wanted.has(column.name))
    .map((column) => ({ column: column.name, values: table.rows.filter((row) => !isEmpty(row[column.name])).length }));
  const added = fields.filter((field) => !before.has(field.dbFieldName));
  const changed = fields.filter((field) => {
    const old = before.get(field.dbFieldName);
    return old !== undefined && !sameColumn(old, columnOf(field));
  });
  const converted = changed.map((field) => {
    const old = before.get(field.dbFieldName) as OnlineDbColumnRecord;
    return { column: field.dbFieldName, from: sized(old), to: sized(columnOf(field)), values: 0, lost: 0 };
  });

  const rows = table.rows.map((row) => {
    const next: Record<string, OnlineCell> = {};
    for (const field of fields) {
      const name = field.dbFieldName;
      if (!before.has(name)) next[name] = defaultOf(field);
      else next[name] = row[name] ?? null;
    }
    changed.forEach((field, index) => {
      const name = field.dbFieldName;
      const value = row[name];
      if (isEmpty(value)) return;
      const outcome = convertValue(value, columnOf(field));
      const report = converted[index] as SyncOutcome['converted'][number];
      report.values += 1;
      if (outcome.lost) report.lost += 1;
      next[name] = outcome.value;
    });
    return next;
  });
  return { dbColumns, rows, added: added.map((field) => field.dbFieldName), dropped, converted };
}
