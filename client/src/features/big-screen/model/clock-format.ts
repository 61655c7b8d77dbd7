// The big screen's live clock (spec 000 §2.5, §9): year-month-day, the Chinese weekday and HH:mm:ss, every second.
import dayjs from 'dayjs';

export const CLOCK_TICK_MS = 1000;

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;

export interface ClockFace {
  date: string;
  weekday: string;
  time: string;
}

export function formatClock(now: Date): ClockFace {
  const moment = dayjs(now);
  return { date: moment.format('YYYY-MM-DD'), weekday: WEEKDAYS[moment.day()] ?? '', time: moment.format('HH:mm:ss') };
}
