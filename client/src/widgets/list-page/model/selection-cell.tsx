// The selection column's cell of the list table: the light box (components/row-checkbox.tsx) for each row.
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
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

/** The name a row's box is read out by: antd's is English (Select row 3 / Row 3 selected). */
export const rowCheckboxLabel = (checked: boolean, index: number) => (checked ? `已选择第${index + 1}行` : `选择第${index + 1}行`);

/** `renderRowCheckbox` with the box named in Chinese, as the list table draws it. */
export function renderListRowCheckbox(checked: boolean, row: unknown, index: number, origin: ReactNode): ReactNode {
  const named = isValidElement<AntdCheckboxProps>(origin) ? cloneElement(origin, { 'aria-label': rowCheckboxLabel(checked, index) }) : origin;
  return renderRowCheckbox(checked, row, index, named);
}

/** `rowSelection.columnTitle`: antd's select-all box, named 全选 (antd names it Select all). */
export function selectAllTitle(checkbox: ReactNode): ReactNode {
  return isValidElement<AntdCheckboxProps>(checkbox) ? cloneElement(checkbox, { 'aria-label': '全选' }) : checkbox;
}
