// The designer's records as the store keeps them and as the calls answer them: a sent field, index or head filled
// with the designer's defaults, a form's head without its fields and rows, the link between a sub and its main.
import { randomId } from '../../lib/ids.js';
import type { Schema } from '../../lib/schema.js';
import type { Store } from '../../store/store.js';
import type { OnlineFieldRecord, OnlineFormRecord, OnlineIndexRecord } from '../../store/records/online-dev.js';
import { onlineForms } from '../../entities/online-dev.js';

type HeadForm = Schema<'OnlineHeadForm'>;

const flag = <T extends 0 | 1>(value: number | undefined, fallback: T): 0 | 1 => (value === 0 || value === 1 ? value : fallback);

/** A field as sent by the designer, with the defaults of a new row for what it leaves out. */
export function fieldFrom(form: Schema<'OnlineFieldForm'>, index: number, stored?: OnlineFieldRecord): OnlineFieldRecord {
  const base = stored;
  return {
    id: base?.id ?? (form.id && !form.id.includes('_tid-') ? form.id : randomId()),
    dbFieldName: form.dbFieldName.trim(),
    dbFieldTxt: (form.dbFieldTxt ?? base?.dbFieldTxt ?? '').trim(),
    dbType: form.dbType ?? base?.dbType ?? 'string',
    dbLength: form.dbLength ?? base?.dbLength ?? 32,
    dbPointLength: form.dbPointLength ?? base?.dbPointLength ?? 0,
    dbDefaultVal: form.dbDefaultVal ?? base?.dbDefaultVal ?? '',
    dbIsKey: flag(form.dbIsKey ?? base?.dbIsKey, 0),
    dbIsNull: flag(form.dbIsNull ?? base?.dbIsNull, 1),
    fieldShowType: form.fieldShowType ?? base?.fieldShowType ?? 'text',
    fieldHref: form.fieldHref ?? base?.fieldHref ?? '',
    fieldValidType: form.fieldValidType ?? base?.fieldValidType ?? '',
    fieldMustInput: form.fieldMustInput ?? base?.fieldMustInput ?? '0',
    isShowList: flag(form.isShowList ?? base?.isShowList, 1),
    isShowForm: flag(form.isShowForm ?? base?.isShowForm, 1),
    isReadOnly: flag(form.isReadOnly ?? base?.isReadOnly, 0),
    isQuery: flag(form.isQuery ?? base?.isQuery, 0),
    queryMode: form.queryMode ?? base?.queryMode ?? 'single',
    dictField: form.dictField ?? base?.dictField ?? '',
    dictTable: form.dictTable ?? base?.dictTable ?? '',
    dictText: form.dictText ?? base?.dictText ?? '',
    mainTable: (form.mainTable ?? base?.mainTable ?? '').trim(),
    mainField: (form.mainField ?? base?.mainField ?? '').trim(),
    orderNum: form.orderNum ?? base?.orderNum ?? index,
  };
}

export function indexFrom(form: Schema<'OnlineIndexForm'>, stored?: OnlineIndexRecord): OnlineIndexRecord {
  return {
    id: stored?.id ?? (form.id && !form.id.includes('_tid-') ? form.id : randomId()),
    indexName: form.indexName.trim(),
    indexField: form.indexField
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean)
      .join(','),
    indexType: form.indexType ?? stored?.indexType ?? 'normal',
  };
}

/** The head columns of a form: the stored ones with what the head form sends laid over them. */
export function headFrom(form: HeadForm, stored?: OnlineFormRecord) {
  return {
    tableName: form.tableName.trim(),
    tableTxt: form.tableTxt.trim(),
    tableType: form.tableType ?? stored?.tableType ?? 1,
    formCategory: form.formCategory ?? stored?.formCategory ?? 'temp',
    formTemplate: form.formTemplate ?? stored?.formTemplate ?? '1',
    isTree: form.isTree ?? stored?.isTree ?? 'N',
    treeParentIdField: form.treeParentIdField ?? stored?.treeParentIdField ?? '',
    treeIdField: form.treeIdField ?? stored?.treeIdField ?? '',
    treeFieldname: form.treeFieldname ?? stored?.treeFieldname ?? '',
    subTableStr: stored?.subTableStr ?? form.subTableStr ?? '',
    relationType: form.relationType ?? stored?.relationType ?? 0,
    tabOrderNum: form.tabOrderNum ?? stored?.tabOrderNum ?? 0,
    isCheckbox: form.isCheckbox ?? stored?.isCheckbox ?? 'Y',
    isPage: form.isPage ?? stored?.isPage ?? 'Y',
    queryMode: form.queryMode ?? stored?.queryMode ?? 'single',
    themeTemplate: form.themeTemplate ?? stored?.themeTemplate ?? 'normal',
  } satisfies Partial<OnlineFormRecord>;
}

export function headView(form: OnlineFormRecord): Schema<'OnlineHead'> {
  const { fields: _fields, rows: _rows, indexes: _indexes, buttons: _buttons, dbColumns: _dbColumns, ...head } = form;
  return head;
}

export const fieldView = (form: OnlineFormRecord, field: OnlineFieldRecord): Schema<'OnlineField'> => ({ ...field, cgformHeadId: form.id });

export const formOf = (store: Store, id: string | undefined): OnlineFormRecord | undefined =>
  id ? onlineForms.all(store).find((form) => form.id === id) : undefined;

/** The main table a sub's foreign key names (the first field with one). */
export const mainTableOf = (form: Pick<OnlineFormRecord, 'fields'>): string => form.fields.find((field) => field.mainTable)?.mainTable ?? '';

const withoutName = (list: string, name: string) =>
  list
    .split(',')
    .filter((entry) => entry && entry !== name)
    .join(',');

/** Keeps every main's subTableStr in step with the subs' foreign keys: `sub` leaves the mains it no longer names. */
export function linkSub(store: Store, sub: OnlineFormRecord, previousName = sub.tableName): void {
  const main = sub.tableType === 3 ? mainTableOf(sub) : '';
  for (const form of onlineForms.all(store)) {
    if (form.id === sub.id) continue;
    const cleaned = withoutName(withoutName(form.subTableStr, previousName), sub.tableName);
    form.subTableStr = form.tableName === main ? [cleaned, sub.tableName].filter(Boolean).join(',') : cleaned;
  }
}

/** Takes a removed sub out of its main's subTableStr. */
export function unlinkTable(store: Store, tableName: string): void {
  for (const form of onlineForms.all(store)) form.subTableStr = withoutName(form.subTableStr, tableName);
}
