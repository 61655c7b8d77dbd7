// Day arithmetic on yyyy-MM-dd texts (UTC days): the hr seed and the hr handlers share it.

// The seed does date arithmetic on tens of thousands of rows: day texts and their epoch values are memoised.
const DAY_MS = 86_400_000;
const dayTexts = new Map<number, string>();
const dayValues = new Map<string, number>();
/** The UTC day (yyyy-MM-dd) holding an epoch time. */
export const isoDay = (ms: number): string => {
  const key = Math.floor(ms / DAY_MS);
  let text = dayTexts.get(key);
  if (text === undefined) {
    text = new Date(key * DAY_MS).toISOString().slice(0, 10);
    dayTexts.set(key, text);
  }
  return text;
};
const dayMs = (date: string): number => {
  let value = dayValues.get(date);
  if (value === undefined) {
    value = Date.parse(`${date}T00:00:00Z`);
    dayValues.set(date, value);
  }
  return value;
};

/** The day `days` after `date` (before, when negative). */
export const plusDays = (date: string, days: number): string => isoDay(dayMs(date) + days * DAY_MS);
/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((dayMs(to) - dayMs(from)) / DAY_MS);

/** The same day `months` later; the month's last day when it is shorter (Jan 31 + 1 month → Feb 28/29). */
export function plusMonths(date: string, months: number): string {
  const [year = 2000, month = 1, day = 1] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return isoDay(first.getTime());
}

/** A contract of `years` starting on `start` ends the day before the anniversary. */
export const contractEnd = (start: string, years: number): string => plusDays(plusMonths(start, years * 12), -1);

/** Whole years between a birthday and a day (both yyyy-MM-dd). */
export function ageOn(birthday: string | null, day: string): number | null {
  if (!birthday) return null;
  const years = Number(day.slice(0, 4)) - Number(birthday.slice(0, 4));
  return day.slice(5) < birthday.slice(5) ? years - 1 : years;
}
