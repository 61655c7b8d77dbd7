// A main row's sub-table rows, read only, a tab per sub-table: the inner table's expanded row and the ERP list's
// panel below the list. Dictionary values show their texts.
import { useQuery } from '@tanstack/react-query';
import { Empty, Table, Tabs } from 'antd';
import type { OnlineRow } from '@/widgets/resource';
import { loadSubRows } from '../api/online-form-api';
import type { OnlineSubForm } from '../model/online-sub-tables';

const textOf = (sub: OnlineSubForm, key: string, value: unknown): string => {
  if (value === null || value === undefined) return '';
  const items = sub.dictOptions?.[key];
  if (!items) return String(value);
  return String(value)
    .split(',')
    .map((code) => items.find((item) => String(item.value) === code)?.text ?? code)
    .join(',');
};

function SubRowsTable({ sub, mainId }: { sub: OnlineSubForm; mainId: string }) {
  const rows = useQuery({ queryKey: ['online', 'sub-rows', sub.table, mainId], queryFn: () => loadSubRows(sub.table, mainId, sub.relationType === 1) });
  const columns = Object.entries(sub.properties)
    .sort(([, a], [, b]) => a.order - b.order)
    .map(([key, property]) => ({ key, dataIndex: key, title: property.title, ellipsis: true, render: (value: unknown) => textOf(sub, key, value) }));
  return (
    <Table<OnlineRow>
      aria-label={sub.title}
      rowKey="id"
      size="small"
      loading={rows.isLoading}
      columns={columns}
      dataSource={rows.data ?? []}
      pagination={false}
      scroll={{ x: columns.length * 120 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" /> }}
    />
  );
}

export function SubRowsPanel({ subTables, mainId }: { subTables: readonly OnlineSubForm[]; mainId: string }) {
  return <Tabs size="small" items={subTables.map((sub) => ({ key: sub.table, label: sub.title, children: <SubRowsTable sub={sub} mainId={mainId} /> }))} />;
}
