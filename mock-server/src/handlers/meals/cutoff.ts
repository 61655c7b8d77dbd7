// The order cut-off of a meal (China time): 早餐 the day before at 20:00, 午餐 the day at 09:30, 晚餐 the day at 14:00.
// Orders and cancellations are refused after it.
import { plusDays } from '../../lib/days.js';
import { dateTimeText } from '../../lib/dates.js';

const CUTOFFS: Record<string, { dayBefore: boolean; time: string }> = {
  '1': { dayBefore: true, time: '20:00' },
  '2': { dayBefore: false, time: '09:30' },
  '3': { dayBefore: false, time: '14:00' },
};

/** The cut-off of a meal as yyyy-MM-dd HH:mm. */
export function cutoffOf(mealDate: string, mealType: string): string {
  const rule = CUTOFFS[mealType] ?? { dayBefore: false, time: '09:30' };
  return `${rule.dayBefore ? plusDays(mealDate, -1) : mealDate} ${rule.time}`;
}

/** Whether `now` (epoch ms) is past the meal's cut-off. */
export const pastCutoff = (mealDate: string, mealType: string, now: number): boolean => dateTimeText(now).slice(0, 16) >= cutoffOf(mealDate, mealType);

export const MEAL_NAMES: Record<string, string> = { '1': '早餐', '2': '午餐', '3': '晚餐' };
