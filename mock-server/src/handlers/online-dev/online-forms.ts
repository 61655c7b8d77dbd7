// Online forms (cgform, jeecg-facts §10.2): list columns, form structure, query fields and paged data of the
// seeded forms.
import { fail, ok } from '../../envelope.js';
import type { EntityFields } from '../../query/field-types.js';
import { QueryError } from '../../query/list-query.js';
import type { Handler } from '../../types.js';
import type { Schema } from '../../lib/schema.js';
import { ENTITY_MISSING, formById, NUMERIC_DB_TYPES, SORTABLE_DB_TYPES, fieldType, dictItemsOf, pageAnswer } from './online-fields.js';
import type { OnlineFieldRecord, OnlineFormRecord } from '../../store/records/online-dev.js';
import type { Store } from '../../store/store.js';
import { subTablesOf, type SubTable } from './online-form-rows.js';
import { fieldAuthOf, NO_FIELD_AUTH, visibleRow, type FieldAuth } from './field-auth.js';

export const onlineCgformApiGetData: Handler<'onlineCgformApiGetData'> = ({ params, query, session }, { store }) => {
  const form = formById(store, params.formId);
  if (!form) return fail(ENTITY_MISSING);
  const fields = Object.fromEntries(form.fields.map((field) => [field.dbFieldName, { type: fieldType(field) }])) as EntityFields;
  const defaultSort = fields.create_time ? { column: 'create_time', order: 'desc' as const } : { column: 'id', order: 'desc' as const };
  const page = pageAnswer(form.rows, query as Record<string, unknown>, fields, { defaultSort });
  if (page instanceof QueryError) return fail(page.message);
  const auth = fieldAuthOf(store, form, session?.username);
  return ok({ total: page.total, records: page.records.map((row) => visibleRow(row, auth)) } as Schema<'OnlineDataPage'>, { code: 0 });
};

/** The list columns of a form and the dictionary items they show. */
function listColumnsOf(
  store: Store,
  form: OnlineFormRecord,
  hidden: ReadonlySet<string> = NO_FIELD_AUTH.hidden,
): { columns: Schema<'OnlineColumn'>[]; dictOptions: Record<string, Schema<'DictItem'>[]> } {
  const dictOptions: Record<string, Schema<'DictItem'>[]> = {};
  const columns = [...form.fields]
    .filter((field) => field.isShowList === 1 && field.dbFieldName !== 'id' && !hidden.has(field.dbFieldName))
    .sort((a, b) => a.orderNum - b.orderNum)
    .map((field) => {
      const column: Schema<'OnlineColumn'> = { title: field.dbFieldTxt, dataIndex: field.dbFieldName, align: 'center' };
      const items = dictItemsOf(store, field);
      if (items) {
        dictOptions[field.dbFieldName] = items;
        column.customRender = field.dbFieldName;
      }
      if (field.fieldShowType === 'date') column.scopedSlots = { customRender: 'dateSlot' };
      if (SORTABLE_DB_TYPES.has(field.dbType)) column.sorter = true;
      return column;
    });
  return { columns, dictOptions };
}

const subTableOf = ({ form, foreignKey, oneToOne }: SubTable): Schema<'OnlineSubTable'> => ({ table: form.tableName, title: form.tableTxt, relationType: oneToOne ? 1 : 0, foreignKey });

export const onlineCgformApiGetColumns: Handler<'onlineCgformApiGetColumns'> = ({ params, session }, { store }) => {
  const form = formById(store, params.id);
  if (!form) return fail(ENTITY_MISSING);
  const { hidden } = fieldAuthOf(store, form, session?.username);
  const { columns, dictOptions } = listColumnsOf(store, form, hidden);
  const cgButtonList = (form.buttons ?? [])
    .filter((button) => button.buttonStatus === '1')
    .sort((a, b) => a.orderNum - b.orderNum)
    .map(({ sets: _sets, ...button }) => ({ ...button, cgformHeadId: form.id }));
  const fieldHrefSlots = form.fields.filter((field) => field.fieldHref && field.isShowList === 1).map((field) => ({ slotName: field.dbFieldName, href: field.fieldHref as string }));
  const tree =
    form.isTree === 'Y' && form.treeParentIdField && form.treeIdField
      ? { pidField: form.treeParentIdField, hasChildrenField: form.treeIdField, textField: form.treeFieldname ?? '' }
      : {};
  const subTables = subTablesOf(store, form).map(subTableOf);
  return ok(
    {
      columns,
      dictOptions,
      formTemplate: form.formTemplate,
      description: form.tableTxt,
      currentTableName: form.tableName,
      cgButtonList,
      // Upstream names the columns its column permissions hide; they are also left out of `columns`.
      hideColumns: [...hidden],
      ...(fieldHrefSlots.length ? { fieldHrefSlots } : {}),
      ...tree,
      ...(subTables.length ? { subTables } : {}),
    },
    { code: 0 },
  );
};

