import { z } from 'zod';
import { RANGE_MESSAGE_DESCRIPTORS } from './api-messages.js';
import { formatMessage } from './i18n/messages.js';
import { ALL_TIME, ANALYTICS_DEFAULT_DAYS, AnalyticsQuerySchema } from './analytics.js';
import {
  addDays,
  isoWeekMonday,
  isoWeekOf,
  isoWeeksInYear,
  isoWeekStart,
  rangeForDays,
  todayUtc,
  weekStartsBetween,
} from './periods.js';

/**
 * The epidemic curve (`GET /api/analytics/epicurve`): reports (or cases) per ISO week of the report
 * date, stacked by disease or status, with the same ISO weeks of the previous five years as a band.
 */

/** The longest curve: two years of weeks. Longer ranges are refused (400). */
export const EPICURVE_MAX_WEEKS = 104;
/** How many previous years the historical band compares each week with. */
export const EPICURVE_HISTORY_YEARS = 5;
/** Diseases stacked by name; the others are one "Other" group. */
export const EPICURVE_TOP_DISEASES = 8;
export const EPICURVE_STACKS = ['disease', 'status'] as const;
export type EpicurveStack = (typeof EPICURVE_STACKS)[number];
export const EPICURVE_MEASURES = ['reports', 'cases'] as const;
export type EpicurveMeasure = (typeof EPICURVE_MEASURES)[number];
/** The group key of every disease outside the top ones. */
export const EPICURVE_OTHER = 'other';

export const EPICURVE_MESSAGES = {
  stack: RANGE_MESSAGE_DESCRIPTORS.epicurveStack.defaultMessage,
  measure: RANGE_MESSAGE_DESCRIPTORS.epicurveMeasure.defaultMessage,
  tooLong: formatMessage(RANGE_MESSAGE_DESCRIPTORS.epicurveTooLong, { weeks: EPICURVE_MAX_WEEKS }),
  datesOutOfOrder: RANGE_MESSAGE_DESCRIPTORS.datesOutOfOrder.defaultMessage,
} as const;

export const EPICURVE_TEXTS = {
  title: 'Epidemic curve',
  empty: 'No reports in these weeks, nor in the same weeks of the previous five years.',
  xAxis: 'Week (ISO)',
  yAxis: { reports: 'Reports', cases: 'Cases' } satisfies Record<EpicurveMeasure, string>,
  stackBy: 'Stack by',
  stacks: { disease: 'Disease', status: 'Status' } satisfies Record<EpicurveStack, string>,
  /** The band's legend entries, e.g. "Same weeks, 2021–2025 (min–max)". */
  band: (years: readonly number[]) => {
    const span = years.length === 0 ? '' : `, ${yearSpan(years)}`;
    return { range: `Same weeks${span} (min–max)`, mean: `Same weeks${span} (mean)` };
  },
} as const;

function yearSpan(years: readonly number[]): string {
  const first = Math.min(...years);
  const last = Math.max(...years);
  return first === last ? String(first) : `${first}–${last}`;
}

/**
 * The Monday of the same ISO week number in `year`. Week 53 in a year that has none is read as that
 * year's week 52, the nearest week of the same season (so the band of a week 53 still has five years).
 */
export function sameWeekInYear(weekStart: string, year: number): string {
  return weekNumberInYear(isoWeekOf(weekStart).week, year);
}

/** The Monday of ISO week `week` in `year`, or of its last week when it has fewer. */
function weekNumberInYear(week: number, year: number): string {
  return isoWeekMonday(year, Math.min(week, isoWeeksInYear(year)));
}

// The range and the query --------------------------------------------------------------------------------

/**
 * The dates a curve covers: the last `days` days (default 30) up to today, the longest curve up to today
 * for all time (`days=all`: a curve of decades of weeks would be unreadable), or a custom range whose
 * open end is today (no `to`) or the default number of days before `to` (no `from`). The curve then
 * counts the whole ISO weeks holding them.
 */
export function epicurveDates(
  query: { days?: number | typeof ALL_TIME; from?: string; to?: string },
  today: string = todayUtc(),
): { from: string; to: string } {
  if (!query.from && !query.to) {
    if (query.days === ALL_TIME)
      return { from: addDays(isoWeekStart(today), -7 * (EPICURVE_MAX_WEEKS - 1)), to: today };
    return rangeForDays(query.days ?? ANALYTICS_DEFAULT_DAYS, today);
  }
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  return { from: query.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1)), to };
}

/** The Monday of the first week and the Sunday of the last week of a curve. */
export function epicurveSpan(dates: { from: string; to: string }): { from: string; to: string } {
  return { from: isoWeekStart(dates.from), to: addDays(isoWeekStart(dates.to), 6) };
}

