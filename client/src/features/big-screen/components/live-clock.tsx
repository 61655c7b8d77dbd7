import { formatClock } from '../model/clock-format';
import { useClock } from '../hooks/use-clock';

/** 2026-11-22 星期日 09:00:01, ticking every second. */
export function LiveClock() {
  const face = formatClock(useClock());
  return (
    <div data-testid="big-screen-clock" style={{ color: '#cfe3ff', fontSize: 16, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      <span data-testid="clock-date">{face.date}</span> <span data-testid="clock-weekday">{face.weekday}</span>{' '}
      <span data-testid="clock-time" style={{ fontSize: 20, color: '#fff' }}>
        {face.time}
      </span>
    </div>
  );
}
