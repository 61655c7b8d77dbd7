// /mis/questionnaire/result (menu component mis/questionnaire/QuestionnaireResult): 问卷结果 — one questionnaire
// (chosen here, or opened from 问卷管理's 结果 with ?id=) question by question, who answered (never for an anonymous
// one) and 导出 as .xlsx.
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Row, Select, Space, Spin, Statistic, Table, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAccess } from '@/widgets/access';
import { downloadResults, publishedQuestionnaires, questionnaireResult } from '../api/questionnaire-api';
import { QuestionResultCard } from '../components/question-result-card';

export const RESULT_EXPORT_PERMISSION = 'mis:questionnaire:result:export';

export function QuestionnaireResultPage() {
  const { can } = useAccess();
  const [params, setParams] = useSearchParams();
  const choices = useQuery({ queryKey: ['questionnaires', 'published'], queryFn: publishedQuestionnaires });
  const id = params.get('id') ?? choices.data?.[0]?.value ?? null;
  const result = useQuery({ queryKey: ['questionnaires', 'result', id], queryFn: () => questionnaireResult(id as string), enabled: id !== null });
  const [exporting, setExporting] = useState(false);
  const data = result.data;
  const exportResults = async () => {
    if (!data) return;
    setExporting(true);
    try {
      await downloadResults(data.id, data.title);
    } catch {
      // The HTTP layer has shown why.
    } finally {
      setExporting(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="questionnaire-result-page">
      <Card size="small">
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Select
            aria-label="选择问卷"
            showSearch
            optionFilterProp="label"
            style={{ width: 320, maxWidth: '100%' }}
            placeholder="选择问卷"
            loading={choices.isLoading}
            value={id ?? undefined}
            options={choices.data ?? []}
            onChange={(value: string) => setParams({ id: value })}
          />
          {can(RESULT_EXPORT_PERMISSION) && (
            <Button icon={<DownloadOutlined />} disabled={!data} loading={exporting} onClick={() => void exportResults()}>
              导出结果
            </Button>
          )}
        </Space>
      </Card>
      {result.isLoading && <Spin />}
      {!id && !choices.isLoading && <Empty description="还没有已发布的问卷" />}
      {data && (
        <>
          <Card size="small" title={data.title} extra={<Space>{data.anonymous === '1' && <Tag color="purple">匿名</Tag>}<Tag>{data.status_dictText}</Tag></Space>}>
            <Row gutter={16}>
              <Col xs={12} sm={6}>
                <Statistic title="答卷数" value={data.answerCount} />
              </Col>
              <Col xs={12} sm={6}>
                <Statistic title="发放人数" value={data.addresseeCount} />
              </Col>
              <Col xs={12} sm={6}>
                <Statistic title="回收率" value={data.addresseeCount ? Math.round((data.answerCount * 1000) / data.addresseeCount) / 10 : 0} suffix="%" />
              </Col>
              <Col xs={12} sm={6}>
                <Statistic title="问卷时间" value={data.startDate ? `${data.startDate.slice(5)} ~ ${data.endDate?.slice(5) ?? ''}` : '—'} valueStyle={{ fontSize: 16, whiteSpace: 'nowrap' }} />
              </Col>
            </Row>
            {data.anonymous === '1' && <Alert style={{ marginTop: 12 }} type="info" showIcon message="匿名问卷：不显示填写人" />}
          </Card>
          <Row gutter={[16, 16]}>
            {data.questions.map((question, index) => (
              <Col key={question.id} xs={24} xl={12}>
                <QuestionResultCard question={question} index={index} />
              </Col>
            ))}
          </Row>
          {data.anonymous === '0' && (
            <Card size="small" title="填写人">
              <Table
                size="small"
                rowKey={(row) => `${row.realname}-${row.submitTime}`}
                dataSource={data.respondents}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                columns={[
                  { title: '姓名', dataIndex: 'realname', width: 120 },
                  { title: '部门', dataIndex: 'departName', responsive: ['sm'] },
                  { title: '提交时间', dataIndex: 'submitTime', width: 170 },
                ]}
              />
            </Card>
          )}
        </>
      )}
    </Space>
  );
}
