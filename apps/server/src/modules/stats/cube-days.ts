/** Calendar dates as day numbers (days since 1970-01-01, UTC), as the outbreak summary keys them. */

export const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

const datesOfDays = new Map<number, string>();
export function dateOfDay(day: number): string {
  let date = datesOfDays.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (datesOfDays.size < 100_000) datesOfDays.set(day, date);
  }
  return date;
}

/** The month of `day` as one number, 202611 for November 2026. */
export function monthOfDay(day: number): number {
  const date = dateOfDay(day);
  return Number(date.slice(0, 4)) * 100 + Number(date.slice(5, 7));
}

/** The first day of the month after that of `day`. */
export function nextMonthDay(day: number): number {
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS;
}

/** Monday of the ISO week of `day` (1970-01-01 was a Thursday). */
export function weekStartDay(day: number): number {
  return day - ((day + 3) % 7);
}
