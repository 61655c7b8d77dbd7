// The rows of online forms at run time: a form found by its code, its sub-tables, a sent row checked against the
// form's fields (required, length, type, pattern) and coerced as Jackson would bind it, and the writes that keep a
// main row's sub rows and a tree's has-child flags consistent.
import { dateTimeText } from '../../lib/dates.js';
import { randomId } from '../../lib/ids.js';
import { patternOfCode } from '../../lib/pattern-codes.js';
import type { Store } from '../../store/store.js';
import type { OnlineCell, OnlineFieldRecord, OnlineFormRecord } from '../../store/records/online-dev.js';
import { onlineForms } from '../../entities/online-dev.js';

export type OnlineRowValues = Record<string, OnlineCell>;

/** A form by its code: upstream's menus send the head's id; the table name is accepted too. */
export const formByCode = (store: Store, code: string): OnlineFormRecord | undefined =>
  onlineForms.all(store).find((form) => form.id === code) ?? onlineForms.all(store).find((form) => form.tableName === code);

export const formByTable = (store: Store, table: string): OnlineFormRecord | undefined => onlineForms.all(store).find((form) => form.tableName === table);

export interface SubTable {
  form: OnlineFormRecord;
  /** The sub table's field holding the main row's id. */
  foreignKey: string;
  oneToOne: boolean;
}

/** A main form's sub-tables in tab order (those named in sub_table_str that exist and link to it). */
export function subTablesOf(store: Store, form: OnlineFormRecord): SubTable[] {
  if (form.tableType !== 2 || !form.subTableStr) return [];
  return form.subTableStr
    .split(',')
    .map((table) => formByTable(store, table.trim()))
    .flatMap((sub) => {
      const link = sub?.fields.find((field) => field.mainTable === form.tableName);
      return sub && link ? [{ form: sub, foreignKey: link.dbFieldName, oneToOne: sub.relationType === 1 }] : [];
    })
    .sort((a, b) => (a.form.tabOrderNum ?? 0) - (b.form.tabOrderNum ?? 0));
}

/** The fields a caller fills: not the id, the system stamps, a sub table's foreign key nor a tree's bookkeeping. */
const SYSTEM_FIELDS = new Set(['id', 'create_by', 'create_time', 'update_by', 'update_time', 'sys_org_code', 'tenant_id']);

function isFilledBySystem(form: OnlineFormRecord, field: OnlineFieldRecord): boolean {
  return SYSTEM_FIELDS.has(field.dbFieldName) || Boolean(field.mainTable) || field.dbFieldName === form.treeParentIdField || field.dbFieldName === form.treeIdField;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

/** A sent value as the column stores it, or the problem naming the field. Numbers sent as text are numbers. */
function cellOf(field: OnlineFieldRecord, sent: unknown): { value: OnlineCell } | { problem: string } {
  const label = field.dbFieldTxt;
  if (sent === undefined || sent === null) return { value: null };
  if (typeof sent === 'object') return { problem: `${label}的值不正确` };
  const text = typeof sent === 'boolean' ? (sent ? 'Y' : 'N') : String(sent).trim();
  if (text === '') return { value: field.dbType === 'string' || field.dbType === 'Text' ? '' : null };
  switch (field.dbType) {
    case 'int':
      return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? { value: Number(text) } : { problem: `${label}必须是整数` };
    case 'double':
    case 'BigDecimal':
      return /^-?\d+(\.\d+)?$/.test(text) ? { value: Number(text) } : { problem: `${label}必须是数字` };
    case 'Date':
      // A date time is cut to its day, as a Date column keeps it.
      return DATE.test(text.slice(0, 10)) && (text.length === 10 || DATE_TIME.test(text)) ? { value: text.slice(0, 10) } : { problem: `${label}必须是日期（yyyy-MM-dd）` };
    case 'Datetime':
      if (DATE.test(text)) return { value: `${text} 00:00:00` };
      return DATE_TIME.test(text) ? { value: text.length === 16 ? `${text}:00` : text } : { problem: `${label}必须是日期时间（yyyy-MM-dd HH:mm:ss）` };
    default:
      return { value: text };
  }
}

/** The first problem of a whole row (required, length, pattern), checked after the sent values were bound. */
function rowProblem(form: OnlineFormRecord, row: OnlineRowValues, locked: ReadonlySet<string>): string | null {
  for (const field of form.fields) {
    if (isFilledBySystem(form, field)) continue;
    const value = row[field.dbFieldName];
    const empty = value === null || value === undefined || value === '';
    if (empty) {
      // A field the user may not write cannot be asked of them.
      if (field.dbIsNull === 0 && !locked.has(field.dbFieldName)) return `${field.dbFieldTxt}不能为空`;
      continue;
    }
    const text = String(value);
    if ((field.dbType === 'string' || field.dbType === 'Text') && field.dbLength > 0 && [...text].length > field.dbLength) {
      return `${field.dbFieldTxt}长度不能超过${field.dbLength}个字符`;
    }
    const pattern = field.fieldValidType ? patternOfCode(field.fieldValidType) : null;
    if (pattern && !pattern.test(text)) return `${field.dbFieldTxt}格式不正确`;
  }
  return null;
}

/**
 * The row a body makes over a stored one (edit) or an empty one (add): known fields bound, unknown keys ignored
 * (Jackson's map reads them, the table has no column for them), then the whole row checked. `locked` fields (the
 * user's column permissions) keep what is stored, whatever is sent.
 */
export function boundRow(
  form: OnlineFormRecord,
  sent: Record<string, unknown>,
  stored: OnlineRowValues | null,
  locked: ReadonlySet<string> = new Set(),
): { row: OnlineRowValues } | { problem: string } {
  const row: OnlineRowValues = {};
  for (const field of form.fields) row[field.dbFieldName] = stored ? (stored[field.dbFieldName] ?? null) : null;
  for (const field of form.fields) {
    if (isFilledBySystem(form, field) || locked.has(field.dbFieldName) || !(field.dbFieldName in sent)) continue;
    const cell = cellOf(field, sent[field.dbFieldName]);
    if ('problem' in cell) return cell;
    row[field.dbFieldName] = cell.value;
  }
  const problem = rowProblem(form, row, locked);
  return problem ? { problem } : { row };
}

/** The sub rows a body sends for a sub-table: a list, or one object for a one-to-one; absent: not sent. */
export function sentSubRows(body: Record<string, unknown>, sub: SubTable): Array<Record<string, unknown>> | undefined {
  const sent = body[sub.form.tableName];
  if (sent === undefined || sent === null) return undefined;
  const list = Array.isArray(sent) ? sent : [sent];
  return list.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item));
}

