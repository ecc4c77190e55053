import { z } from 'zod';
import { ConfirmedQuerySchema } from './confirmation.js';
import { RegionFilterSchema } from './m49.js';
import {
  defineMessages,
  formatMessage,
  type MessageDescriptor,
  type MessageValues,
} from './i18n/messages.js';
import { CalendarDateSchema } from './outbreaks.js';
import { MAX_ID } from './reference.js';
import { SignalStatusSchema, SignalTriageSchema } from './signal-triage.js';

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
 * Weeks evaluated at each run, the current ISO week included: a signal stays "current" this long. A
 * signal's chart shows the weeks around its own: `chartWeeksBefore` before it and up to
 * `chartWeeksAfter` after it (no later than the current week).
 */
export const SIGNAL_SETTINGS = { currentWeeks: 4, chartWeeksBefore: 26, chartWeeksAfter: 8 } as const;

/**
 * The minimum for an EARS alarm, as agencies apply it: at least `minimumCount` reports in the week (on
 * the cases measure too: one report of many cases is still one report), and, with `nonZeroBaseline`, a
 * baseline that is not all zeros, so that one report after weeks of nothing is not an aberration. The Farrington method keeps its own rule (5 cases
 * in the last 4 weeks, part of its alarm). The server reads these from SIGNAL_MIN_COUNT and
 * SIGNAL_NONZERO_BASELINE.
 */
export interface SignalAlarmRules {
  minimumCount: number;
  nonZeroBaseline: boolean;
}
export const DEFAULT_SIGNAL_ALARM_RULES: SignalAlarmRules = { minimumCount: 3, nonZeroBaseline: true };
/** No minimum at all: every threshold crossing is an alarm (for measuring what the minimum changes). */
export const NO_SIGNAL_ALARM_MINIMUM: SignalAlarmRules = { minimumCount: 0, nonZeroBaseline: false };

/**
 * What the series of a signal counts: every report (the default, as the spec shows them) or only the
 * reports the verification team confirmed.
 */
export const SIGNAL_BASES = ['all', 'confirmed'] as const;
export type SignalBasis = (typeof SIGNAL_BASES)[number];

/** One method's alarm in a signal's week: the count it saw, its baseline and its threshold. */
export const SignalMethodSchema = z.object({
  algorithm: SignalAlgorithmSchema,
  measure: SignalMeasureSchema,
  observed: z.number(),
  expected: z.number().nullable(),
  threshold: z.number(),
  /** How far above the threshold: (observed − threshold) / max(threshold, 1). */
  exceedance: z.number(),
});
export type SignalMethod = z.infer<typeof SignalMethodSchema>;

/**
 * A series-week flagged by one or more detection methods (and measures): one signal, whatever number of
 * methods agree, with an id that survives recomputation, so links and triage stay attached to it.
 */
export const SignalSchema = z.object({
  id: z.number().int(),
  /** Null for the series of all countries (per disease). */
  country_id: z.number().int().nullable(),
  country_name: z.string().nullable(),
  /** Null for the series of all diseases (per country). */
  disease_id: z.number().int().nullable(),
  disease_name: z.string().nullable(),
  /** Monday of the ISO week. */
  week_start: z.string(),
  /**
   * The method and measure the figures and the chart are those of: the alarm that exceeds its threshold
   * the most. Null only for a triaged signal that no method flags any more.
   */
  reference: SignalMethodSchema.nullable(),
  /** Every method and measure that flags the week, the reference first. */
  methods: z.array(SignalMethodSchema),
  status: SignalStatusSchema,
  detected_at: z.string(),
});
export type Signal = z.infer<typeof SignalSchema>;

const optionalId = z.coerce.number().int().positive().max(MAX_ID).optional();

export const SignalListQuerySchema = z.object({
  country_id: optionalId,
  disease_id: optionalId,
  /** Signals of the countries of a UN M49 area. */
  region: RegionFilterSchema.optional(),
  /** Signals that this method flags (among others). */
  algorithm: SignalAlgorithmSchema.optional(),
  /** Signals flagged on this measure (among others). */
  measure: SignalMeasureSchema.optional(),
  /** Signals of the series that count confirmed reports only. */
  confirmed: ConfirmedQuerySchema.optional(),
  /** Signals in one triage state; `discarded` for admins only (they leave the public list). */
  status: SignalStatusSchema.optional(),
  /** Signals of weeks starting on or after this date; default: the current weeks. */
  since: CalendarDateSchema.optional(),
});
/** The filters as a URL or a caller writes them. */
export type SignalListQuery = z.input<typeof SignalListQuerySchema>;
/** The filters as the server reads them. */
export type SignalListFilters = z.infer<typeof SignalListQuerySchema>;
export const SignalListResponseSchema = z.object({ signals: z.array(SignalSchema) });
export type SignalListResponse = z.infer<typeof SignalListResponseSchema>;

/** `GET /api/signals/{id}`: the series the chart draws, `?confirmed=true` for the confirmed-only one. */
export const SignalDetailQuerySchema = z.object({ confirmed: ConfirmedQuerySchema.optional() });

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
  triage: SignalTriageSchema,
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

/** A signal's series in words, for its pages and its notifications. */
export const SIGNAL_SERIES_MESSAGES = defineMessages({
  both: {
    id: 'signal.series.both',
    defaultMessage: '{country} × {disease}',
    description: 'A signal’s series of one disease in one country, e.g. "Nigeria × Cholera".',
  },
  country: {
    id: 'signal.series.country',
    defaultMessage: '{country} (all diseases)',
    description: 'A signal’s series of every disease in one country.',
  },
  disease: {
    id: 'signal.series.disease',
    defaultMessage: '{disease} (all countries)',
    description: 'A signal’s series of one disease in every country.',
  },
  unknownDisease: {
    id: 'signal.series.unknownDisease',
    defaultMessage: 'Unknown disease',
    description: 'A signal’s series whose disease is not known.',
  },
});

/**
 * A signal's series in words: "Nigeria × Cholera", "Nigeria (all diseases)" or "Cholera (all countries)";
 * in another language with that language's formatter of messages (the page's or the recipient's).
 */
export function signalSeriesName(
  signal: { country_name: string | null; disease_name: string | null },
  t: (descriptor: MessageDescriptor, values?: MessageValues) => string = formatMessage,
): string {
  const { country_name: country, disease_name: disease } = signal;
  if (country && disease) return t(SIGNAL_SERIES_MESSAGES.both, { country, disease });
  if (country) return t(SIGNAL_SERIES_MESSAGES.country, { country });
  return t(SIGNAL_SERIES_MESSAGES.disease, { disease: disease ?? t(SIGNAL_SERIES_MESSAGES.unknownDisease) });
}
