import { useQuery } from '@tanstack/react-query';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { bigScreenQueries } from '../api/big-screen-queries';
import { HEADCOUNT_COMPANIES, type HeadcountRow } from '../model/headcount';
import { formatNumber } from '../model/screen-figures';
import { AutoScrollTable, type ScrollColumn } from './auto-scroll-table';
import { ScreenPanel } from './screen-panel';

const COLUMNS: ReadonlyArray<ScrollColumn<HeadcountRow>> = [
  { key: 'post', title: '岗位', render: (row) => row.post },
  { key: 'quantity', title: '人数', align: 'right', width: 64, render: (row) => formatNumber(row.quantity) },
];

function HeadcountTable({ month, company, title, testId }: { month: Dayjs; company: string; title: string; testId: string }) {
  const { data, isPending } = useQuery(bigScreenQueries.headcount(month.year(), month.month() + 1, company));
  return (
    <div style={{ minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <div style={{ color: '#7ec0ff', margin: '4px 0' }}>{title}</div>
      <AutoScrollTable
        columns={COLUMNS}
        rows={data ?? []}
        rowKey={(row) => row.key}
        testId={testId}
        emptyText={isPending ? '加载中…' : '暂无数据'}
      />
    </div>
  );
}

/** Headcount by post for a month: the whole network and the telephone-commerce company (spec 000 §2.5). */
export function HeadcountPanel() {
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  return (
    <ScreenPanel
      title="岗位人数"
      testId="screen-headcount"
      extra={
        <DatePicker
          picker="month"
          size="small"
          allowClear={false}
          value={month}
          format="YYYY-MM"
          aria-label="统计月份"
          disabledDate={(date) => date.isAfter(dayjs(), 'month')}
          onChange={(value) => value && setMonth(value.startOf('month'))}
        />
      }
    >
      <div style={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 12 }}>
        {HEADCOUNT_COMPANIES.map(({ company, title }, index) => (
          <HeadcountTable key={company} month={month} company={company} title={title} testId={`headcount-table-${index}`} />
        ))}
      </div>
    </ScreenPanel>
  );
}
