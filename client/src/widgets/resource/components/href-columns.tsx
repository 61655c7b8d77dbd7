// The list's columns with the fields' links drawn (a column whose field has an `href`).
import type { ListColumn } from '@/widgets/list-page';
import type { ColumnHref, ResourceField } from '../model/resource';
import { FieldHrefLink } from './field-href';

/** The columns with a render for each field whose column has an `href` (its dictionary text shown where it has one). */
export function withHrefs<Row>(columns: ListColumn<Row>[], fields: readonly ResourceField<Row>[]): ListColumn<Row>[] {
  const hrefs = new Map<string, ColumnHref<Row>>();
  for (const field of fields) if (field.column && field.column.href) hrefs.set(field.name, field.column.href);
  if (hrefs.size === 0) return columns;
  return columns.map((column) => {
    const name = (column as { dataIndex?: unknown }).dataIndex;
    const href = typeof name === 'string' ? hrefs.get(name) : undefined;
    if (!href || typeof name !== 'string') return column;
    return {
      ...column,
      render: (value: unknown, row: Row) => {
        const text = (row as Record<string, unknown>)[`${name}_dictText`] ?? value;
        return text === null || text === undefined || text === '' ? null : <FieldHrefLink href={href(row)}>{String(text)}</FieldHrefLink>;
      },
    };
  });
}
