// The column configuration of spec 001 §3 (B-GRID-01): every field upstream's editable table accepts.
import type { ReactNode } from 'react';

export const COLUMN_TYPES = [
  'input',
  'inputNumber',
  'checkbox',
  'select',
  'list_multi',
  'sel_search',
  'sel_search_async',
  'sel_depart',
  'sel_user',
  'date',
  'datetime',
  'time',
  'input_pop',
  'textarea',
  'upload',
  'file',
  'image',
  'popup',
  'radio',
  'slot',
  'hidden',
] as const;

export type ColumnType = (typeof COLUMN_TYPES)[number];

export type CellValue = string | number | boolean | null | undefined;

export interface GridRow {
  id: string;
  [key: string]: unknown;
}

export interface ColumnOption {
  value: string;
  text?: string;
  title?: string;
  label?: string;
  disabled?: boolean;
}

/** Statistics shown in the row under the body (001 §3). */
export type ColumnStatistic = 'sum' | 'average';

export interface CellRuleContext {
  column: EditableColumn;
  row: GridRow;
  rows: readonly GridRow[];
}

/** One validation rule of 001 §5; `message` may use ${title}. */
export interface ValidateRule {
  required?: boolean;
  unique?: boolean;
  only?: boolean;
  /** A pattern code (n6-16, *6-16, s6-18, url, e, m, p, s, n, z, *, money) or a custom regular expression. */
  pattern?: string | RegExp;
  /** Decides, possibly asynchronously: true / undefined passes, false fails with `message`, a string fails with it. */
  handler?: (value: unknown, context: CellRuleContext) => boolean | string | void | Promise<boolean | string | void>;
  message?: string;
}

/** Chained selects: choosing a value in this column sets the options of `next` and clears its value. */
export interface ColumnLinkage {
  next: string;
  optionsOf: (value: string) => ColumnOption[] | Promise<ColumnOption[]>;
}

export interface SlotProps {
  row: GridRow;
  column: EditableColumn;
  value: unknown;
  setValue: (value: unknown) => void;
}

export interface EditableColumn {
  key: string;
  type: ColumnType;
  title: string;
  /** Pixels or a percentage string ("20%"). */
  width?: number | string;
  minWidth?: number;
  options?: ColumnOption[];
  defaultValue?: unknown;
  defaultChecked?: boolean;
  /** [checked value, unchecked value] (B-GRID-02). */
  customValue?: [unknown, unknown];
  validateRules?: ValidateRule[];
  dictCode?: string;
  placeholder?: string;
  disabled?: boolean;
  props?: Record<string, unknown>;
  statistics?: ColumnStatistic;
  isOrder?: boolean;
  allowDownload?: boolean;
  allowRemove?: boolean;
  token?: boolean;
  action?: string;
  data?: Record<string, unknown>;
  responseName?: string;
  popupCode?: string;
  orgFields?: string;
  destFields?: string;
  field?: string;
  param?: Record<string, unknown>;
  sorter?: string;
  store?: string;
  text?: string;
  multi?: boolean;
  fieldExtendJson?: string;
  allowInput?: boolean;
  allowSearch?: boolean;
  dict?: string;
  linkage?: ColumnLinkage;
  /** input_pop / textarea popup variant: 'large' is 300 by 210. */
  popupSize?: 'default' | 'large';
  /** slot: what the caller renders in the cell. */
  render?: (props: SlotProps) => ReactNode;
  /** sel_search_async: fetches options for a keyword (page size 10, debounced 800 ms); without it, `dict` is searched (300 ms). */
  search?: (keyword: string, pageSize: number) => Promise<ColumnOption[]>;
}

export function optionText(option: ColumnOption): string {
  return option.text ?? option.label ?? option.title ?? option.value;
}

/** Columns with a cell the user edits (hidden and slot have none of their own). */
export function isEditableType(type: ColumnType): boolean {
  return type !== 'hidden' && type !== 'slot';
}
