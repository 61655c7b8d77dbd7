// One demand of the 需求大厅 with its candidates, opened from the row's 候选人: what is asked (place, pay, deadline,
// requirement, who claimed it) and every candidate on it, whatever their status, each opening the candidate's drawer.
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Grid, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { candidatesOfDemand, demandDetailKey, demandOf, type Candidate, type Demand } from '../api/demand-api';

const STATUS_COLOURS: Record<string, string> = { '1': 'processing', '2': 'success', '3': 'error', '4': 'default' };

interface DemandDrawerProps {
  demand: Demand;
  /** The candidate's 详情 link (the candidate drawer). */
  detailLink: (row: Candidate) => ReactNode;
  onClose: () => void;
}

const salaryText = (demand: Demand) => (demand.salaryMin == null && demand.salaryMax == null ? '面议' : `${demand.salaryMin ?? '—'} ~ ${demand.salaryMax ?? '—'} 元/月`);

export function DemandDrawer({ demand: row, detailLink, onClose }: DemandDrawerProps) {
  const screens = Grid.useBreakpoint();
  // The row the list showed, then the demand as it is now (a candidate moved on from here changes its counts).
  const fresh = useQuery({ queryKey: [...demandDetailKey(row.id), 'row'], queryFn: () => demandOf(row.id), placeholderData: row });
  const demand = fresh.data ?? row;
  const candidates = useQuery({ queryKey: [...demandDetailKey(row.id), 'candidates'], queryFn: () => candidatesOfDemand(row.id) });
  return (
    <Drawer open title={`招聘需求：${demand.position}`} width={screens.md ? 720 : '100%'} onClose={onClose} destroyOnHidden data-testid="demand-drawer">
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="需求部门">{demand.departId_dictText || '—'}</Descriptions.Item>
        <Descriptions.Item label="需求项目">{demand.projectId_dictText || '—'}</Descriptions.Item>
        <Descriptions.Item label="招聘人数">{demand.headcount}</Descriptions.Item>
        <Descriptions.Item label="工作地点">{demand.location || '—'}</Descriptions.Item>
        <Descriptions.Item label="薪资范围">{salaryText(demand)}</Descriptions.Item>
        <Descriptions.Item label="截止日期">{demand.deadline || '—'}</Descriptions.Item>
        <Descriptions.Item label="需求状态">{demand.status_dictText ?? demand.status}</Descriptions.Item>
        <Descriptions.Item label="认领人">{demand.claimedBy_dictText || '未认领'}</Descriptions.Item>
        <Descriptions.Item label="岗位要求" span={2}>
          {demand.requirement || '—'}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>
        候选人（筛选 {demand.screeningCount} · 面试 {demand.interviewCount} · Offer {demand.offerCount} · 录用 {demand.hiredCount}）
      </Typography.Title>
      <Table<Candidate>
        data-testid="demand-candidates"
        size="small"
        rowKey="id"
        loading={candidates.isLoading}
        dataSource={candidates.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无候选人' }}
        columns={[
          { title: '姓名', dataIndex: 'name', width: 90 },
          { title: '状态', dataIndex: 'status', width: 90, render: (_value, row) => <Tag color={STATUS_COLOURS[row.status]}>{row.status_dictText ?? row.status}</Tag> },
          { title: '招聘阶段', dataIndex: 'stage_dictText', width: 100 },
          { title: '手机号', dataIndex: 'mobile', width: 120, responsive: ['sm'] },
          { title: '面试时间', dataIndex: 'interviewTime', width: 170, responsive: ['md'] },
          { title: '操作', key: 'actions', width: 70, render: (_value, row) => detailLink(row) },
        ]}
      />
    </Drawer>
  );
}
