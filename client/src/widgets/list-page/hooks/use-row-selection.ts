// Row selection across a page, with rows that cannot be selected (e.g. the signed-in user in a user list).
import type { TableRowSelection } from 'antd/es/table/interface';
import { useCallback, useMemo, useState } from 'react';

export type RowKey = string;

export interface RowSelection<Row> {
  selectedKeys: RowKey[];
  selectedRows: Row[];
  clear: () => void;
  /** The props antd's Table takes. */
  tableProps: TableRowSelection<Row>;
}

export function useRowSelection<Row>(isDisabled?: (row: Row) => boolean): RowSelection<Row> {
  const [selectedKeys, setSelectedKeys] = useState<RowKey[]>([]);
  const [selectedRows, setSelectedRows] = useState<Row[]>([]);
  const tableProps = useMemo<TableRowSelection<Row>>(
    () => ({
      selectedRowKeys: selectedKeys,
      onChange: (keys, rows) => {
        setSelectedKeys(keys.map(String));
        setSelectedRows(rows);
      },
      getCheckboxProps: isDisabled ? (row) => ({ disabled: isDisabled(row) }) : undefined,
    }),
    [selectedKeys, isDisabled],
  );
  // Nothing to clear leaves the state as it is: a search clears the selection, and a new empty array would render the
  // whole screen once more before the search's own render.
  const clear = useCallback(() => {
    setSelectedKeys((keys) => (keys.length ? [] : keys));
    setSelectedRows((rows) => (rows.length ? [] : rows));
  }, []);
  // The same object while the selection is unchanged, so the selection bar and the screens' memoised parts stay put.
  return useMemo(() => ({ selectedKeys, selectedRows, clear, tableProps }), [selectedKeys, selectedRows, clear, tableProps]);
}
