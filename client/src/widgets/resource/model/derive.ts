// What a resource's fields become on screen: the search form's schema, the advanced query's fields and the table's
// columns. Pure, so a test can compare them with what a hand-written screen had.
import { TABLE_ROW_NUMBER_WIDTH } from '@/shared/config/widget-constants';
import type { ListColumn, SearchField, SearchSchema } from '@/widgets/list-page';
import type { QueryField } from '@/widgets/query-builder';
import { isDictionaryKind, queryTypeOf } from './field-kind';
import type { Resource, ResourceField } from './resource';

function searchFieldOf<Row>(field: ResourceField<Row>): SearchField | null {
  const { name, label, search } = field;
  if (!search) return null;
  if (search === 'range') return { kind: 'date-range', name, label };
  if (field.options) return { kind: 'select', name, label, options: [...field.options] };
  if (field.dictCode) return { kind: 'dict', name, label, dictCode: field.dictCode };
  if (field.kind === 'number') return { kind: 'number', name, label, match: search };
  return { kind: 'text', name, label, match: search };
}

/** The search form: the fields with a search mode, in `searchOrder` or else the fields' order. */
export function searchSchemaOf<Row>(resource: Resource<Row>): SearchSchema {
  const searched = resource.fields.map(searchFieldOf).filter((field): field is SearchField => field !== null);
  const order = resource.searchOrder;
  if (!order) return searched;
  const rank = (field: SearchField) => {
    const index = order.indexOf(field.name as Extract<keyof Row, string>);
    return index === -1 ? order.length : index;
  };
  return [...searched].sort((a, b) => rank(a) - rank(b));
}

/** The advanced query: every field not left out of it. */
export function queryFieldsOf<Row>(resource: Resource<Row>): QueryField[] {
  return resource.fields
    .filter((field) => field.query !== false)
    .map((field) => ({
      value: field.name,
      text: field.label,
      type: queryTypeOf(field.kind),
      ...(field.dictCode ? { dictCode: field.dictCode } : {}),
      ...(field.options ? { options: field.options.map((option) => ({ label: option.label, value: option.value })) } : {}),
    }));
}

const ROW_NUMBER: ListColumn<never> = { title: '#', key: 'rowIndex', width: TABLE_ROW_NUMBER_WIDTH, align: 'center', render: (_value, _row, index) => index + 1 };

/** The table's data columns (the row numbers first when asked for); the screen adds its 操作 column. */
export function columnsOf<Row>(resource: Resource<Row>): ListColumn<Row>[] {
  const columns: ListColumn<Row>[] = resource.rowNumbers ? [ROW_NUMBER as ListColumn<Row>] : [];
  for (const field of resource.fields) {
    if (field.column === false) continue;
    const { width, sorter = true, ellipsis, responsive } = field.column ?? {};
    columns.push({
      title: field.label,
      dataIndex: field.name,
      sorter,
      ...(ellipsis ? { ellipsis } : {}),
      ...(width ? { width } : {}),
      ...(responsive ? { responsive } : {}),
      ...(isDictionaryKind(field.kind) || field.dictCode ? { dictText: true } : {}),
    });
  }
  return columns;
}
