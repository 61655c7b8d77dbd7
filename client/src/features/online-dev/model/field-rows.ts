// The designer's field and index rows as the editable tables hold them, and the addAll / editAll body made of them.
// A new definition starts with upstream's system columns (id, create_by, create_time, update_by, update_time,
// sys_org_code), hidden from list and form.
import type { GridRow } from '@/widgets/editable-table';
import type { DefinitionBody, OnlineField, OnlineHead, OnlineIndex } from '../api/cgform-design-api';

type FieldForm = DefinitionBody['fields'][number];
type IndexForm = NonNullable<DefinitionBody['indexs']>[number];
type HeadForm = DefinitionBody['head'];

/** A field row: the document's field properties keyed by their names, `id` a stored id or a temporary one. */
export type FieldRow = GridRow & Omit<FieldForm, 'id'>;

export const NEW_FIELD_DEFAULTS = {
  dbFieldName: '',
  dbFieldTxt: '',
  dbType: 'string',
  dbLength: 32,
  dbPointLength: 0,
  dbDefaultVal: '',
  dbIsKey: 0,
  dbIsNull: 1,
  fieldShowType: 'text',
  fieldHref: '',
  fieldValidType: '',
  fieldMustInput: '0',
  isShowList: 1,
  isShowForm: 1,
  isReadOnly: 0,
  isQuery: 0,
  queryMode: 'single',
  dictField: '',
  dictTable: '',
  dictText: '',
  mainTable: '',
  mainField: '',
} satisfies Omit<FieldForm, 'id' | 'orderNum'>;

const system = (id: string, dbFieldName: string, dbFieldTxt: string, values: Partial<FieldForm>, orderNum: number): FieldRow => ({
  ...NEW_FIELD_DEFAULTS,
  id,
  dbFieldName,
  dbFieldTxt,
  isShowList: 0,
  isShowForm: 0,
  orderNum,
  ...values,
});

/** The fields a new definition starts with (temporary ids: none is stored yet). */
export function systemFieldRows(tempId: (n: number) => string): FieldRow[] {
  return [
    system(tempId(0), 'id', '主键', { dbLength: 36, dbIsKey: 1, dbIsNull: 0 }, 1),
    system(tempId(1), 'create_by', '创建人', { dbLength: 50 }, 2),
    system(tempId(2), 'create_time', '创建日期', { dbType: 'Datetime', dbLength: 20, fieldShowType: 'datetime' }, 3),
    system(tempId(3), 'update_by', '更新人', { dbLength: 50 }, 4),
    system(tempId(4), 'update_time', '更新日期', { dbType: 'Datetime', dbLength: 20, fieldShowType: 'datetime' }, 5),
    system(tempId(5), 'sys_org_code', '所属部门', { dbLength: 64 }, 6),
  ];
}

export function fieldRowOf(field: OnlineField): FieldRow {
  const { cgformHeadId: _head, ...row } = field;
  return row;
}

export function indexRowOf(index: OnlineIndex): GridRow {
  const { cgformHeadId: _head, ...row } = index;
  return row;
}

const num = (value: unknown, fallback: number) => (value === null || value === undefined || value === '' ? fallback : Number(value));

/** A field row as the body sends it: numbers as numbers, the id only when the field is stored. */
export function fieldFormOf(row: GridRow, storedIds: ReadonlySet<string>, index: number): FieldForm {
  const values = { ...NEW_FIELD_DEFAULTS, ...row } as FieldRow;
  return {
    ...(storedIds.has(row.id) ? { id: row.id } : {}),
    dbFieldName: String(values.dbFieldName ?? '').trim(),
    dbFieldTxt: String(values.dbFieldTxt ?? '').trim(),
    dbType: values.dbType,
    dbLength: num(values.dbLength, 0),
    dbPointLength: num(values.dbPointLength, 0),
    dbDefaultVal: String(values.dbDefaultVal ?? ''),
    dbIsKey: num(values.dbIsKey, 0) === 1 ? 1 : 0,
    dbIsNull: num(values.dbIsNull, 1) === 1 ? 1 : 0,
    fieldShowType: values.fieldShowType,
    fieldHref: String(values.fieldHref ?? ''),
    fieldValidType: String(values.fieldValidType ?? ''),
    fieldMustInput: String(values.fieldMustInput) === '1' ? '1' : '0',
    isShowList: num(values.isShowList, 1) === 1 ? 1 : 0,
    isShowForm: num(values.isShowForm, 1) === 1 ? 1 : 0,
    isReadOnly: num(values.isReadOnly, 0) === 1 ? 1 : 0,
    isQuery: num(values.isQuery, 0) === 1 ? 1 : 0,
    queryMode: values.queryMode === 'group' ? 'group' : 'single',
    dictField: String(values.dictField ?? '').trim(),
    dictTable: String(values.dictTable ?? '').trim(),
    dictText: String(values.dictText ?? '').trim(),
    mainTable: String(values.mainTable ?? '').trim(),
    mainField: String(values.mainField ?? '').trim(),
    orderNum: index + 1,
  };
}

export function indexFormOf(row: GridRow, storedIds: ReadonlySet<string>): IndexForm {
  const field = row.indexField;
  return {
    ...(storedIds.has(row.id) ? { id: row.id } : {}),
    indexName: String(row.indexName ?? '').trim(),
    indexField: Array.isArray(field) ? field.join(',') : String(field ?? ''),
    indexType: row.indexType === 'unique' ? 'unique' : 'normal',
  };
}

export interface DefinitionDraft {
  head: HeadForm;
  fields: GridRow[];
  indexes: GridRow[];
  storedFieldIds: ReadonlySet<string>;
  storedIndexIds: ReadonlySet<string>;
  deletedFieldIds: readonly string[];
  deletedIndexIds: readonly string[];
}

export function definitionBodyOf(draft: DefinitionDraft): DefinitionBody {
  return {
    head: draft.head,
    fields: draft.fields.map((row, index) => fieldFormOf(row, draft.storedFieldIds, index)),
    indexs: draft.indexes.map((row) => indexFormOf(row, draft.storedIndexIds)),
    ...(draft.head.id ? { deleteFieldIds: [...draft.deletedFieldIds], deleteIndexIds: [...draft.deletedIndexIds] } : {}),
  };
}

/** The head form's values of a stored definition (or a new one's defaults). */
export function headValuesOf(head: OnlineHead | null): HeadForm {
  if (!head) return { tableName: '', tableTxt: '', tableType: 1, formTemplate: '1', isTree: 'N', isCheckbox: 'Y', isPage: 'Y', themeTemplate: 'normal', relationType: 0, tabOrderNum: 0, queryMode: 'single' };
  const { isDbSynch: _s, tableVersion: _v, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...values } = head;
  return values;
}
