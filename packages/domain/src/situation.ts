import { z } from 'zod';
import { RANGE_MESSAGE_DESCRIPTORS } from './api-messages.js';
import { AnalyticsQuerySchema } from './analytics.js';
import { OutbreakStatusSchema } from './outbreaks.js';
import { addDays, rangeForDays, todayUtc } from './periods.js';
import { SignalSchema } from './signals-api.js';

/** A situation report covers the last four weeks unless a period is asked for. */
export const SITUATION_DEFAULT_DAYS = 28;
/** How many of the period's largest outbreaks (by cases) the report lists. */
export const SITUATION_LARGEST_OUTBREAKS = 5;

/** The PDF's API messages, which the page shows too; the server answers in the reader's language. */
export const SITUATION_MESSAGE_DESCRIPTORS = {
  pdfUnavailable: RANGE_MESSAGE_DESCRIPTORS.pdfUnavailable,
  pdfBusy: RANGE_MESSAGE_DESCRIPTORS.pdfBusy,
  pdfFailed: RANGE_MESSAGE_DESCRIPTORS.pdfFailed,
};

export const SITUATION_MESSAGES = {
  reversed: RANGE_MESSAGE_DESCRIPTORS.datesOutOfOrder.defaultMessage,
  pdfUnavailable: RANGE_MESSAGE_DESCRIPTORS.pdfUnavailable.defaultMessage,
  pdfBusy: RANGE_MESSAGE_DESCRIPTORS.pdfBusy.defaultMessage,
  pdfFailed: RANGE_MESSAGE_DESCRIPTORS.pdfFailed.defaultMessage,
} as const;

/**
 * Filters of `GET /api/situation` and `GET /api/situation.pdf`: the analytics filters' country, region,
 * disease and dates (they may combine); without dates, the last 28 days up to today (UTC).
 */
export const SituationQuerySchema = AnalyticsQuerySchema.pick({
  country_id: true,
  region: true,
  disease_id: true,
  from: true,
  to: true,
}).refine((q) => !q.from || !q.to || q.from <= q.to, {
  error: SITUATION_MESSAGES.reversed,
  path: ['from'],
});
export type SituationQuery = z.input<typeof SituationQuerySchema>;
export type SituationFilters = z.output<typeof SituationQuerySchema>;

export interface SituationPeriod {
  from: string;
  to: string;
}

/** `date` one calendar year earlier (February 29 becomes February 28). */
export function yearBefore(date: string): string {
  const year = String(Number(date.slice(0, 4)) - 1).padStart(4, '0');
  const monthDay = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${year}-${monthDay}`;
}

/**
 * The report's period and its two comparisons: the period of the same length just before it, and the
 * same dates a year earlier. Without dates the last 28 days; from a date, up to today; up to a date, the
 * 28 days ending on it.
 */
export function situationPeriods(
  filters: { from?: string; to?: string },
  today: string = todayUtc(),
): { period: SituationPeriod; previous: SituationPeriod; year_before: SituationPeriod } {
  const span = SITUATION_DEFAULT_DAYS - 1;
  const period =
    filters.from && filters.to
      ? { from: filters.from, to: filters.to }
      : filters.from
        ? { from: filters.from, to: today }
        : filters.to
          ? { from: addDays(filters.to, -span), to: filters.to }
          : rangeForDays(SITUATION_DEFAULT_DAYS, today);
  const days = periodDays(period);
  const previousTo = addDays(period.from, -1);
  return {
    period,
    previous: { from: addDays(previousTo, -(days - 1)), to: previousTo },
    year_before: { from: yearBefore(period.from), to: yearBefore(period.to) },
  };
}

/** The number of days of a period, both ends included. */
export function periodDays(period: SituationPeriod): number {
  return (
    Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000) +
    1
  );
}

/** Change of a figure against a base: absolute, and in percent (null where the base is 0 or missing). */
export function figureChange(
  current: number | null,
  base: number | null,
): { absolute: number | null; percent: number | null } {
  if (current === null || base === null) return { absolute: null, percent: null };
  return { absolute: current - base, percent: base === 0 ? null : (100 * (current - base)) / base };
}

const PeriodSchema = z.object({ from: z.string(), to: z.string() });

/** The key figures of one period. Rates only when the filter is one country or a region. */
export const SituationFiguresSchema = z.object({
  outbreaks: z.number().int(),
  confirmed_outbreaks: z.number().int(),
  cases: z.number(),
  deaths: z.number(),
  cases_per_100k: z.number().nullable(),
  deaths_per_100k: z.number().nullable(),
  /** The population the rates rest on (a region's: the sum of its countries'), and its year. */
  population: z.number().int().nullable(),
  population_year: z.number().int().nullable(),
});
export type SituationFigures = z.infer<typeof SituationFiguresSchema>;

export const SITUATION_FIGURE_KEYS = [
  'outbreaks',
  'confirmed_outbreaks',
  'cases',
  'deaths',
  'cases_per_100k',
  'deaths_per_100k',
] as const;
export type SituationFigureKey = (typeof SITUATION_FIGURE_KEYS)[number];

const ChangeSchema = z.object({ absolute: z.number().nullable(), percent: z.number().nullable() });
const ChangesSchema = z.object(
  Object.fromEntries(SITUATION_FIGURE_KEYS.map((key) => [key, ChangeSchema])) as Record<
    SituationFigureKey,
    typeof ChangeSchema
  >,
);
export type SituationChanges = z.infer<typeof ChangesSchema>;

export const SituationOutbreakSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  disease_id: z.number().int(),
  disease_name: z.string(),
  country_id: z.number().int(),
  country_name: z.string(),
  cases: z.number(),
  deaths: z.number(),
  status: OutbreakStatusSchema,
  confirmed: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type SituationOutbreak = z.infer<typeof SituationOutbreakSchema>;

export const SituationResponseSchema = z.object({
  filters: z.object({
    country_id: z.number().int().nullable(),
    region: z.number().int().nullable(),
    disease_id: z.number().int().nullable(),
  }),
  period: PeriodSchema,
  previous_period: PeriodSchema,
  year_before_period: PeriodSchema,
  figures: SituationFiguresSchema,
  previous_figures: SituationFiguresSchema,
  year_before_figures: SituationFiguresSchema,
  /** The period's figures against the previous period and against the same period a year earlier. */
  change_previous: ChangesSchema,
  change_year_before: ChangesSchema,
  /** Current signals, and the signals of the period's weeks verified as events, matching the filter. */
  signals: z.array(SignalSchema),
  /** The period's largest outbreaks by cases. */
  largest_outbreaks: z.array(SituationOutbreakSchema),
  /** Whether `GET /api/situation.pdf` can render here (false: print from the browser instead). */
  pdf_available: z.boolean(),
  generated_at: z.string(),
});
export type SituationResponse = z.infer<typeof SituationResponseSchema>;