function formProperty(field: OnlineFieldRecord, readOnly: boolean): Schema<'OnlineFormProperty'> {
  const property: Schema<'OnlineFormProperty'> = {
    title: field.dbFieldTxt,
    view: field.fieldShowType,
    type: field.dbType === 'int' ? 'integer' : NUMERIC_DB_TYPES.has(field.dbType) ? 'number' : 'string',
    order: field.orderNum,
  };
  if (property.type === 'string') property.maxLength = field.dbLength;
  if (field.dictField) property.dictCode = field.dictField;
  if (field.fieldValidType) property.pattern = field.fieldValidType;
  if (readOnly || field.isReadOnly === 1) property.readOnly = true;
  if (field.dictTable) Object.assign(property, { dictTable: field.dictTable, dictText: field.dictText });
  return property;
}

/** The fields a form shows (not the id, nor a sub table's foreign key), in their order. */
const formFieldsOf = (form: OnlineFormRecord) =>
  [...form.fields].filter((field) => field.isShowForm === 1 && field.dbFieldName !== 'id' && !field.mainTable).sort((a, b) => a.orderNum - b.orderNum);

const formSchemaOf = (form: OnlineFormRecord, auth: FieldAuth = NO_FIELD_AUTH) => {
  const shown = formFieldsOf(form).filter((field) => !auth.hidden.has(field.dbFieldName));
  // A field the user may not change is not asked of them.
  const asked = shown.filter((field) => !auth.readOnly.has(field.dbFieldName));
  return {
    required: asked.filter((field) => field.dbIsNull === 0).map((field) => field.dbFieldName),
    properties: Object.fromEntries(shown.map((field) => [field.dbFieldName, formProperty(field, auth.readOnly.has(field.dbFieldName))])),
  };
};

export const onlineCgformApiGetFormItem: Handler<'onlineCgformApiGetFormItem'> = ({ params, session }, { store }) => {
  const form = formById(store, params.id);
  if (!form) return fail('表不存在');
  const { fields: _fields, rows: _rows, indexes: _indexes, buttons: _buttons, dbColumns: _dbColumns, ...head } = form;
  const subTables = subTablesOf(store, form).map((sub): Schema<'OnlineSubForm'> => {
    const { columns, dictOptions } = listColumnsOf(store, sub.form);
    return { ...subTableOf(sub), ...formSchemaOf(sub.form), ...(sub.oneToOne ? {} : { columns: columns.filter((column) => column.dataIndex !== sub.foreignKey), dictOptions }) };
  });
  return ok(
    {
      schema: { type: 'object' as const, ...formSchemaOf(form, fieldAuthOf(store, form, session?.username)), table: form.tableName },
      head,
      ...(subTables.length ? { subTables } : {}),
    },
    { code: 0 },
  );
};

export const onlineCgformApiGetQueryInfo: Handler<'onlineCgformApiGetQueryInfo'> = ({ params, session }, { store }) => {
  const form = formById(store, params.id);
  if (!form) return fail('查询失败');
  const { hidden } = fieldAuthOf(store, form, session?.username);
  const fields = [...form.fields].filter((field) => field.isQuery === 1 && !hidden.has(field.dbFieldName)).sort((a, b) => a.orderNum - b.orderNum);
  return ok(
    fields.map((field, index) => {
      const entry: Schema<'OnlineQueryField'> = { label: field.dbFieldTxt, field: field.dbFieldName, mode: field.queryMode, view: field.fieldShowType };
      if (field.dictField) entry.dictCode = field.dictField;
      if (field.dictTable) Object.assign(entry, { dictTable: field.dictTable, dictText: field.dictText });
      if (index >= 2) entry.hidden = '1';
      return entry;
    }),
  );
};
