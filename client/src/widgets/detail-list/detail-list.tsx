import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { detailColumns } from './detail-columns';

export interface DetailItem {
  term: ReactNode;
  content: ReactNode;
  /** Columns the item spans. */
  span?: number;
}

export interface DetailListProps {
  title?: ReactNode;
  items: DetailItem[];
  /** 1 to 4; default 3 (001 §2). Below 576px the list is one column. */
  col?: number;
}

/** A detail list (001 §2): terms and contents in 1 to 4 columns, 3 by default. */
export function DetailList({ title, items, col }: DetailListProps) {
  const columns = detailColumns(col);
  return (
    <Descriptions
      title={title}
      column={{ xs: 1, sm: Math.min(2, columns), md: columns, lg: columns, xl: columns, xxl: columns }}
      data-columns={columns}
      items={items.map((item, index) => ({ key: index, label: item.term, children: item.content, span: item.span }))}
    />
  );
}
