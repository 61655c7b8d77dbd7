// 员工详情's 奖惩记录 and 培训记录: read only here, a page at a time, newest first. They are kept in their own screens
// (人力资源 → 奖惩记录, 培训记录), whose forms have the pickers, uploads and rules these records need; the archive
// sections edited in place (TableForm) stay the ones without attachments of several files or cross-field rules.
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { staticFileUrl } from '@/api/static-url';
import { fileNameOfPath } from '@/widgets/upload';
import { employeeRecordQueries, SECTION_PAGE_SIZE, type RecordsPage, type RewardPunish, type Training } from '../api/records-api';

const text = (value: string | number | null | undefined, dictText?: string) => dictText || (value ?? '');

/** The stored paths of an attachment as links that open each file. */
function attachmentLinks(paths: string | null | undefined): ReactNode {
  if (!paths) return '';
  return paths.split(',').filter(Boolean).map((path) => (
    <Typography.Link key={path} href={staticFileUrl(path)} target="_blank" style={{ marginRight: 8 }}>
      {fileNameOfPath(path)}
    </Typography.Link>
  ));
}

const REWARD_COLUMNS: ColumnsType<RewardPunish> = [
  { title: '奖惩类型', dataIndex: 'rpType', width: 90, render: (_v, row) => text(row.rpType, row.rpType_dictText) },
  { title: '奖惩类别', dataIndex: 'rpCategory', width: 110, render: (_v, row) => text(row.rpCategory, row.rpCategory_dictText) },
  { title: '奖惩日期', dataIndex: 'rpDate', width: 110 },
  { title: '金额(元)', dataIndex: 'amount', width: 100 },
  { title: '奖惩事由', dataIndex: 'reason', ellipsis: true },
  { title: '附件', dataIndex: 'attachment', width: 200, ellipsis: true, render: (_v, row) => attachmentLinks(row.attachment) },
];

const TRAINING_COLUMNS: ColumnsType<Training> = [
  { title: '培训名称', dataIndex: 'courseName', width: 180, ellipsis: true },
  { title: '培训类型', dataIndex: 'trainingType', width: 100, render: (_v, row) => text(row.trainingType, row.trainingType_dictText) },
  { title: '开始日期', dataIndex: 'startDate', width: 110 },
  { title: '结束日期', dataIndex: 'endDate', width: 110 },
  { title: '学时', dataIndex: 'hours', width: 70 },
  { title: '培训机构', dataIndex: 'institution', ellipsis: true },
  { title: '考核结果', dataIndex: 'result', width: 90, render: (_v, row) => text(row.result, row.result_dictText) },
  { title: '证书/附件', dataIndex: 'attachment', width: 200, ellipsis: true, render: (_v, row) => attachmentLinks(row.attachment) },
];

interface RecordsCardProps<Row> {
  title: string;
  testId: string;
  columns: ColumnsType<Row>;
  query: (pageNo: number) => { queryKey: readonly unknown[]; queryFn: () => Promise<RecordsPage<Row>> };
  width: number;
}

function RecordsCard<Row extends { id: string }>({ title, testId, columns, query, width }: RecordsCardProps<Row>) {
  const [pageNo, setPageNo] = useState(1);
  const { data, isPending } = useQuery(query(pageNo));
  return (
    <Card title={title} size="small" data-testid={testId}>
      <Table<Row>
        rowKey="id"
        size="small"
        loading={isPending}
        dataSource={data?.records ?? []}
        columns={columns}
        scroll={{ x: width }}
        pagination={{ current: pageNo, pageSize: SECTION_PAGE_SIZE, total: data?.total ?? 0, hideOnSinglePage: true, showSizeChanger: false, onChange: setPageNo }}
      />
    </Card>
  );
}

export function EmployeeRewardPunishes({ employeeId }: { employeeId: string }) {
  return <RecordsCard<RewardPunish> title="奖惩记录" testId="employee-reward-punish" columns={REWARD_COLUMNS} width={760} query={(pageNo) => employeeRecordQueries.rewardPunish(employeeId, pageNo)} />;
}

export function EmployeeTrainings({ employeeId }: { employeeId: string }) {
  return <RecordsCard<Training> title="培训记录" testId="employee-training" columns={TRAINING_COLUMNS} width={980} query={(pageNo) => employeeRecordQueries.training(employeeId, pageNo)} />;
}
