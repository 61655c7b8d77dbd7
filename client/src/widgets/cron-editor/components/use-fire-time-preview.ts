import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { DATE_TIME_FORMAT } from '@/shared/config/widget-constants';
import { nextFireTimes } from '../model/next-fire-times';
import { previewExpression } from '../model/preview-expression';
import { validateExpression } from '../model/validate';

/** Recalculation waits for the typing to stop (001 §4). */
export const PREVIEW_DEBOUNCE_MS = 500;
/** 近十次执行时间 (001 §9). */
export const PREVIEW_COUNT = 10;

/** `null` before the first calculation; then the next fire times, formatted, possibly none. */
export type FireTimePreview = string[] | null;

function calculate(expression: string, now: Date): string[] {
  const withoutYear = previewExpression(expression);
  if (validateExpression(withoutYear, now.getFullYear())) return [];
  try {
    return nextFireTimes(withoutYear, now, PREVIEW_COUNT).map((time) => dayjs(time).format(DATE_TIME_FORMAT));
  } catch {
    // A preview that cannot be calculated shows none rather than a broken screen.
    return [];
  }
}

/** The next ten fire times of `expression` (year ignored), 500 ms after it last changed. */
export function useFireTimePreview(expression: string, now: () => Date): FireTimePreview {
  const [times, setTimes] = useState<FireTimePreview>(null);
  useEffect(() => {
    const timer = setTimeout(() => setTimes(calculate(expression, now())), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [expression, now]);
  return times;
}