/** `GET /api/analytics/epicurve`: the analytics filters, what to stack by and what to count. */
export const EpicurveQuerySchema = AnalyticsQuerySchema.extend({
  stack: z.enum(EPICURVE_STACKS, { error: EPICURVE_MESSAGES.stack }).default('disease'),
  measure: z.enum(EPICURVE_MEASURES, { error: EPICURVE_MESSAGES.measure }).default('reports'),
}).superRefine((query, context) => {
  if (query.from && query.to && query.from > query.to) {
    context.addIssue({ code: 'custom', path: ['from'], message: EPICURVE_MESSAGES.datesOutOfOrder });
    return;
  }
  const span = epicurveSpan(epicurveDates(query));
  if (weekStartsBetween(span.from, span.to).length > EPICURVE_MAX_WEEKS)
    context.addIssue({ code: 'custom', path: ['from'], message: EPICURVE_MESSAGES.tooLong });
});
export type EpicurveQuery = z.input<typeof EpicurveQuerySchema>;
export type EpicurveFilters = z.output<typeof EpicurveQuerySchema>;

// The historical band ------------------------------------------------------------------------------------

export const EpicurveBandSchema = z.object({
  /** The years compared, newest first, and the value of the same week in each. */
  years: z.array(z.number().int()),
  values: z.array(z.number()),
  min: z.number(),
  max: z.number(),
  mean: z.number(),
  /** Sample standard deviation (n − 1); 0 with a single year. */
  sd: z.number(),
  /** mean − 2 sd, never below 0. */
  lower: z.number(),
  /** mean + 2 sd. */
  upper: z.number(),
});
export type EpicurveBand = z.infer<typeof EpicurveBandSchema>;

/** Minimum, maximum, mean, sample standard deviation and mean ± 2 sd (lower bound at least 0). */
export function bandStatistics(values: readonly number[]): Omit<EpicurveBand, 'years' | 'values'> {
  const n = values.length;
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  const sd = n < 2 ? 0 : Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1));
  return {
    min: Math.min(...values),
    max: Math.max(...values),
    mean,
    sd,
    lower: Math.max(0, mean - 2 * sd),
    upper: mean + 2 * sd,
  };
}

/**
 * The band of the week starting `weekStart`: the value (`valueOf`, by week Monday; 0 for a week without
 * reports) of the same ISO week in each of the previous `years` years. Weeks before `firstDataWeek` (the
 * week of the earliest report the service holds) are left out: there was no data then, not zero reports.
 * Null when no year is left.
 */
export function historicalBand(
  weekStart: string,
  valueOf: (weekStart: string) => number,
  firstDataWeek: string | null,
  years: number = EPICURVE_HISTORY_YEARS,
): EpicurveBand | null {
  if (firstDataWeek === null) return null;
  const { year, week } = isoWeekOf(weekStart);
  const used: number[] = [];
  const values: number[] = [];
  for (let back = 1; back <= years; back++) {
    const same = weekNumberInYear(week, year - back);
    if (same < firstDataWeek) continue;
    used.push(year - back);
    values.push(valueOf(same));
  }
  return values.length === 0 ? null : { years: used, values, ...bandStatistics(values) };
}

// The answer ---------------------------------------------------------------------------------------------

export const EpicurveWeekSchema = z.object({
  /** Monday and Sunday of the ISO week. */
  week_start: z.string(),
  week_end: z.string(),
  /** e.g. "2026-W05". */
  label: z.string(),
  total: z.number(),
  /** The week's value per stack group (every group's key, zero included). */
  counts: z.record(z.string(), z.number()),
  band: EpicurveBandSchema.nullable(),
});
export type EpicurveWeek = z.infer<typeof EpicurveWeekSchema>;

export const EpicurveResponseSchema = z.object({
  /** The dates asked for (`days` null for a custom range) … */
  range: z.object({ from: z.string(), to: z.string(), days: z.number().int().nullable() }),
  /** … and the whole ISO weeks counted: Monday of the first, Sunday of the last. */
  span: z.object({ from: z.string(), to: z.string() }),
  stack: z.enum(EPICURVE_STACKS),
  measure: z.enum(EPICURVE_MEASURES),
  /**
   * The stack groups, largest first: the top diseases (key: the disease id) then "Other" (key `other`,
   * `disease_id` null), or the statuses (key: the status).
   */
  groups: z.array(
    z.object({ key: z.string(), label: z.string(), disease_id: z.number().int().nullable().optional() }),
  ),
  /** The years any week's band uses, newest first. */
  history_years: z.array(z.number().int()),
  /** Every ISO week of the span, oldest first, zero-filled. */
  weeks: z.array(EpicurveWeekSchema),
});
export type EpicurveResponse = z.infer<typeof EpicurveResponseSchema>;
