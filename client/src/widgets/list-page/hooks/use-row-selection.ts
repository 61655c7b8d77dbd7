// Row selection across a page, with rows that cannot be selected (e.g. the signed-in user in a user list).
import type { TableRowSelection } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';

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
  return {
    selectedKeys,
    selectedRows,
    clear: () => {
      setSelectedKeys([]);
      setSelectedRows([]);
    },
    tableProps,
  };
}
