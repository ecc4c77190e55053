import { z } from 'zod';
import { ConfirmedQuerySchema } from './confirmation.js';
import { RegionFilterSchema } from './m49.js';
import { AggregateRangeQuerySchema } from './map.js';
import { OutbreakSchema, OutbreakStatusSchema, OutbreakSeveritySchema } from './outbreaks.js';
import { MAX_ID } from './reference.js';
import { PAGE_INTROS } from './page-intros.js';
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

/** Filters of `GET /api/analytics` (spec §2 Analytics). */
export const AnalyticsQuerySchema = AggregateRangeQuerySchema.extend({
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
  /** ISO weeks (Monday) with at least one outbreak, oldest first. */
  weekly: z.array(CountSchema.extend({ week_start: z.string() })),
  /** Months (`YYYY-MM`) with at least one outbreak, oldest first. */
  monthly: z.array(CountSchema.extend({ month: z.string() })),
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

export const ANALYTICS_TEXTS = {
  title: PAGE_INTROS['/analysis'].title,
  empty: 'No outbreaks found matching current filters.',
  counter: (days: number | null, count: number) =>
    days === null ? `Selected range: ${count}` : `Last ${days} days: ${count}`,
} as const;
