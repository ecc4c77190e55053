import { z } from 'zod';
import { CalendarDateSchema } from './outbreaks.js';
import { MAX_ID } from './reference.js';

/** The detection methods run on every weekly series (parameters: shared/data/signals/README.md). */
export const SIGNAL_ALGORITHMS = ['ears_c1', 'ears_c2', 'ears_c3', 'farrington'] as const;
export const SignalAlgorithmSchema = z.enum(SIGNAL_ALGORITHMS);
export type SignalAlgorithm = z.infer<typeof SignalAlgorithmSchema>;

export const SIGNAL_ALGORITHM_NAMES: Record<SignalAlgorithm, string> = {
  ears_c1: 'EARS C1',
  ears_c2: 'EARS C2',
  ears_c3: 'EARS C3',
  farrington: 'Farrington (Noufaily)',
};

/** What a series counts each ISO week: reports, or the cases they carry. */
export const SIGNAL_MEASURES = ['reports', 'cases'] as const;
export const SignalMeasureSchema = z.enum(SIGNAL_MEASURES);
export type SignalMeasure = z.infer<typeof SignalMeasureSchema>;

/**
 * Weeks evaluated at each run, the current ISO week included: a signal stays "current" this long.
 * An EARS reports signal also needs at least `earsMinimumObserved` reports in the week, so that one report
 * in a silent series is not an aberration (the Farrington method has its own rule: 5 cases in 4 weeks).
 */
export const SIGNAL_SETTINGS = { currentWeeks: 4, earsMinimumObserved: 3, chartWeeks: 52 } as const;

/** A week whose count exceeded the threshold of a detection method. */
export const SignalSchema = z.object({
  id: z.number().int(),
  /** Null for the series of all countries (per disease). */
  country_id: z.number().int().nullable(),
  country_name: z.string().nullable(),
  /** Null for the series of all diseases (per country). */
  disease_id: z.number().int().nullable(),
  disease_name: z.string().nullable(),
  measure: SignalMeasureSchema,
  algorithm: SignalAlgorithmSchema,
  /** Monday of the ISO week. */
  week_start: z.string(),
  observed: z.number(),
  expected: z.number().nullable(),
  threshold: z.number(),
  /** How far above the threshold: (observed − threshold) / max(threshold, 1). Signals are ranked by it. */
  exceedance: z.number(),
  detected_at: z.string(),
});
export type Signal = z.infer<typeof SignalSchema>;

const optionalId = z.coerce.number().int().positive().max(MAX_ID).optional();

export const SignalListQuerySchema = z.object({
  country_id: optionalId,
  disease_id: optionalId,
  algorithm: SignalAlgorithmSchema.optional(),
  measure: SignalMeasureSchema.optional(),
  /** Signals of weeks starting on or after this date; default: the current weeks. */
  since: CalendarDateSchema.optional(),
});
export type SignalListQuery = z.infer<typeof SignalListQuerySchema>;

export const SignalListResponseSchema = z.object({ signals: z.array(SignalSchema) });
export type SignalListResponse = z.infer<typeof SignalListResponseSchema>;

/** One week of a signal's series as the chart draws it. */
export const SignalSeriesPointSchema = z.object({
  week_start: z.string(),
  observed: z.number(),
  expected: z.number().nullable(),
  threshold: z.number().nullable(),
  alarm: z.boolean(),
});

export const SignalDetailSchema = z.object({
  signal: SignalSchema,
  series: z.array(SignalSeriesPointSchema),
  /** The outbreaks of the signal's week in its series. */
  reports: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      disease_name: z.string(),
      country_name: z.string(),
      state_name: z.string().nullable(),
      cases: z.number(),
      status: z.string(),
      confirmed: z.boolean(),
    }),
  ),
});
export type SignalDetail = z.infer<typeof SignalDetailSchema>;
