// A resource screen described as data: what it lists, searches, queries and calls, each field said once. The list
// screen (ResourceList), the search form, the advanced query and the table columns are all derived from it.
import type { PageListPath } from '@/api/http';
import type { PathWith } from '@/api/types';
import type { ColumnOption } from '@/widgets/editable-table/type-editor';
import type { CheckName } from '@/shared/validation/validators';
import type { FilterMode, ListSort, SearchOption } from '@/widgets/list-page';
import type { FieldKind } from './field-kind';

/** How the search form matches a field: a filter mode of 001 §5, a date range or a number range (`_begin` / `_end`). */
/** `month`: one month, chosen in a month picker and sent as `yyyy-MM` (an exact match). */
export type SearchMode = FilterMode | 'range' | 'number-range' | 'month';

export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

/** A field's column in the list: sortable unless `sorter: false`. */
export interface FieldColumn {
  width?: number;
  /** The width on a phone (below antd's `sm`), where the screen is narrower. */
  phoneWidth?: number;
  sorter?: boolean;
  ellipsis?: boolean;
  /** Shown only from this breakpoint up (antd's `responsive`). */
  responsive?: Breakpoint[];
  /** An amount of money: right aligned, two decimals with thousands separators (1,234.50). */
  money?: boolean;
}

/** A column drawn as a link: the address for a row (an http(s) address opens in a new window, a path in the app). */
export type ColumnHref<Row> = (row: Row) => string;

/** A cell drawn in a warning colour (a contract that ends soon) or the error colour (one that has ended). */
export type CellTone = 'warning' | 'danger';

/** A pattern code of 001 §5 (the editable table's list: `m`, `e`, `url`, `n6-16`, `money`, …) or an expression. */
export type FieldPattern = string | RegExp;

/** A field's item in the add / edit / view form and its rules. */
export interface FieldForm {
  required?: boolean;
  /** Rule sets of 000 §5 by name (`shared/validation`): `mobile`, `email`, `bankCard`, `chineseIdCard`, `amount`, … */
  rules?: readonly CheckName[];
  /** A pattern the value must match (empty values pass); fails with `messages.pattern` or `<label>格式不正确`. */
  pattern?: FieldPattern;
  /** The longest text accepted. */
  max?: number;
  /** A number's bounds, inclusive (`exclusiveMin`: above `min`); fails with `messages.range` or a message saying them. */
  range?: { min?: number; max?: number; exclusiveMin?: boolean };
  /** A date not before another field's (结束日期 and 开始日期): `<label>不能早于<its label>`, checked again as it changes. */
  notBefore?: { field: string; label: string };
  /** A file or image field's uploads go to this folder of `/sys/common/upload` (`biz`), at most `count` files. */
  upload?: { biz: string; count?: number };
  /** Unique in its table: the backend's duplicate check (`/sys/duplicate/check`), the edited row excepted. */
  unique?: { table: string; column?: string };
  /** Read only always, or once the row exists (a code that others refer to). */
  readOnly?: true | 'edit';
  /** Left off the form when adding, or when editing. */
  hidden?: 'add' | 'edit';
  /** Only in 查看, read only: what was decided about a row (an approval's opinion), never entered here. */
  viewOnly?: true;
  /** The value a new row starts with. */
  initial?: unknown;
  /** Spans both columns of a two-column form (text areas, rich text, uploads). */
  wide?: boolean;
  placeholder?: string;
  /** Messages where upstream's screen words them otherwise. */
  messages?: { required?: string; pattern?: string; max?: string; range?: string; notBefore?: string };
}

export interface ResourceField<Row> {
  name: Extract<keyof Row, string>;
  label: string;
  kind: FieldKind;
  /** The dictionary of a list / radio / checkbox / switch field. */
  dictCode?: string;
  /** Fixed choices instead of a dictionary; where the list's rows carry no `<name>_dictText`, their labels show. */
  options?: readonly SearchOption[];
  /** In the search form, matched this way; absent: not searched. */
  search?: SearchMode;
  /** In the advanced query (default: yes), with the builder's type (and database type) where the kind's is not it. */
  query?: boolean | { type?: string; dbType?: string };
  /** Searched and shown as a column only on these tabs of the list (`Resource.tabs`). */
  tabs?: readonly string[];
  /** Chosen by searching the backend as one types (an employee by name), with the options it answers. */
  lookup?: FieldLookup;
  /** The list's column; `false`: not shown as a column. */
  column?: (FieldColumn & { tone?: (row: Row) => CellTone | undefined; href?: ColumnHref<Row> }) | false;
  /** The field's item in the add / edit / view form; absent: not on the form. */
  form?: FieldForm;
}

/** A keyword search for a field's choices: at most `pageSize` options. */
export type FieldLookup = (keyword: string, pageSize: number) => Promise<ColumnOption[]>;

