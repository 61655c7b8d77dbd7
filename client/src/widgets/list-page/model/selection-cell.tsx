// The selection column's cell of the list table: the light box (components/row-checkbox.tsx) for each row.
import type { ReactElement, ReactNode } from 'react';
import { RowCheckbox, type AntdCheckboxProps } from '../components/row-checkbox';

/**
 * `rowSelection.renderCell` drawing the light box; the half-checked box of a tree's parent row stays antd's (it sets
 * the input's `indeterminate` in an effect).
 */
export function renderRowCheckbox(_checked: boolean, _row: unknown, _index: number, origin: ReactNode): ReactNode {
  const element = origin as ReactElement<AntdCheckboxProps>;
  if (element.props.indeterminate) return origin;
  return <RowCheckbox origin={element} />;
}
