// One candidate's detail, opened from a row's 详情 on the candidate lists and 人才库: who they are, where they stand
// (筛选 → 面试 → Offer → 录用), their stage history, and their interview records. On a 处理中 candidate a recruiter
// records an interview (the interviewer from the user picker), changes the stage, or deletes a record; each change
// reloads the drawer and the lists.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Empty, Grid, Popconfirm, Space, Steps, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useAccess } from '@/widgets/access';
import type { Candidate } from '../../resume/api/resume-api';
import { addInterview, candidateOf, changeStage, deleteInterview, detailKey, interviewsOf, reserveCandidate, stagesOf, type CandidateInterview, type CandidateStage } from '../api/candidate-detail-api';
import { INTERVIEW_FIELDS, INTERVIEW_PERMISSION, interviewRequestOf, RESERVE_PERMISSION, STAGE_FIELDS, STAGE_PERMISSION, stageRequestOf, WAY_STEPS, wayOf } from '../model/candidate-way';
import { DecisionDialog } from './decision-dialog';

const RESULT_COLOURS: Record<string, string> = { '1': 'green', '2': 'gold', '3': 'red' };

interface CandidateDrawerProps {
  candidate: Candidate;
  onClose: () => void;
  /** Reloads the lists a change touches. */
  onChanged: () => Promise<unknown>;
}

function stageLine(stage: CandidateStage): string {
  const move = stage.fromStage && stage.fromStage !== stage.toStage ? `${stage.fromStage_dictText ?? stage.fromStage} → ${stage.toStage_dictText ?? stage.toStage}` : (stage.toStage_dictText ?? stage.toStage);
  return [stage.action_dictText ?? stage.action, move, stage.note].filter(Boolean).join('：');
}

function InterviewItem({ interview, mayDelete, onDelete }: { interview: CandidateInterview; mayDelete: boolean; onDelete: () => void }) {
  return (
    <div data-testid="candidate-interview" style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Space wrap size={[8, 4]}>
        <Typography.Text strong>{interview.interviewTime}</Typography.Text>
        <span>面试官：{interview.interviewer_dictText || interview.interviewer}</span>
        <Tag color={RESULT_COLOURS[interview.result]}>{interview.result_dictText ?? interview.result}</Tag>
        <span>评分 {interview.score}</span>
        {mayDelete && (
          <Popconfirm title="确定删除该面试记录吗?" onConfirm={onDelete} okText="确定" cancelText="取消">
            <Typography.Link type="danger">删除</Typography.Link>
          </Popconfirm>
        )}
      </Space>
      {interview.notes && <Typography.Paragraph style={{ margin: '4px 0 0' }}>{interview.notes}</Typography.Paragraph>}
    </div>
  );
}

