// A question's chart on 问卷结果: a bar per option (per score for a rating) with its count, and the chart's accessible
// summary.
import type { ChartOption } from '@/widgets/charts';
import type { QuestionResult } from '../api/questionnaire-api';

export const RESULT_CHART_HEIGHT = 220;

export function resultChartOption(question: QuestionResult): ChartOption {
  const labels = question.options.map((o) => o.label);
  return {
    color: [question.type === 'rating' ? '#faad14' : '#1890ff'],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 88, bottom: 8, top: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    // Options read top down in their order; long ones wrap.
    yAxis: { type: 'category', data: [...labels].reverse(), axisLabel: { width: 110, overflow: 'break' } },
    series: [
      {
        type: 'bar',
        barMaxWidth: 22,
        data: [...question.options].reverse().map((o) => o.count),
        label: { show: true, position: 'right', formatter: (p: { dataIndex: number }) => `${[...question.options].reverse()[p.dataIndex]?.count ?? 0}（${[...question.options].reverse()[p.dataIndex]?.percent ?? 0}%）` },
      },
    ],
  };
}

/** What the chart shows, for its accessible name: 一号食堂 3 人，二号食堂 5 人. */
export const resultChartLabel = (question: QuestionResult) => `${question.title}：${question.options.map((o) => `${o.label} ${o.count} 人`).join('，')}`;
