// 自动刷新: on by default for the screens whose figures move, every few seconds; the choice lasts while the screen is open.
import { useState } from 'react';

export const REFRESH_CHOICES = [3, 5, 10, 30] as const;

export interface AutoRefresh {
  enabled: boolean;
  seconds: number;
  setEnabled: (enabled: boolean) => void;
  setSeconds: (seconds: number) => void;
  /** TanStack Query's refetchInterval: milliseconds, or false when off. */
  interval: number | false;
}

export function useAutoRefresh(initialSeconds = 5, initiallyOn = true): AutoRefresh {
  const [enabled, setEnabled] = useState(initiallyOn);
  const [seconds, setSeconds] = useState(initialSeconds);
  return { enabled, seconds, setEnabled, setSeconds, interval: enabled ? seconds * 1000 : false };
}
