// A resource screen described as data: what it lists, searches, queries and calls, each field said once. The list
// screen (ResourceList), the search form, the advanced query and the table columns are all derived from it.
import type { PageListPath } from '@/api/http';
import type { PathWith } from '@/api/types';
import type { FilterMode, ListSort, SearchOption } from '@/widgets/list-page';
import type { FieldKind } from './field-kind';

/** How the search form matches a field: a filter mode of 001 §5, or a date range (`_begin` / `_end`). */
export type SearchMode = FilterMode | 'range';

export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

/** A field's column in the list: sortable unless `sorter: false`. */
export interface FieldColumn {
  width?: number;
  sorter?: boolean;
  ellipsis?: boolean;
  /** Shown only from this breakpoint up (antd's `responsive`). */
  responsive?: Breakpoint[];
}

export interface ResourceField<Row> {
  name: Extract<keyof Row, string>;
  label: string;
  kind: FieldKind;
  /** The dictionary of a list / radio / checkbox / switch field. */
  dictCode?: string;
  /** Fixed choices instead of a dictionary. */
  options?: readonly SearchOption[];
  /** In the search form, matched this way; absent: not searched. */
  search?: SearchMode;
  /** In the advanced query (default: yes). */
  query?: boolean;
  /** The list's column; `false`: not shown as a column. */
  column?: FieldColumn | false;
}

/** The document paths a resource calls, upstream's list conventions (`/list`, `/add`, `/edit`, `/delete`, …). */
export interface ResourceCalls {
  /** A documented GET whose answer is a page (`result.records`, `result.total`). */
  list: PageListPath;
  add?: PathWith<'post'>;
  edit?: PathWith<'put'>;
  delete?: PathWith<'delete'>;
  deleteBatch?: PathWith<'delete'>;
  exportXls?: PathWith<'get'>;
  importExcel?: PathWith<'post'>;
}

export interface Resource<Row> {
  /** A short name: the list's test id (`<key>-list-page`) and its query cache key. */
  key: string;
  /** The menu component name: the list's address cache and the advanced query's saved queries are kept under it. */
  screen: string;
  /** The buttons' permission codes are `<permission>:add`, `:edit`, `:delete`, `:deleteBatch`, `:export`, `:import`. */
  permission: string;
  /** The codes that do not follow that pattern (e.g. `{ import: 'hrm:employee:importExcel' }`). */
  permissions?: Partial<Record<ResourceAction, string>>;
  defaultSort?: ListSort;
  calls: ResourceCalls;
  /** The exported workbook's name (without the date the export adds). */
  exportName?: string;
  /** The add button's text where upstream's screen says otherwise (数据字典: 添加). */
  addLabel?: string;
  /** The 操作 column's width where a screen's own row actions need more than 查看 / 编辑 / 删除. */
  actionsWidth?: number;
  /** A first column numbering the rows (upstream's `#`). */
  rowNumbers?: boolean;
  /** The table's minimum width before it scrolls sideways (px). */
  tableWidth?: number;
  /** The search form's order by field name, where it is not the fields' order. */
  searchOrder?: readonly Extract<keyof Row, string>[];
  /**
   * A detail page: 查看 opens `<path>?id=<id>`, and without a form slot 编辑 opens it editable (`&edit=1`).
   */
  detailPath?: string;
  fields: readonly ResourceField<Row>[];
}

export type ResourceAction = 'add' | 'edit' | 'delete' | 'deleteBatch' | 'export' | 'import';

export const permissionOf = (resource: Pick<Resource<unknown>, 'permission' | 'permissions'>, action: ResourceAction): string =>
  resource.permissions?.[action] ?? `${resource.permission}:${action}`;

/** The address of a row's detail page, editable or read only. */
export const detailHref = (path: string, id: string, edit = false): string => `${path}?id=${encodeURIComponent(id)}${edit ? '&edit=1' : ''}`;

/** Identity with the row type checked: `defineResource<Position>({ … })`. */
export const defineResource = <Row>(resource: Resource<Row>): Resource<Row> => resource;
