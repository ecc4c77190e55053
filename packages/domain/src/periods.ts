/**
 * Calendar arithmetic on `YYYY-MM-DD` dates (UTC), shared by the outbreak summary on the server, the
 * signal series and the screens.
 *
 * The summary counts outbreaks per *period*: an ISO week (Monday to Sunday) cut at month boundaries, so
 * that every period lies inside one ISO week and one month. Weekly and monthly series are then sums of
 * whole periods, and a date range needs outbreaks read one by one only for its partial edge periods.
 */

const DAY_MS = 86_400_000;

function toTime(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function fromTime(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return fromTime(toTime(date) + days * DAY_MS);
}

/** Today in UTC, as the server and the summary count days. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The Monday that starts the ISO week of `date`. */
export function isoWeekStart(date: string): string {
  const time = toTime(date);
  const weekday = (new Date(time).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return fromTime(time - weekday * DAY_MS);
}

/** The first day of the month of `date`. */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The last day of the month of `date`. */
export function monthEnd(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return fromTime(Date.UTC(year, month, 0));
}

/** Start of the summary period holding `date`: its ISO week's Monday, or the 1st if the month began later. */
export function periodStart(date: string): string {
  const week = isoWeekStart(date);
  const month = monthStart(date);
  return week > month ? week : month;
}

/** Last day of the summary period holding `date`: its ISO week's Sunday, or the month's end if sooner. */
export function periodEnd(date: string): string {
  const sunday = addDays(isoWeekStart(date), 6);
  const end = monthEnd(date);
  return sunday < end ? sunday : end;
}

/**
 * How the summary answers the range [from, to]: whole periods from `periodsFrom` to `periodsTo` (both
 * period starts, inclusive), and the days outside them (`edges`, inclusive ranges) read from outbreaks
 * themselves. With no whole period inside the range, the range is all edge.
 */
export interface PeriodSplit {
  periods: { from: string; to: string } | null;
  edges: { from: string; to: string }[];
}

export function splitRangeIntoPeriods(from: string, to: string): PeriodSplit {
  if (from > to) return { periods: null, edges: [] };
  const first = periodStart(from) === from ? from : addDays(periodEnd(from), 1);
  const last = periodEnd(to) === to ? periodStart(to) : periodStart(addDays(periodStart(to), -1));
  if (first > to || last < first || periodEnd(last) > to) return { periods: null, edges: [{ from, to }] };
  const edges: { from: string; to: string }[] = [];
  if (from < first) edges.push({ from, to: addDays(first, -1) });
  const lastEnd = periodEnd(last);
  if (lastEnd < to) edges.push({ from: addDays(lastEnd, 1), to });
  return { periods: { from: first, to: last }, edges };
}

/** The preset ranges of the map and analytics filters (spec §9): the last N days, today included. */
export const RANGE_DAYS = [7, 30, 90, 365] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];

/** The last `days` days up to and including `today`. */
export function rangeForDays(days: number, today: string = todayUtc()): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The intervals of the analytics series: ISO weeks or calendar months. */
export const SERIES_INTERVALS = ['week', 'month'] as const;
export type SeriesInterval = (typeof SERIES_INTERVALS)[number];

export interface IsoWeek {
  year: number;
  week: number;
}

/**
 * The ISO 8601 year and week number of `date`: the week belongs to the year of its Thursday, so
 * 2026-12-28 is in 2026-W53, 2027-01-04 in 2027-W01, and 2021-01-01 in 2020-W53.
 */
export function isoWeekOf(date: string): IsoWeek {
  const thursday = addDays(isoWeekStart(date), 3);
  const year = Number(thursday.slice(0, 4));
  const dayOfYear = (toTime(thursday) - toTime(`${thursday.slice(0, 4)}-01-01`)) / DAY_MS;
  return { year, week: Math.floor(dayOfYear / 7) + 1 };
}

/** The ISO label of the week holding `date`, e.g. "2026-W05". */
export function isoWeekLabel(date: string): string {
  const { year, week } = isoWeekOf(date);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday of ISO week `week` of `year` (week 1 holds 4 January). */
export function isoWeekMonday(year: number, week: number): string {
  return addDays(isoWeekStart(`${String(year).padStart(4, '0')}-01-04`), (week - 1) * 7);
}

/** isoWeeksInYear's answers: a year's is asked for again on every week of every epidemic curve's band. */
const weeksInYear = new Map<number, number>();

/** 53 for the ISO years with a week 53 (28 December is always in the year's last week), else 52. */
export function isoWeeksInYear(year: number): number {
  let weeks = weeksInYear.get(year);
  if (weeks === undefined) {
    weeks = isoWeekOf(`${String(year).padStart(4, '0')}-12-28`).week;
    weeksInYear.set(year, weeks);
  }
  return weeks;
}

/** The Mondays of every ISO week from the one holding `from` to the one holding `to`, oldest first. */
export function weekStartsBetween(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let week = isoWeekStart(from); week <= to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/** The first day of the period of `interval` holding `date`: its ISO week's Monday, or its month's 1st. */
export function seriesPeriodStart(interval: SeriesInterval, date: string): string {
  return interval === 'week' ? isoWeekStart(date) : monthStart(date);
}

/**
 * The most periods a series holds: ten years of weeks (about 43 years of months). A series over a longer
 * range keeps its latest periods and says that earlier ones were left out, so that "all time" over
 * decades of reports stays a small answer and a readable chart.
 */
export const MAX_SERIES_PERIODS = 520;

/**
 * The start of every period of `interval` that holds a day of [from, to], oldest first, at most the
 * latest `limit`; `truncated` when earlier ones were left out.
 */
export function seriesPeriodStarts(
  interval: SeriesInterval,
  from: string,
  to: string,
  limit: number = MAX_SERIES_PERIODS,
): { starts: string[]; truncated: boolean } {
  if (from > to) return { starts: [], truncated: false };
  const starts: string[] = [];
  // Counted back from the end, so a capped series keeps the latest periods and stops early.
  const first = seriesPeriodStart(interval, from);
  let start = seriesPeriodStart(interval, to);
  while (start >= first && starts.length < limit) {
    starts.push(start);
    start = interval === 'week' ? addDays(start, -7) : monthStart(addDays(start, -1));
  }
  return { starts: starts.reverse(), truncated: start >= first };
}
