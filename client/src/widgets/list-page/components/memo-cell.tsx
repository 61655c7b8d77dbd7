// A table cell that renders again only when its row, value or render function changes. antd's Table renders
// every cell's `render` whenever the table renders (the loading flag, the page number, a selection), and a row of
// links, dropdowns and avatars drawn again unchanged cost a list screen most of an interaction's time.
import { memo, type ReactNode } from 'react';

export type CellRender<Row> = (value: unknown, row: Row, index: number) => ReactNode;

interface MemoCellProps<Row> {
  render: CellRender<Row>;
  value: unknown;
  row: Row;
  index: number;
}

export const MemoCell = memo(function MemoCell<Row>({ render, value, row, index }: MemoCellProps<Row>) {
  return render(value, row, index);
}) as <Row>(props: MemoCellProps<Row>) => ReactNode;
