// 员工详情's 异动记录: written by the system (入职, 转正, 调岗, 离职, 复职), shown read only, newest first.
import { Card, Table } from 'antd';
import type { Schema } from '@/api/types';

type Change = Schema<'HrChange'>;

const text = (value: string | null | undefined, dictText?: string) => dictText || value || '';

export function EmployeeChanges({ changes }: { changes: Change[] }) {
  return (
    <Card title="异动记录" size="small">
      <Table<Change>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={changes}
        scroll={{ x: 720 }}
        columns={[
          { title: '异动类型', dataIndex: 'changeType', width: 90, render: (_v, row) => text(row.changeType, row.changeType_dictText) },
          { title: '异动日期', dataIndex: 'changeDate', width: 110 },
          { title: '异动前部门', key: 'before', render: (_v, row) => text(row.beforeDepartId, row.beforeDepartId_dictText), ellipsis: true },
          { title: '异动后部门', key: 'after', render: (_v, row) => text(row.afterDepartId, row.afterDepartId_dictText), ellipsis: true },
          { title: '异动后岗位', dataIndex: 'afterPost', width: 110, ellipsis: true },
          { title: '异动说明', dataIndex: 'reason', ellipsis: true },
        ]}
      />
    </Card>
  );
}
