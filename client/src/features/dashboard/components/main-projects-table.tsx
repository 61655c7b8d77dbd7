import { useQuery } from '@tanstack/react-query';
import { Card, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { dashboardQueries } from '../api/dashboard-queries';
import type { ProjectRevenueRow } from '../api/dashboard-types';
import { formatAmount, formatFractionPercent } from '../model/figure-format';
import { MAIN_PROJECTS_PAGE_SIZE, rankOf } from '../model/table-rank';

/** 主要项目一览表 (spec 000 §2.7): paged on the server, 10 a page, rank from page and position. */
export function MainProjectsTable() {
  const [pageNo, setPageNo] = useState(1);
  const { data, isFetching } = useQuery(dashboardQueries.projectRevenue(pageNo, MAIN_PROJECTS_PAGE_SIZE));
  // The rank follows the page the rows on screen belong to, not the page being fetched.
  const shownPage = data?.pageNo ?? pageNo;

  const columns = useMemo<TableColumnsType<ProjectRevenueRow>>(
    () => [
      {
        title: '排名',
        key: 'rank',
        width: 64,
        align: 'center',
        render: (_value, _row, index) => rankOf(shownPage, MAIN_PROJECTS_PAGE_SIZE, index),
      },
      { title: '区域', dataIndex: 'area', width: 80 },
      { title: '业务类型', dataIndex: 'businessType_dictText', width: 100 },
      { title: '项目', dataIndex: 'projectId_dictText', ellipsis: true },
      { title: '累计营业收入（元）', dataIndex: 'amount', align: 'right', render: (value: number) => formatAmount(value) },
      { title: '累计营业税金（元）', dataIndex: 'taxes', align: 'right', render: (value: number) => formatAmount(value) },
      { title: '累计营业成本（元）', dataIndex: 'cost', align: 'right', render: (value: number) => formatAmount(value) },
      { title: '累计营业毛利（元）', dataIndex: 'grossProfit', align: 'right', render: (value: number) => formatAmount(value) },
      { title: '毛利率', dataIndex: 'grossMargin', align: 'right', width: 90, render: (value: number | null) => formatFractionPercent(value) },
      { title: '行业结构', dataIndex: 'industryStructure_dictText', width: 100 },
    ],
    [shownPage],
  );

  return (
    <Card title="主要项目一览表" size="small" data-testid="main-projects">
      <Table<ProjectRevenueRow>
        size="small"
        rowKey="id"
        loading={isFetching}
        columns={columns}
        dataSource={data?.records ?? []}
        scroll={{ x: 1100 }}
        pagination={{
          current: pageNo,
          pageSize: MAIN_PROJECTS_PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total, [from, to]) => `${from}-${to} 共 ${total} 条`,
          onChange: setPageNo,
        }}
      />
    </Card>
  );
}
