import { useEffect, useState } from 'react';

/** Seconds before another SMS code may be requested. */
export const SMS_RESEND_SECONDS = 60;

/** The 获取验证码 button's countdown: `start()` begins it, `reset()` ends it early (e.g. the send failed). */
export function useSmsCountdown(seconds = SMS_RESEND_SECONDS) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft(left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return { left, counting: left > 0, start: () => setLeft(seconds), reset: () => setLeft(0) };
}