export function CandidateDrawer({ candidate: row, onClose, onChanged }: CandidateDrawerProps) {
  const screens = Grid.useBreakpoint();
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'interview' | 'stage' | null>(null);
  // The row the list showed, then the candidate as it is now (an interview or a stage change moves it on).
  const fresh = useQuery({ queryKey: [...detailKey(row.id), 'row'], queryFn: () => candidateOf(row.id), placeholderData: row });
  const candidate = fresh.data ?? row;
  const stages = useQuery({ queryKey: [...detailKey(candidate.id), 'stages'], queryFn: () => stagesOf(candidate.id) });
  const interviews = useQuery({ queryKey: [...detailKey(candidate.id), 'interviews'], queryFn: () => interviewsOf(candidate.id) });
  const processing = candidate.status === '1';
  const mayInterview = processing && can(INTERVIEW_PERMISSION);
  const mayStage = processing && can(STAGE_PERMISSION);
  const mayReserve = processing && can(RESERVE_PERMISSION);
  const way = wayOf(candidate);
  const reload = () => Promise.all([queryClient.invalidateQueries({ queryKey: detailKey(candidate.id) }), onChanged()]);
  /** Runs a call, says its answer and reloads; a refusal has been shown by the HTTP layer. */
  const act = async (call: () => Promise<string>, done: string) => {
    try {
      message.success((await call()) || done);
    } catch {
      return;
    }
    await reload();
  };

  return (
    <Drawer
      open
      title={`候选人：${candidate.name}`}
      width={screens.md ? 640 : '100%'}
      onClose={onClose}
      destroyOnHidden
      data-testid="candidate-drawer"
    >
      {/* The actions open the body, so that the title keeps the header's width on a phone. */}
      {(mayInterview || mayStage || mayReserve) && (
        <Space wrap style={{ marginBottom: 16 }}>
          {mayInterview && (
            <Button type="primary" onClick={() => setDialog('interview')}>
              记录面试
            </Button>
          )}
          {mayStage && <Button onClick={() => setDialog('stage')}>变更阶段</Button>}
          {mayReserve && (
            <Popconfirm title="暂无匹配岗位，确定放入人才库吗?" okText="确定" cancelText="取消" onConfirm={() => void act(() => reserveCandidate(candidate.id), '已放入人才库！')}>
              <Button>放入人才库</Button>
            </Popconfirm>
          )}
        </Space>
      )}
      <Steps size="small" current={way.current} status={way.status} items={WAY_STEPS.map((title) => ({ title }))} style={{ marginBottom: 16 }} responsive={false} />
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="状态">{candidate.status_dictText ?? candidate.status}</Descriptions.Item>
        <Descriptions.Item label="招聘阶段">{candidate.stage_dictText ?? candidate.stage}</Descriptions.Item>
        <Descriptions.Item label="应聘岗位">{candidate.applyPost}</Descriptions.Item>
        <Descriptions.Item label="招聘需求">{candidate.demandId_dictText || '—'}</Descriptions.Item>
        <Descriptions.Item label="手机号">{candidate.mobile}</Descriptions.Item>
        <Descriptions.Item label="学历">{candidate.education_dictText || '—'}</Descriptions.Item>
        <Descriptions.Item label="所在城市">{candidate.city || '—'}</Descriptions.Item>
        <Descriptions.Item label="期望月薪">{candidate.expectedSalary != null ? `${candidate.expectedSalary} 元` : '—'}</Descriptions.Item>
        <Descriptions.Item label="技能" span={2}>
          {candidate.skills ? candidate.skills.split(',').map((skill) => <Tag key={skill}>{skill}</Tag>) : '—'}
        </Descriptions.Item>
        {candidate.eliminateReason && (
          <Descriptions.Item label="淘汰原因" span={2}>
            {candidate.eliminateReason}
          </Descriptions.Item>
        )}
      </Descriptions>

      <Typography.Title level={5}>面试记录</Typography.Title>
      <div data-testid="candidate-interviews" style={{ marginBottom: 16 }}>
        {interviews.data?.length ? (
          interviews.data.map((interview) => <InterviewItem key={interview.id} interview={interview} mayDelete={mayInterview} onDelete={() => void act(() => deleteInterview(interview.id), '删除成功!')} />)
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={interviews.isLoading ? '加载中' : '暂无面试记录'} />
        )}
      </div>

      <Typography.Title level={5}>阶段记录</Typography.Title>
      <Timeline
        data-testid="candidate-stages"
        items={(stages.data ?? []).map((stage) => ({
          key: stage.id,
          children: (
            <>
              <div>{stageLine(stage)}</div>
              <Typography.Text type="secondary">
                {stage.createTime} {stage.createBy}
              </Typography.Text>
            </>
          ),
        }))}
      />

      {dialog === 'interview' && (
        <DecisionDialog
          title={`记录面试：${candidate.name}`}
          name="candidate-interview"
          fields={INTERVIEW_FIELDS}
          submit={(values) => addInterview(interviewRequestOf(candidate.id, values))}
          onClose={() => setDialog(null)}
          onDone={reload}
        />
      )}
      {dialog === 'stage' && (
        <DecisionDialog
          title={`变更阶段：${candidate.name}`}
          name="candidate-stage"
          fields={STAGE_FIELDS}
          initialValues={{ stage: candidate.stage }}
          submit={(values) => changeStage(stageRequestOf(candidate.id, values))}
          onClose={() => setDialog(null)}
          onDone={reload}
        />
      )}
    </Drawer>
  );
}
