// What a resource's fields become on screen: the search form's schema, the advanced query's fields and the table's
// columns. Pure, so a test can compare them with what a hand-written screen had.
import { TABLE_ROW_NUMBER_WIDTH } from '@/shared/config/widget-constants';
import type { ListColumn, SearchField, SearchSchema } from '@/widgets/list-page';
import type { QueryField } from '@/widgets/query-builder';
import { isDictionaryKind, queryTypeOf } from './field-kind';
import { moneyText } from './money';
import type { CellTone, Resource, ResourceField } from './resource';

function searchFieldOf<Row>(field: ResourceField<Row>): SearchField | null {
  const { name, label, search } = field;
  if (!search) return null;
  if (search === 'range') return { kind: 'date-range', name, label };
  if (search === 'number-range') return { kind: 'number-range', name, label };
  if (search === 'month') return { kind: 'month', name, label };
  if (field.options) return { kind: 'select', name, label, options: [...field.options] };
  if (field.dictCode) return { kind: 'dict', name, label, dictCode: field.dictCode };
  if (field.kind === 'number') return { kind: 'number', name, label, match: search };
  return { kind: 'text', name, label, match: search };
}

/** Whether a field belongs on a tab (fields without `tabs` are on every tab; a list without tabs shows them all). */
const onTab = (field: { tabs?: readonly string[] }, tab: string | undefined) => !tab || !field.tabs || field.tabs.includes(tab);

/** The tab a list shows: the address's, if it is one of the list's, else the first. */
export function tabOf(resource: Pick<Resource<unknown>, 'tabs'>, requested: string | undefined): string | undefined {
  const items = resource.tabs?.items;
  if (!items) return undefined;
  return items.some((item) => item.key === requested) ? requested : items[0]?.key;
}

/** The search form: the keyword box, then the fields with a search mode on the tab, in `searchOrder` or else the
 * fields' order. */
export function searchSchemaOf<Row>(resource: Resource<Row>, tab?: string): SearchSchema {
  const { keyword } = resource;
  const keywordField: SearchField[] = keyword ? [{ kind: 'text', name: keyword.name, label: keyword.label, ...(keyword.placeholder ? { placeholder: keyword.placeholder } : {}) }] : [];
  const searched = resource.fields.filter((field) => onTab(field, tab)).map(searchFieldOf).filter((field): field is SearchField => field !== null);
  const order = resource.searchOrder;
  if (!order) return [...keywordField, ...searched];
  const rank = (field: SearchField) => {
    const index = order.indexOf(field.name as Extract<keyof Row, string>);
    return index === -1 ? order.length : index;
  };
  return [...keywordField, ...[...searched].sort((a, b) => rank(a) - rank(b))];
}

/** The advanced query: every field not left out of it, on every tab (a saved query belongs to the screen). */
export function queryFieldsOf<Row>(resource: Resource<Row>): QueryField[] {
  return resource.fields
    .filter((field) => field.query !== false)
    .map((field) => ({
      value: field.name,
      text: field.label,
      type: (typeof field.query === 'object' && field.query.type) || queryTypeOf(field.kind),
      ...(field.dictCode ? { dictCode: field.dictCode } : {}),
      ...(typeof field.query === 'object' && field.query.dbType ? { dbType: field.query.dbType } : {}),
      ...(field.options ? { options: field.options.map((option) => ({ label: option.label, value: option.value })) } : {}),
    }));
}

const ROW_NUMBER: ListColumn<never> = { title: '#', key: 'rowIndex', width: TABLE_ROW_NUMBER_WIDTH, align: 'center', render: (_value, _row, index) => index + 1 };

/** The table's data columns on a tab (the row numbers first when asked for); the screen adds its 操作 column. */
/** antd's dark warning and error colours (orange-7, red-7): readable on white, as plain warning yellow is not. */
const TONE_COLOURS: Record<CellTone, string> = { warning: '#d46b08', danger: '#cf1322' };


const toneCell = (tone: CellTone | undefined) => (tone ? { style: { color: TONE_COLOURS[tone], fontWeight: 500 }, 'data-tone': tone } : {});

export function columnsOf<Row>(resource: Resource<Row>, { tab, isPhone = false }: { tab?: string; isPhone?: boolean } = {}): ListColumn<Row>[] {
  const { rowNumbers } = resource;
  const numbers = rowNumbers === 'from-sm' ? { ...ROW_NUMBER, responsive: ['sm'] } : ROW_NUMBER;
  const columns: ListColumn<Row>[] = rowNumbers ? [numbers as ListColumn<Row>] : [];
  for (const field of resource.fields) {
    if (field.column === false || !onTab(field, tab)) continue;
    const { sorter = true, ellipsis, responsive, phoneWidth, tone, money } = field.column ?? {};
    const width = isPhone && phoneWidth ? phoneWidth : field.column?.width;
    columns.push({
      title: field.label,
      dataIndex: field.name,
      sorter,
      ...(ellipsis ? { ellipsis } : {}),
      ...(width ? { width } : {}),
      ...(responsive ? { responsive } : {}),
      ...(isDictionaryKind(field.kind) || field.dictCode ? { dictText: true } : {}),
      ...(tone ? { onCell: (row: Row) => toneCell(tone(row)) } : {}),
      ...(money ? { align: 'right' as const, render: (value: unknown) => moneyText(value) } : {}),
    });
  }
  return columns;
}
