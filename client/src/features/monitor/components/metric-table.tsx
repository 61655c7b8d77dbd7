// Figures as upstream's monitoring pages list them: 参数, 描述, 当前值.
import { Table } from 'antd';
import type { ReactNode } from 'react';

export interface MetricRow {
  key: string;
  /** The server's name of the figure (jvm.memory.used). */
  name: string;
  description: string;
  value: ReactNode;
}

export function MetricTable({ rows, testId }: { rows: MetricRow[]; testId: string }) {
  return (
    <Table<MetricRow>
      data-testid={testId}
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      columns={[
        { title: '参数', dataIndex: 'name', width: 240, responsive: ['md'] },
        { title: '描述', dataIndex: 'description', ellipsis: { showTitle: true } },
        { title: '当前值', dataIndex: 'value', width: 120 },
      ]}
    />
  );
}
