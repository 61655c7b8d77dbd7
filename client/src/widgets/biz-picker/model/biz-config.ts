// The business-entity picker's configuration (001 §3, B-PICK-24) and its defaults (001 §9, decision 20), the numbers
// read from the one module of §9 constants.
import type { ReactNode } from 'react';
import type { PageListPath } from '@/api/http';
import {
  PICKER_ELLIPSIS_LENGTH,
  PICKER_MODAL_WIDTH as SHARED_PICKER_MODAL_WIDTH,
  PICKER_PAGE_SIZE,
  PICKER_PAGE_SIZE_OPTIONS,
  PICKER_TABLE_HEIGHT,
  SELECT_BIZ_ELLIPSIS_LENGTH,
  SELECT_BIZ_WIDTH as SHARED_SELECT_BIZ_WIDTH,
} from '@/shared/config/widget-constants';
import type { PickerRow } from '@/widgets/picker-kit';

export interface BizColumn {
  dataIndex: string;
  title: string;
  width?: number;
}

export interface BizQueryField {
  key: string;
  label: string;
  placeholder?: string;
  /** A dictionary select instead of a text input (matched exactly; text inputs match inside the value). */
  dictCode?: string;
  props?: Record<string, unknown>;
  customRender?: (value: unknown, row: PickerRow) => ReactNode;
}

export interface BizPickerConfig {
  /** The entity's name, in 已选{name} and the title 选择{name}. */
  name: string;
  listUrl: PageListPath;
  /** Where stored values are echoed from; default listUrl (B-PICK-26). */
  valueUrl?: PageListPath;
  /** The row field stored in the value. */
  valueKey: string;
  /** The row field shown in the field and the side table. */
  displayKey: string;
  /** B-PICK-25: default id. */
  rowKey?: string;
  columns: BizColumn[];
  queryConfig?: BizQueryField[];
}

/** B-PICK-25 */
export const DEFAULT_ROW_KEY = 'id';
/** B-PICK-27 / B-PICK-28: the picker modal's page size and options. */
export const BIZ_PAGE_SIZE = PICKER_PAGE_SIZE;
export const BIZ_PAGE_SIZE_OPTIONS = [...PICKER_PAGE_SIZE_OPTIONS];
/** B-PICK-30: the picker modal's width (the named pickers built on it: role, position). */
export const PICKER_MODAL_WIDTH = SHARED_PICKER_MODAL_WIDTH;
/** B-PICK-23: the select-biz dialog's width. */
export const SELECT_BIZ_WIDTH = SHARED_SELECT_BIZ_WIDTH;
/** B-PICK-31: the picker modal's table height. */
export const BIZ_TABLE_HEIGHT = PICKER_TABLE_HEIGHT;
/** B-PICK-22: the select-biz field's display is truncated at 25 characters. */
export const SELECT_BIZ_ELLIPSIS = SELECT_BIZ_ELLIPSIS_LENGTH;
/** B-PICK-32: the picker's ellipsis length (the 已选 side table). */
export const PICKER_ELLIPSIS = PICKER_ELLIPSIS_LENGTH;
/** Query fields shown before 展开. */
export const VISIBLE_QUERY_FIELDS = 2;

export function rowKeyOf(config: BizPickerConfig): string {
  return config.rowKey ?? DEFAULT_ROW_KEY;
}
