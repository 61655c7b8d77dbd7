// Time-of-day greeting; boundaries from decisions.md #12.
export function greetingForHour(hour: number): string {
  if (hour < 9) return '早上好';
  if (hour <= 11) return '上午好';
  if (hour <= 13) return '中午好';
  if (hour < 20) return '下午好';
  return '晚上好';
}

export function greetingNow(now: Date = new Date()): string {
  return greetingForHour(now.getHours());
}
