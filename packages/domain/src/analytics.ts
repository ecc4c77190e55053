import { z } from 'zod';
import { ConfirmedQuerySchema } from './confirmation.js';
import { RegionFilterSchema } from './m49.js';
import { AggregateRangeQuerySchema } from './map.js';
import { OutbreakSchema, OutbreakStatusSchema, OutbreakSeveritySchema } from './outbreaks.js';
import { MAX_ID } from './reference.js';
import { formatMediumDate } from './medium-date.js';
import { PAGE_INTROS } from './page-intros.js';
import type { SeriesInterval } from './periods.js';
import { PopulationRatesSchema } from './rates.js';

/** Spec §9: the analytics page opens on the last 30 days. */
export const ANALYTICS_DEFAULT_DAYS = 30;
/** Spec §9: rows of the Recent Outbreaks table, and how many diseases and countries the charts keep. */
export const ANALYTICS_LIMITS = { recent: 10, diseases: 10, countries: 10 } as const;

/**
 * Spec §2/§9 severity filter: high risk is severity high (or critical) — risk level above 7; medium is
 * risk level 4 to 7; low is 3 or less. `critical` alone narrows to risk level 10.
 */
export const ANALYTICS_SEVERITY_FILTERS = ['low', 'medium', 'high', 'critical'] as const;
export const SEVERITIES_OF_FILTER: Record<(typeof ANALYTICS_SEVERITY_FILTERS)[number], readonly string[]> = {
  low: ['low'],
  medium: ['medium'],
  high: ['high', 'critical'],
  critical: ['critical'],
};

const optionalId = z.coerce.number().int().positive().max(MAX_ID).optional();

/** `days=all`: every outbreak, whatever its date (the analytics' "All time"). */
export const ALL_TIME = 'all';

/**
 * Filters of `GET /api/analytics` (spec §2 Analytics). `days` is a preset or `all` (all time); an explicit
 * `from`/`to` wins over it.
 */
export const AnalyticsQuerySchema = AggregateRangeQuerySchema.extend({
  days: z.union([z.literal(ALL_TIME), AggregateRangeQuerySchema.shape.days.unwrap()]).optional(),
  country_id: optionalId,
  disease_id: optionalId,
  region: RegionFilterSchema.optional(),
  severity: z.enum(ANALYTICS_SEVERITY_FILTERS).optional(),
  status: OutbreakStatusSchema.optional(),
  confirmed: ConfirmedQuerySchema.optional(),
});
export type AnalyticsQuery = z.input<typeof AnalyticsQuerySchema>;
export type AnalyticsFilters = z.output<typeof AnalyticsQuerySchema>;

const CountSchema = z.object({ count: z.number().int(), cases: z.number() });
/** Outbreaks (`count`), cases and deaths of one period of a series. */
const PeriodCountSchema = CountSchema.extend({ deaths: z.number() });

const AnalyticsCardsSchema = z.object({
  total_outbreaks: z.number().int(),
  active_outbreaks: z.number().int(),
  /** Severity high or critical (risk level above 7). */
  high_risk: z.number().int(),
  total_cases: z.number(),
  contained_outbreaks: z.number().int(),
});

export const AnalyticsResponseSchema = z.object({
  /** The range the numbers cover; `days` is null for a custom range, and both dates null for all time. */
  range: z.object({
    from: z.string().nullable(),
    to: z.string().nullable(),
    days: z.number().int().nullable(),
  }),
  cards: AnalyticsCardsSchema.extend({
    /** The unconfirmed share of each card's figure (all zero with `confirmed=true`). */
    unconfirmed: AnalyticsCardsSchema,
  }),
  by_status: z.array(CountSchema.extend({ status: OutbreakStatusSchema })),
  by_severity: z.array(CountSchema.extend({ severity: OutbreakSeveritySchema })),
  /** The ten diseases with the most outbreaks, then one entry (`disease_id` null) for all others. */
  by_disease: z.array(
    CountSchema.extend({ disease_id: z.number().int().nullable(), disease_name: z.string() }),
  ),
  /**
   * Every ISO week of the range, oldest first, zero-filled (weeks without outbreaks are present with 0);
   * for all time, from the week of the first matching outbreak. `week` is the ISO label (`2026-W53`),
   * `week_start` its Monday; the range's first and last weeks count only the range's days. At most
   * MAX_SERIES_PERIODS, the latest (`weekly_truncated` then says earlier weeks were left out).
   */
  weekly: z.array(PeriodCountSchema.extend({ week: z.string(), week_start: z.string() })),
  weekly_truncated: z.boolean(),
  /** Every month (`YYYY-MM`) of the range, zero-filled, as `weekly`. */
  monthly: z.array(PeriodCountSchema.extend({ month: z.string() })),
  monthly_truncated: z.boolean(),
  /**
   * Spec §9: the ten countries with the largest sum of attack rates, with their cases, and their cases
   * and deaths per 100,000 with the population of the range's last year (rates.ts).
   */
  top_countries: z.array(
    CountSchema.extend({
      country_id: z.number().int(),
      country_name: z.string(),
      attack_rate_sum: z.number(),
      ...PopulationRatesSchema.shape,
    }),
  ),
  /** The first ten matching outbreaks, newest first. */
  recent: z.array(OutbreakSchema),
});
export type AnalyticsResponse = z.infer<typeof AnalyticsResponseSchema>;

/**
 * What a range is called on screen: "Last 30 days" for a preset (spec §2), the dates of a custom range
 * ("Jan 1, 2026 – Mar 31, 2026", "Since Jan 1, 2026", "Until Mar 31, 2026"), "All time" without bounds.
 */
export function analyticsRangeLabel(range: AnalyticsResponse['range']): string {
  if (range.days !== null) return `Last ${range.days} days`;
  if (range.from && range.to) return `${formatMediumDate(range.from)} – ${formatMediumDate(range.to)}`;
  if (range.from) return `Since ${formatMediumDate(range.from)}`;
  if (range.to) return `Until ${formatMediumDate(range.to)}`;
  return 'All time';
}

/** Case fatality rate in percent: 100 × deaths / cases; null without cases. */
export function caseFatalityRate(deaths: number, cases: number): number | null {
  return cases > 0 ? (100 * deaths) / cases : null;
}

export const ANALYTICS_TEXTS = {
  title: PAGE_INTROS['/analysis'].title,
  empty: 'No outbreaks found matching current filters.',
  /** Spec §2: "Last N days: count", and the range's own name for the others. */
  counter: (range: AnalyticsResponse['range'], count: number) => `${analyticsRangeLabel(range)}: ${count}`,
  allTime: 'All time',
  intervalLabel: 'Show by',
  intervals: { week: 'Week', month: 'Month' } satisfies Record<SeriesInterval, string>,
  axis: {
    week: 'Week (ISO)',
    month: 'Month',
    outbreaks: 'Outbreaks',
    cases: 'Cases',
    deaths: 'Deaths',
    caseFatalityRate: 'Case fatality rate (%)',
    casesPer100k: 'Cases per 100,000',
    deathsPer100k: 'Deaths per 100,000',
  },
  /** Under a chart: what its figures rest on. */
  restsOn: (reports: string, unconfirmed: string | null) =>
    unconfirmed === null
      ? `Rests on ${reports} reports, all confirmed.`
      : `Rests on ${reports} reports, ${unconfirmed} of them unconfirmed.`,
  truncated: (periods: number, interval: SeriesInterval) =>
    `Only the latest ${periods} ${interval === 'week' ? 'weeks' : 'months'} are shown; choose a shorter range for earlier ones.`,
} as const;
