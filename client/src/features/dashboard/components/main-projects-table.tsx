import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useMemo, useState } from 'react';
import { dashboardQueries } from '../api/dashboard-queries';
import type { ProjectRevenueRow } from '../api/dashboard-types';
import { formatAmount, formatFractionPercent } from '../model/figure-format';
import { MAIN_PROJECTS_PAGE_SIZE, rankOf } from '../model/table-rank';
import { PlainTable, type PlainColumn } from './plain-table';
import { totalText } from '@/shared/lib/list-total-text';

const projectKey = (row: ProjectRevenueRow) => row.id;
const AMOUNT_WIDTH = 148;
// The fixed columns take 982px; the rest (at least 168px) goes to the project's name.
const TABLE_MIN_WIDTH = 1150;

/** 主要项目一览表 (spec 000 §2.7): paged on the server, 10 a page, rank from page and position. */
export function MainProjectsTable() {
  const [pageNo, setPageNo] = useState(1);
  const { data, isFetching } = useQuery(dashboardQueries.projectRevenue(pageNo, MAIN_PROJECTS_PAGE_SIZE));
  // The rank follows the page the rows on screen belong to, not the page being fetched.
  const shownPage = data?.pageNo ?? pageNo;

  const columns = useMemo<PlainColumn<ProjectRevenueRow>[]>(
    () => [
      { key: 'rank', title: '排名', width: 64, align: 'center', render: (_row, index) => rankOf(shownPage, MAIN_PROJECTS_PAGE_SIZE, index) },
      { key: 'area', title: '区域', width: 72, render: (row) => row.area },
      { key: 'businessType', title: '业务类型', width: 90, render: (row) => row.businessType_dictText },
      { key: 'project', title: '项目', ellipsis: true, render: (row) => row.projectId_dictText },
      // 148px holds a title such as 累计营业收入（元） on one line, so the header is one line high when scrolled sideways.
      { key: 'amount', title: '累计营业收入（元）', align: 'right', width: AMOUNT_WIDTH, render: (row) => formatAmount(row.amount) },
      { key: 'taxes', title: '累计营业税金（元）', align: 'right', width: AMOUNT_WIDTH, render: (row) => formatAmount(row.taxes) },
      { key: 'cost', title: '累计营业成本（元）', align: 'right', width: AMOUNT_WIDTH, render: (row) => formatAmount(row.cost) },
      { key: 'grossProfit', title: '累计营业毛利（元）', align: 'right', width: AMOUNT_WIDTH, render: (row) => formatAmount(row.grossProfit) },
      { key: 'grossMargin', title: '毛利率', align: 'right', width: 80, render: (row) => formatFractionPercent(row.grossMargin) },
      { key: 'industryStructure', title: '行业结构', width: 84, render: (row) => row.industryStructure_dictText },
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
        scroll={{ x: TABLE_MIN_WIDTH }}
        pagination={{
          current: pageNo,
          pageSize: MAIN_PROJECTS_PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: totalText,
          onChange: setPageNo,
        }}
      />
    </Card>
  );
}
