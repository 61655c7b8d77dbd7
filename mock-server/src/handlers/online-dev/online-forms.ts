// Online forms (cgform, jeecg-facts §10.2): list columns, form structure, query fields and paged data of the
// seeded forms.
import { fail, ok } from '../../envelope.js';
import type { EntityFields } from '../../query/field-types.js';
import { QueryError } from '../../query/list-query.js';
import type { Handler } from '../../types.js';
import type { Schema } from '../../lib/schema.js';
import { ENTITY_MISSING, formById, NUMERIC_DB_TYPES, SORTABLE_DB_TYPES, fieldType, dictItemsOf, pageAnswer } from './online-fields.js';
import type { OnlineFieldRecord } from '../../store/records/online-dev.js';

export const onlineCgformApiGetData: Handler<'onlineCgformApiGetData'> = ({ params, query }, { store }) => {
  const form = formById(store, params.formId);
  if (!form) return fail(ENTITY_MISSING);
  const fields = Object.fromEntries(form.fields.map((field) => [field.dbFieldName, { type: fieldType(field) }])) as EntityFields;
  const defaultSort = fields.create_time ? { column: 'create_time', order: 'desc' as const } : { column: 'id', order: 'desc' as const };
  const page = pageAnswer(form.rows, query as Record<string, unknown>, fields, { defaultSort });
  if (page instanceof QueryError) return fail(page.message);
  return ok(page as Schema<'OnlineDataPage'>, { code: 0 });
};

export const onlineCgformApiGetColumns: Handler<'onlineCgformApiGetColumns'> = ({ params }, { store }) => {
  const form = formById(store, params.id);
  if (!form) return fail(ENTITY_MISSING);
  const dictOptions: Record<string, Schema<'DictItem'>[]> = {};
  const columns = [...form.fields]
    .filter((field) => field.isShowList === 1 && field.dbFieldName !== 'id')
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
  return ok(
    { columns, dictOptions, formTemplate: form.formTemplate, description: form.tableTxt, currentTableName: form.tableName, cgButtonList: [], hideColumns: [] },
    { code: 0 },
  );
};

function formProperty(field: OnlineFieldRecord): Schema<'OnlineFormProperty'> {
  const property: Schema<'OnlineFormProperty'> = {
    title: field.dbFieldTxt,
    view: field.fieldShowType,
    type: field.dbType === 'int' ? 'integer' : NUMERIC_DB_TYPES.has(field.dbType) ? 'number' : 'string',
    order: field.orderNum,
  };
  if (property.type === 'string') property.maxLength = field.dbLength;
  if (field.dictField) property.dictCode = field.dictField;
  if (field.dictTable) Object.assign(property, { dictTable: field.dictTable, dictText: field.dictText });
  return property;
}

export const onlineCgformApiGetFormItem: Handler<'onlineCgformApiGetFormItem'> = ({ params }, { store }) => {
  const form = formById(store, params.id);
  if (!form) return fail('表不存在');
  const shown = [...form.fields].filter((field) => field.isShowForm === 1 && field.dbFieldName !== 'id').sort((a, b) => a.orderNum - b.orderNum);
  const { fields: _fields, rows: _rows, indexes: _indexes, buttons: _buttons, dbColumns: _dbColumns, ...head } = form;
  return ok(
    {
      schema: {
        type: 'object' as const,
        required: shown.filter((field) => field.dbIsNull === 0).map((field) => field.dbFieldName),
        properties: Object.fromEntries(shown.map((field) => [field.dbFieldName, formProperty(field)])),
        table: form.tableName,
      },
      head,
    },
    { code: 0 },
  );
};

export const onlineCgformApiGetQueryInfo: Handler<'onlineCgformApiGetQueryInfo'> = ({ params }, { store }) => {
  const form = formById(store, params.id);
  if (!form) return fail('查询失败');
  const fields = [...form.fields].filter((field) => field.isQuery === 1).sort((a, b) => a.orderNum - b.orderNum);
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
