// Cell validation of 001 §5 (B-RULE-01..24): required, unique / only, patterns (skipped for empty values) and custom
// handlers that may decide asynchronously; every rule fails with its own message.
import type { EditableColumn, GridRow, ValidateRule } from './column';
import { patternOf } from './patterns';

export interface CellError {
  rowId: string;
  rowIndex: number;
  key: string;
  message: string;
}

export function isEmptyValue(value: unknown): boolean {
  return value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

function messageOf(rule: ValidateRule, column: EditableColumn, fallback: string): string {
  return (rule.message ?? fallback).replace(/\$\{title\}/g, column.title);
}

/** Values of `key` seen more than once, for the unique rule over all rows at once. */
export function duplicatesOf(rows: readonly GridRow[], key: string): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const row of rows) {
    const value = row[key];
    if (isEmptyValue(value)) continue;
    const text = String(value);
    if (seen.has(text)) twice.add(text);
    else seen.add(text);
  }
  return twice;
}

/** The first synchronous failure of a cell, or null; `duplicates` answers the unique rule. */
export function syncCellError(column: EditableColumn, value: unknown, duplicates: ReadonlySet<string> | null): string | null {
  for (const rule of column.validateRules ?? []) {
    if (rule.required && isEmptyValue(value)) return messageOf(rule, column, '${title}不能为空');
    if ((rule.unique || rule.only) && duplicates && !isEmptyValue(value) && duplicates.has(String(value))) {
      return messageOf(rule, column, '${title}不能重复');
    }
    if (rule.pattern !== undefined && !isEmptyValue(value) && !patternOf(rule.pattern).test(String(value))) {
      return messageOf(rule, column, '${title}格式不正确');
    }
  }
  return null;
}

/** Every rule of one cell, handlers included; answers the message of the first failing rule, or null. */
export async function validateCell(column: EditableColumn, row: GridRow, rows: readonly GridRow[]): Promise<string | null> {
  const unique = (column.validateRules ?? []).some((rule) => rule.unique || rule.only);
  const failed = syncCellError(column, row[column.key], unique ? duplicatesOf(rows, column.key) : null);
  if (failed) return failed;
  for (const rule of column.validateRules ?? []) {
    if (!rule.handler) continue;
    const verdict = await rule.handler(row[column.key], { column, row, rows });
    if (verdict === false) return messageOf(rule, column, '${title}校验未通过');
    if (typeof verdict === 'string') return verdict;
  }
  return null;
}

/** Validates every cell of every row; answers all errors in row then column order (B-RULE-22, 24). */
export async function validateRows(columns: readonly EditableColumn[], rows: readonly GridRow[]): Promise<CellError[]> {
  const ruled = columns.filter((column) => column.validateRules?.length);
  const duplicates = new Map(ruled.map((column) => [column.key, duplicatesOf(rows, column.key)]));
  const withHandlers = ruled.filter((column) => column.validateRules?.some((rule) => rule.handler));
  const errors: CellError[] = [];
  const pending: Array<Promise<void>> = [];
  rows.forEach((row, rowIndex) => {
    for (const column of ruled) {
      const message = syncCellError(column, row[column.key], duplicates.get(column.key) ?? null);
      if (message) {
        errors.push({ rowId: row.id, rowIndex, key: column.key, message });
      } else if (withHandlers.includes(column)) {
        pending.push(
          validateCell(column, row, rows).then((handled) => {
            if (handled) errors.push({ rowId: row.id, rowIndex, key: column.key, message: handled });
          }),
        );
      }
    }
  });
  await Promise.all(pending);
  const order = new Map(columns.map((column, index) => [column.key, index]));
  return errors.sort((a, b) => a.rowIndex - b.rowIndex || (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0));
}
