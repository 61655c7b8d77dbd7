import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useMemo, useState } from 'react';
import { dashboardQueries } from '../api/dashboard-queries';
import type { ProjectRevenueRow } from '../api/dashboard-types';
import { formatAmount, formatFractionPercent } from '../model/figure-format';
import { MAIN_PROJECTS_PAGE_SIZE, rankOf } from '../model/table-rank';
import { PlainTable, type PlainColumn } from './plain-table';

const projectKey = (row: ProjectRevenueRow) => row.id;

/** 主要项目一览表 (spec 000 §2.7): paged on the server, 10 a page, rank from page and position. */
export function MainProjectsTable() {
  const [pageNo, setPageNo] = useState(1);
  const { data, isFetching } = useQuery(dashboardQueries.projectRevenue(pageNo, MAIN_PROJECTS_PAGE_SIZE));
  // The rank follows the page the rows on screen belong to, not the page being fetched.
  const shownPage = data?.pageNo ?? pageNo;

  const columns = useMemo<PlainColumn<ProjectRevenueRow>[]>(
    () => [
      { key: 'rank', title: '排名', width: 64, align: 'center', render: (_row, index) => rankOf(shownPage, MAIN_PROJECTS_PAGE_SIZE, index) },
      { key: 'area', title: '区域', width: 80, render: (row) => row.area },
      { key: 'businessType', title: '业务类型', width: 100, render: (row) => row.businessType_dictText },
      { key: 'project', title: '项目', ellipsis: true, render: (row) => row.projectId_dictText },
      { key: 'amount', title: '累计营业收入（元）', align: 'right', render: (row) => formatAmount(row.amount) },
      { key: 'taxes', title: '累计营业税金（元）', align: 'right', render: (row) => formatAmount(row.taxes) },
      { key: 'cost', title: '累计营业成本（元）', align: 'right', render: (row) => formatAmount(row.cost) },
      { key: 'grossProfit', title: '累计营业毛利（元）', align: 'right', render: (row) => formatAmount(row.grossProfit) },
      { key: 'grossMargin', title: '毛利率', align: 'right', width: 90, render: (row) => formatFractionPercent(row.grossMargin) },
      { key: 'industryStructure', title: '行业结构', width: 100, render: (row) => row.industryStructure_dictText },
    ],
    [shownPage],
  );

  return (
    <Card title="主要项目一览表" size="small" data-testid="main-projects">
      <PlainTable<ProjectRevenueRow>
        rowKey={projectKey}
        loading={isFetching}
        columns={columns}
        rows={data?.records ?? []}
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
