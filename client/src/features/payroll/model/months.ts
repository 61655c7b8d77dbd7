// The months payroll staff choose among: this month and the eleven before it, newest first (yyyy-MM).
import dayjs from 'dayjs';

export function recentMonths(count = 12, today = dayjs()): string[] {
  return Array.from({ length: count }, (_, i) => today.subtract(i, 'month').format('YYYY-MM'));
}

export const monthOptions = (months: readonly string[] = recentMonths()) => months.map((month) => ({ value: month, label: month }));

export const currentMonth = (today = dayjs()) => today.format('YYYY-MM');
