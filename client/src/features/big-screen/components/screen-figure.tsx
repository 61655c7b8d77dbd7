import { formatNumber } from '../model/screen-figures';

interface ScreenFigureProps {
  label: string;
  value: string;
  /** Year-on-year rate in percent: positive red with ▲, otherwise green with ▼ (as the workbench). */
  rate?: number;
}

export function ScreenFigure({ label, value, rate }: ScreenFigureProps) {
  const up = rate !== undefined && rate > 0;
  return (
    <div style={{ display: 'flex', alignItems: 'baseline', gap: 12, color: '#cfe3ff' }}>
      <span>{label}</span>
      <span style={{ fontSize: 24, color: '#fff', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{value}</span>
      {rate !== undefined && (
        <span style={{ color: up ? '#f5222d' : '#52c41a' }}>
          同比 {up ? '▲' : '▼'} {formatNumber(rate)}%
        </span>
      )}
    </div>
  );
}
