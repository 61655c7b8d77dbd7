// One question on 问卷结果: how many answered it; for a choice or a rating a bar per option with its count and share
// (and the rating's average); for a text question the answers, named only when the questionnaire is not anonymous.
import { Card, List, Statistic, Tag, Typography } from 'antd';
import { EChart } from '@/widgets/charts';
import type { QuestionResult } from '../api/questionnaire-api';
import { kindLabel } from '../model/question-kinds';
import { RESULT_CHART_HEIGHT, resultChartLabel, resultChartOption } from '../model/result-chart';

export interface QuestionResultCardProps {
  question: QuestionResult;
  index: number;
}

export function QuestionResultCard({ question, index }: QuestionResultCardProps) {
  return (
    <Card
      size="small"
      data-testid={`result-${index + 1}`}
      title={
        <Typography.Text style={{ whiteSpace: 'normal' }}>
          {index + 1}. {question.title} <Tag>{kindLabel(question.type)}</Tag>
        </Typography.Text>
      }
      extra={<span style={{ whiteSpace: 'nowrap' }}>{question.answered} 人作答</span>}
    >
      {question.type === 'rating' && <Statistic title="平均分" value={question.average ?? '—'} suffix={question.average === null ? undefined : '/ 5'} />}
      {question.type === 'text' ? (
        <List
          size="small"
          locale={{ emptyText: '暂无回答' }}
          dataSource={question.texts}
          renderItem={(text) => (
            <List.Item extra={<Typography.Text type="secondary">{text.realname ? `${text.realname} · ` : ''}{text.submitTime.slice(0, 16)}</Typography.Text>}>{text.text}</List.Item>
          )}
        />
      ) : (
        <EChart option={resultChartOption(question)} height={Math.max(RESULT_CHART_HEIGHT / 2, question.options.length * 36 + 24)} label={resultChartLabel(question)} testId={`result-chart-${index + 1}`} />
      )}
    </Card>
  );
}
