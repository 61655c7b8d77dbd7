// /rpm/candidate-caller: the slim page an interviewer opens from 企业微信 or 钉钉 (issue 28). Nothing of the back
// office: the interviewer's own candidates, one candidate's resume, and the form that records the interview result.
// Phone first: the list, then one candidate (?id=) with a way back; from md up both side by side.
import { LeftOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Grid, Result, Row, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@/widgets/shell';
import { callerQueries, recordCallerInterview, type CallerInterviewRequest } from '../api/caller-api';
import { CallerCandidateList } from '../components/caller-candidate-list';
import { CallerInterviewForm } from '../components/caller-interview-form';
import { CallerResume } from '../components/caller-resume';

function CandidatePanel({ id, onBack }: { id: string; onBack: (() => void) | null }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const detail = useQuery(callerQueries.detail(id));
  const record = async (request: CallerInterviewRequest) => {
    const said = await recordCallerInterview(request);
    message.success(said || '面试结果已记录');
    await queryClient.invalidateQueries({ queryKey: callerQueries.all });
  };
  const back = onBack && (
    <Button type="link" icon={<LeftOutlined />} onClick={onBack} style={{ paddingInline: 0 }}>
      返回候选人列表
    </Button>
  );
  if (detail.isError) {
    return <Result status="warning" title="无法查看该候选人" subTitle={detail.error instanceof Error ? detail.error.message : undefined} extra={back} data-testid="caller-refusal" />;
  }
  if (!detail.data) return <Skeleton active />;
  const candidate = detail.data;
  return (
    <Flex vertical gap={12}>
      {back}
      <Card size="small">
        <CallerResume candidate={candidate} />
      </Card>
      <Card size="small" title="记录面试结果">
        {candidate.status === '1' ? (
          <CallerInterviewForm key={candidate.id} candidateId={candidate.id} onSubmit={record} />
        ) : (
          <Typography.Text type="secondary">该候选人已{candidate.status_dictText ?? '结束招聘流程'}，不能再记录面试</Typography.Text>
        )}
      </Card>
    </Flex>
  );
}

export function CandidateCallerPage() {
  const screens = Grid.useBreakpoint();
  const { info } = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const selectedId = search.get('id');
  const list = useQuery(callerQueries.list());
  const open = (id: string) => setSearch({ id });
  const wide = Boolean(screens.md);
  const candidates = (
    <Card size="small" title={`我的候选人（${list.data?.length ?? 0}）`} styles={{ body: { padding: 0 } }}>
      <CallerCandidateList candidates={list.data ?? []} loading={list.isPending} selectedId={selectedId} onOpen={open} />
    </Card>
  );
  return (
    <Flex vertical gap={12} style={{ maxWidth: 1080, margin: '0 auto' }} data-testid="candidate-caller">
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          面试候选人
        </Typography.Title>
        {info && <Typography.Text type="secondary">面试官：{info.realname || info.username}</Typography.Text>}
      </Flex>
      {wide ? (
        <Row gutter={16} align="top">
          <Col span={9}>{candidates}</Col>
          <Col span={15}>{selectedId ? <CandidatePanel id={selectedId} onBack={null} /> : <Card><Result status="info" title="请选择一位候选人" /></Card>}</Col>
        </Row>
      ) : selectedId ? (
        <CandidatePanel id={selectedId} onBack={() => setSearch({})} />
      ) : (
        candidates
      )}
    </Flex>
  );
}
