// An online main form's sub-tables as the form edits them: a one-to-many sub-table's fields as the editable table's
// columns (their editors from the same type mapping as the form's, required and pattern rules with their messages),
// a one-to-one sub-table's fields as a resource form of its own.
import type { Schema } from '@/api/types';
import type { EditableColumn, ValidateRule } from '@/widgets/editable-table';
import { gridTypeOf, kindOfView, onlineResourceOf, type OnlineRow, type Resource } from '@/widgets/resource';

export type OnlineSubForm = Schema<'OnlineSubForm'>;

const ORDERED = (properties: OnlineSubForm['properties']) => Object.entries(properties).sort(([, a], [, b]) => a.order - b.order);

/** The editable table's columns of a one-to-many sub-table. */
export function subTableColumns(sub: OnlineSubForm): EditableColumn[] {
  return ORDERED(sub.properties).map(([key, property]) => {
    const kind = kindOfView(property.view);
    const items = sub.dictOptions?.[key];
    const rules: ValidateRule[] = [];
    if (sub.required.includes(key)) rules.push({ required: true, message: '${title}不能为空' });
    if (property.pattern) rules.push({ pattern: property.pattern, message: '${title}格式不正确' });
    return {
      key,
      title: property.title,
      type: items && property.dictTable ? 'sel_search' : (gridTypeOf(kind) ?? 'input'),
      width: 160,
      ...(items ? { options: items.map((item) => ({ value: String(item.value), text: String(item.text ?? item.title ?? item.value) })) } : {}),
      ...(!items && property.dictCode && !property.dictTable ? { dictCode: property.dictCode } : {}),
      ...(rules.length ? { validateRules: rules } : {}),
      ...(property.readOnly ? { disabled: true } : {}),
    };
  });
}

/** A one-to-one sub-table's form, as a resource whose fields the kit's form renders. */
export function subFormResource(sub: OnlineSubForm): Resource<OnlineRow> {
  return onlineResourceOf({
    id: sub.table,
    columns: { columns: [], dictOptions: sub.dictOptions ?? {}, formTemplate: '2', description: sub.title, currentTableName: sub.table, cgButtonList: [], hideColumns: [] },
    queryInfo: [],
    formItem: {
      schema: { type: 'object', required: sub.required, properties: sub.properties, table: sub.table },
      head: { id: sub.table, tableName: sub.table, tableTxt: sub.title, tableType: 3, formCategory: 'temp', formTemplate: '2', isTree: 'N', isCheckbox: 'N', isPage: 'N', tableVersion: 1 },
    },
  });
}

/** Whether a one-to-one sub-form was left empty (nothing to save for it). */
export const isBlankRow = (values: Readonly<Record<string, unknown>>): boolean =>
  Object.entries(values).every(([key, value]) => key === 'id' || value === undefined || value === null || value === '');
