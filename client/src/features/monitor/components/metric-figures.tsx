// A screen's metrics as a table: upstream's description, what the server says stands behind the name, the value.
import { Typography } from 'antd';
import type { MetricFigure } from '../hooks/use-metrics';
import { formatValue } from '../model/metric-value';
import { MetricTable } from './metric-table';

export function MetricFigures({ figures, testId }: { figures: MetricFigure[]; testId: string }) {
  return (
    <MetricTable
      testId={testId}
      rows={figures.map(({ spec, key, value, serverDescription }) => ({
        key,
        name: [spec.name, spec.tag, spec.statistic].filter(Boolean).join(' '),
        description: spec.description + (serverDescription ? `（${serverDescription}）` : ''),
        value:
          value === null ? (
            <Typography.Text type="secondary">该服务器不提供</Typography.Text>
          ) : (
            <span data-testid={`metric-${key}`}>{formatValue(value, spec.unit)}</span>
          ),
      }))}
    />
  );
}
