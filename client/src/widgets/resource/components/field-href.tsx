// Columns drawn as links (an online field's field_href): the cell's text opens the field's address for the row, an
// http(s) address in a new window, a path of the app in the app.
import { Link } from 'react-router-dom';
import type { ListColumn } from '@/widgets/list-page';
import type { ColumnHref, ResourceField } from '../model/resource';

const EXTERNAL = /^https?:\/\//i;

export function FieldHrefLink({ href, children }: { href: string; children: React.ReactNode }) {
  if (EXTERNAL.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <Link to={href}>{children}</Link>;
}

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