/** Stamps what the system fills on a form's row (the columns the form has): its creator and time, or its editor. */
export function stamp(form: OnlineFormRecord, row: OnlineRowValues, username: string, now: number, creating: boolean): void {
  const has = (name: string) => form.fields.some((field) => field.dbFieldName === name);
  const time = dateTimeText(now);
  if (creating) {
    if (has('create_by')) row.create_by = username;
    if (has('create_time')) row.create_time = time;
  } else {
    if (has('update_by')) row.update_by = username;
    if (has('update_time')) row.update_time = time;
  }
}

export interface PreparedSub {
  sub: SubTable;
  rows: OnlineRowValues[];
}

/**
 * Every sub-table list the body sends, bound and checked (`<title>第<n>行：<problem>`); the rows keep a sent id that
 * already belongs to this main row (an edit), else get a new one.
 */
export function preparedSubs(store: Store, form: OnlineFormRecord, body: Record<string, unknown>, mainId: string | null): PreparedSub[] | { problem: string } {
  const prepared: PreparedSub[] = [];
  for (const sub of subTablesOf(store, form)) {
    const sent = sentSubRows(body, sub);
    if (!sent) continue;
    if (sub.oneToOne && sent.length > 1) return { problem: `${sub.form.tableTxt}只能有一条数据` };
    const rows: OnlineRowValues[] = [];
    for (const [index, item] of sent.entries()) {
      const existing = mainId && typeof item.id === 'string' ? sub.form.rows.find((row) => row.id === item.id && row[sub.foreignKey] === mainId) : undefined;
      const bound = boundRow(sub.form, item, existing ?? null);
      if ('problem' in bound) return { problem: `${sub.form.tableTxt}第${index + 1}行：${bound.problem}` };
      bound.row.id = existing ? (existing.id as string) : randomId();
      rows.push(bound.row);
    }
    prepared.push({ sub, rows });
  }
  return prepared;
}

/** Replaces a main row's rows of each sent sub-table with the prepared ones. */
export function writeSubs(prepared: PreparedSub[], mainId: string, username: string, now: number): void {
  for (const { sub, rows } of prepared) {
    const kept = new Map(sub.form.rows.filter((row) => row[sub.foreignKey] === mainId).map((row) => [row.id, row]));
    sub.form.rows = sub.form.rows.filter((row) => row[sub.foreignKey] !== mainId);
    for (const row of rows) {
      row[sub.foreignKey] = mainId;
      const before = kept.get(row.id as string);
      if (before) {
        for (const name of ['create_by', 'create_time']) if (name in before) row[name] = before[name] ?? null;
      }
      stamp(sub.form, row, username, now, !before);
      sub.form.rows.push(row);
    }
  }
}

/** A main row with each sub-table's rows under the sub-table's name (a one-to-one as a list of at most one). */
export function recordOf(store: Store, form: OnlineFormRecord, row: OnlineRowValues): Record<string, OnlineCell | OnlineRowValues[]> {
  const record: Record<string, OnlineCell | OnlineRowValues[]> = { ...row };
  for (const sub of subTablesOf(store, form)) {
    const rows = sub.form.rows.filter((subRow) => subRow[sub.foreignKey] === row.id);
    record[sub.form.tableName] = sub.oneToOne ? rows.slice(0, 1) : rows;
  }
  return record;
}

/** A tree form's has-child flag of a node, set from whether any row names it as parent. */
export function refreshHasChild(form: OnlineFormRecord, nodeId: OnlineCell): void {
  const { treeParentIdField: pid, treeIdField: flag } = form;
  if (!pid || !flag || nodeId === null || nodeId === '0') return;
  const node = form.rows.find((row) => row.id === nodeId);
  if (node) node[flag] = form.rows.some((row) => row[pid] === nodeId) ? '1' : '0';
}

/** The ids to delete: the given ones that exist, a tree node's descendants with it. */
export function idsToDelete(form: OnlineFormRecord, ids: string[]): Set<string> {
  const existing = new Set(form.rows.map((row) => row.id as string));
  const picked = new Set(ids.filter((id) => existing.has(id)));
  const pid = form.isTree === 'Y' ? form.treeParentIdField : undefined;
  if (!pid) return picked;
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of form.rows) {
      if (!picked.has(row.id as string) && picked.has(row[pid] as string)) {
        picked.add(row.id as string);
        grew = true;
      }
    }
  }
  return picked;
}
