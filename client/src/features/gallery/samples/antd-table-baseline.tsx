// antd's Table with editable cells on the same data: the baseline bench:grid compares the editable table against
// (plain, every row rendered, and with `virtual`). The usual pattern: rows in state, an antd editor in every cell.
import { Checkbox, Input, Select, Table } from 'antd';
import { useMemo, useState } from 'react';
import type { EditableColumn, GridRow } from '@/widgets/editable-table';

interface Props {
  columns: EditableColumn[];
  rows: GridRow[];
  virtual: boolean;
}

export function AntdTableBaseline({ columns, rows: initial, virtual }: Props) {
  const [rows, setRows] = useState(initial);
  const change = (id: string, key: string, value: unknown) => setRows((current) => current.map((row) => (row.id === id ? { ...row, [key]: value } : row)));
  const tableColumns = useMemo(
    () =>
      columns.map((column) => ({
        key: column.key,
        dataIndex: column.key,
        title: column.title,
        width: typeof column.width === 'number' ? column.width : 150,
        render: (value: unknown, row: GridRow) => {
          if (column.type === 'checkbox') {
            const [on, off] = column.customValue ?? [true, false];
            return <Checkbox checked={value === on} onChange={(event) => change(row.id, column.key, event.target.checked ? on : off)} />;
          }
          if (column.type === 'select' || column.type === 'radio' || column.type === 'list_multi') {
            return (
              <Select
                style={{ width: '100%' }}
                value={value as string}
                options={(column.options ?? []).map((option) => ({ value: option.value, label: option.text }))}
                onChange={(next) => change(row.id, column.key, next)}
              />
            );
          }
          return <Input aria-label={column.title} value={String(value ?? '')} onChange={(event) => change(row.id, column.key, event.target.value)} />;
        },
      })),
    [columns],
  );
  return (
    <Table<GridRow>
      data-testid="antd-baseline"
      rowKey="id"
      size="middle"
      columns={tableColumns}
      dataSource={rows}
      pagination={false}
      virtual={virtual}
      scroll={{ x: tableColumns.length * 150, y: 400 }}
    />
  );
}
