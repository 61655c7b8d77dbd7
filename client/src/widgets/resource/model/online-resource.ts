// An online form (JeecgBoot's low-code cgform) as one more resource: its list columns (getColumns), query fields
// (getQueryInfo) and form structure (getFormItem) become the fields of a description, so the kit's list, search,
// advanced query and form show it with no code of its own. The form's data is read from getData/{formId} and written
// through form/{code} (add, edit), form/{code}/{id} (delete, batch: comma ids), exportXls/{code} and importXls/{code}.
import type { Schema } from '@/api/types';
import type { SearchOption } from '@/widgets/list-page';
import { FIELD_KINDS, type FieldKind } from './field-kind';
import type { FieldForm, Resource, ResourceField, SearchMode } from './resource';

export type OnlineRow = Schema<'OnlineRow'>;

/** What the three metadata calls answer for one form. */
export interface OnlineMetadata {
  /** The form's id (onl_cgform_head.id), the `{formId}` of its data path. */
  id: string;
  columns: Schema<'OnlineFormColumns'>;
  queryInfo: readonly Schema<'OnlineQueryField'>[];
  formItem: Schema<'OnlineFormItem'>;
}

/** The menu component every online form list shares; a form's list state is kept under it and the form's id. */
export const ONLINE_FORM_SCREEN = 'modules/online/cgform/auto/OnlCgformAutoList';

/** The width a column of an online form's list needs for a title of four to six characters and its sort arrows. */
const ONLINE_COLUMN_WIDTH = 130;

/** The selection box and the row number before the columns. */
const ROW_PARTS_WIDTH = 90;

/** The 操作 column of an online list: 编辑, 查看 and 删除. */
export const ONLINE_ACTIONS_WIDTH = 190;

const KINDS: ReadonlySet<string> = new Set(FIELD_KINDS);

/** An online view type as a field kind; a view the kit does not know is edited as text. */
export const kindOfView = (view: string | undefined): FieldKind => (view && KINDS.has(view) ? (view as FieldKind) : 'text');

/** Kinds that take both columns of a two-column form. */
const WIDE_KINDS: ReadonlySet<FieldKind> = new Set(['textarea', 'umeditor', 'markdown', 'image', 'file']);

/** A field's address for a row: `${field}` replaced by the row's value (encoded), as upstream's href slots do. */
export const filledHref = (href: string, row: Readonly<Record<string, unknown>>): string =>
  href.trim().replace(/\$\{([^}]+)\}/g, (_whole, name: string) => encodeURIComponent(String(row[name] ?? '')));

const DATE_KINDS: ReadonlySet<FieldKind> = new Set(['date', 'datetime']);
const CHOSEN_BY_VALUE: ReadonlySet<FieldKind> = new Set(['list', 'radio', 'checkbox', 'list_multi', 'sel_search', 'switch', 'sel_depart', 'sel_user']);

/**
 * How a query field matches: `group` is a range (`_begin` / `_end`) on dates; a single condition matches a chosen
 * value exactly and contains typed text (what upstream's online list sends as `*text*`).
 */
export function searchModeOf(mode: Schema<'OnlineQueryField'>['mode'], kind: FieldKind): SearchMode {
  if (mode === 'group' && DATE_KINDS.has(kind)) return 'range';
  return CHOSEN_BY_VALUE.has(kind) || kind === 'number' || DATE_KINDS.has(kind) ? 'eq' : 'like';
}

export function onlineResourceOf({ id, columns, queryInfo, formItem }: OnlineMetadata): Resource<OnlineRow> {
  const { properties, required } = formItem.schema;
  const listed = new Map(columns.columns.map((column) => [column.dataIndex, column]));
  const queried = new Map(queryInfo.map((query) => [query.field, query]));
  const hrefs = new Map((columns.fieldHrefSlots ?? []).map((slot) => [slot.slotName, slot.href]));
  const onForm = Object.entries(properties).sort(([, a], [, b]) => a.order - b.order).map(([name]) => name);
  // Columns the user's column permissions hide (getColumns' hideColumns) are shown nowhere, wherever else they appear.
  const hidden = new Set(columns.hideColumns);
  // The list's order first, then what only the form or the query shows.
  const names = [...new Set([...listed.keys(), ...onForm, ...queried.keys()])].filter((name) => !hidden.has(name));
  const fields = names.map((name): ResourceField<OnlineRow> => {
    const column = listed.get(name);
    const property = properties[name];
    const query = queried.get(name);
    const items = columns.dictOptions[column?.customRender ?? name];
    // A table dictionary's value (a department's org_code) is chosen among its items, whatever picker the view names.
    const kind = (property?.dictTable ?? query?.dictTable) && items ? 'sel_search' : kindOfView(property?.view ?? query?.view);
    const options: SearchOption[] | undefined = items?.map((item) => ({ value: String(item.value), label: String(item.text ?? item.title ?? item.value) }));
    const form: FieldForm | undefined = property && {
      required: required.includes(name),
      ...(property.maxLength ? { max: property.maxLength } : {}),
      ...(property.pattern ? { pattern: property.pattern } : {}),
      ...(property.readOnly ? { readOnly: true as const } : {}),
      ...(WIDE_KINDS.has(kind) ? { wide: true } : {}),
    };
    const href = hrefs.get(name);
    return {
      name,
      label: column?.title ?? property?.title ?? query?.label ?? name,
      kind,
      ...(options ? { options } : property?.dictCode && !property.dictTable ? { dictCode: property.dictCode } : {}),
      ...(query ? { search: searchModeOf(query.mode, kind) } : {}),
      column: column ? { sorter: column.sorter === true, ellipsis: true, ...(href ? { href: (row: OnlineRow) => filledHref(href, row) } : {}) } : false,
      ...(form ? { form } : {}),
    };
  });
  return {
    key: `online-${id}`,
    screen: `${ONLINE_FORM_SCREEN}:${id}`,
    permission: `online:${formItem.schema.table}`,
    calls: {
      list: '/online/cgform/api/getData/{formId}',
      add: '/online/cgform/api/form/{code}',
      edit: '/online/cgform/api/form/{code}',
      delete: '/online/cgform/api/form/{code}/{id}',
      deleteBatch: '/online/cgform/api/form/{code}/{id}',
      exportXls: '/online/cgform/api/exportXls/{code}',
      importExcel: '/online/cgform/api/importXls/{code}',
    },
    pathParams: { formId: id, code: id },
    exportName: columns.description,
    rowNumbers: true,
    // Wide enough that every column keeps its title on a phone: the table scrolls sideways instead.
    tableWidth: ROW_PARTS_WIDTH + ONLINE_COLUMN_WIDTH * columns.columns.filter((column) => !hidden.has(column.dataIndex)).length + ONLINE_ACTIONS_WIDTH,
    actionsWidth: ONLINE_ACTIONS_WIDTH,
    formColumns: formItem.head.formTemplate === '2' ? 2 : 1,
    fields,
  };
}