/** A field of any resource, read apart from its row type (the form's items). */
export type AnyField = ResourceField<Record<string, unknown>>;

/**
 * The document paths a resource calls, upstream's list conventions (`/list`, `/add`, `/edit`, `/delete`, …). Their
 * `{placeholders}` are filled from `pathParams`; a delete path with `{id}` takes the id (ids comma-joined for a
 * batch) there instead of in the query (an online form's `form/{code}/{id}`).
 */
export interface ResourceCalls {
  /** A documented GET whose answer is a page (`result.records`, `result.total`). */
  list: PageListPath;
  add?: PathWith<'post'>;
  edit?: PathWith<'put'>;
  delete?: PathWith<'delete'>;
  deleteBatch?: PathWith<'delete'>;
  exportXls?: PathWith<'get'>;
  importExcel?: PathWith<'post'>;
  /** A recycle bin's calls: 取回 one row (`id`) and several (`ids`), 彻底删除 (`ids`, one or several). */
  recover?: PathWith<'put'>;
  recoverBatch?: PathWith<'put'>;
  realDelete?: PathWith<'delete'>;
}

export interface Resource<Row> {
  /** A short name: the list's test id (`<key>-list-page`) and its query cache key. */
  key: string;
  /** The menu component name: the list's address cache and the advanced query's saved queries are kept under it. */
  screen: string;
  /** The buttons' permission codes are `<permission>:add`, `:edit`, `:delete`, `:deleteBatch`, `:export`, `:import`
   * (and a recycle bin's `:recover`, `:realDelete`). */
  permission: string;
  /** The codes that do not follow that pattern (e.g. `{ import: 'hrm:employee:importExcel' }`). */
  permissions?: Partial<Record<ResourceAction, string>>;
  defaultSort?: ListSort;
  calls: ResourceCalls;
  /** The values of the list path's `{placeholders}` (an online form's id). */
  pathParams?: Readonly<Record<string, string>>;
  /** Parameters sent with every list request and export, not in the search form or the address: one list of several
   * over the same calls (招聘管理's 处理中 / 已录用 / 已淘汰: `status`). */
  params?: Readonly<Record<string, string>>;
  /** The exported workbook's name (without the date the export adds). */
  exportName?: string;
  /** The add button's text where upstream's screen says otherwise (数据字典: 添加). */
  addLabel?: string;
  /** The 操作 column's width where a screen's own row actions need more than 查看 / 编辑 / 删除. */
  actionsWidth?: number;
  /** A first column numbering the rows (upstream's `#`); `from-sm`: not on a phone. */
  rowNumbers?: boolean | 'from-sm';
  /** A list split into tabs by a parameter sent with every request (日志管理: logType 1 登录日志, 2 操作日志). */
  tabs?: ResourceTabs;
  /** A search box over several columns (upstream's `keyWord`), first in the search form; not a field of the row. */
  keyword?: { name: string; label: string; placeholder?: string };
  /** On a phone the table fits the screen (the columns it hides there leave room) instead of scrolling sideways. */
  phoneFits?: boolean;
  /** The table's minimum width before it scrolls sideways (px). */
  tableWidth?: number;
  /** The search form's order by field name, where it is not the fields' order. */
  searchOrder?: readonly Extract<keyof Row, string>[];
  /**
   * A detail page: 查看 opens `<path>?id=<id>`, and without a form slot 编辑 opens it editable (`&edit=1`).
   */
  detailPath?: string;
  /**
   * Which rows 编辑 and 删除 apply to (an application only while it awaits approval); the others show 查看. The
   * backend refuses the rest anyway: this keeps the links from promising what it refuses.
   */
  allows?: { edit?: (row: Row) => boolean; delete?: (row: Row) => boolean };
  /** The form's columns on a wide screen (upstream's formTemplate): one (the default) or two. */
  formColumns?: 1 | 2;
  fields: readonly ResourceField<Row>[];
}

export interface ResourceTabs {
  /** The request parameter (and address key) holding the tab. */
  param: string;
  /** The first is the default. */
  items: readonly { key: string; label: string }[];
}

export type ResourceAction = 'add' | 'edit' | 'delete' | 'deleteBatch' | 'export' | 'import' | 'recover' | 'realDelete';

export const permissionOf = (resource: Pick<Resource<unknown>, 'permission' | 'permissions'>, action: ResourceAction): string =>
  resource.permissions?.[action] ?? `${resource.permission}:${action}`;

/** The address of a row's detail page, editable or read only. */
export const detailHref = (path: string, id: string, edit = false): string => `${path}?id=${encodeURIComponent(id)}${edit ? '&edit=1' : ''}`;

/** Identity with the row type checked: `defineResource<Position>({ … })`. */
export const defineResource = <Row>(resource: Resource<Row>): Resource<Row> => resource;
