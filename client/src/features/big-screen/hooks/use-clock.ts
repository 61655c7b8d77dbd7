import { useEffect, useState } from 'react';
import { CLOCK_TICK_MS } from '../model/clock-format';

/** The current time, renewed every second while mounted. */
export function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
