// The recent history of a few figures, kept while the screen is open: each new reading (a new `at`) is added,
// readings older than the window are dropped. The charts of memory and CPU draw it.
import { useState } from 'react';

export interface TrendPoint {
  at: number;
  values: Record<string, number | null>;
}

/** Five minutes of readings. */
export const TREND_WINDOW_MS = 5 * 60_000;

export function useTrend(reading: TrendPoint | null, windowMs = TREND_WINDOW_MS): TrendPoint[] {
  const [points, setPoints] = useState<TrendPoint[]>([]);
  const [seenAt, setSeenAt] = useState<number | null>(null);
  // Adjusting state while rendering (React's pattern for derived state): one point per reading, no effect.
  if (reading && reading.at !== seenAt) {
    setSeenAt(reading.at);
    setPoints((previous) => [...previous.filter((point) => point.at > reading.at - windowMs), reading]);
  }
  return points;
}
