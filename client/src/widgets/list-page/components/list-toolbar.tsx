// The row of buttons between the search form and the table (新增, 导出, 导入, 高级查询, 批量操作, …).
import { Space } from 'antd';
import type { ReactNode } from 'react';

export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <Space wrap style={{ marginBottom: 12 }} className="list-page-toolbar">
      {children}
    </Space>
  );
}
