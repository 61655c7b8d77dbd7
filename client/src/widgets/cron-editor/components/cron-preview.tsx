import { Card } from 'antd';
import { useFireTimePreview } from './use-fire-time-preview';

interface CronPreviewProps {
  expression: string;
  now: () => Date;
}

/** The box 近十次执行时间（不含年） of 001 §2. */
export function CronPreview({ expression, now }: CronPreviewProps) {
  const times = useFireTimePreview(expression, now);
  return (
    <Card size="small" title="近十次执行时间（不含年）" data-testid="cron-preview">
      {times === null ? (
        <span>执行预览，会忽略年份参数</span>
      ) : times.length === 0 ? (
        <span>无执行时间</span>
      ) : (
        <ol style={{ margin: 0, paddingLeft: 20 }}>
          {times.map((time) => (
            <li key={time}>{time}</li>
          ))}
        </ol>
      )}
    </Card>
  );
}
