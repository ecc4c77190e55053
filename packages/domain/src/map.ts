import { z } from 'zod';
import { FIELD_MESSAGE_DESCRIPTORS } from './api-messages.js';
import { ConfirmedQuerySchema } from './confirmation.js';
import { defineMessages, SCREEN_ONLY, englishTexts, formatMessage } from './i18n/messages.js';
import { RegionFilterSchema } from './m49.js';
import { CalendarDateSchema, OutbreakStatusSchema, OutbreakSeveritySchema } from './outbreaks.js';
import { RANGE_DAYS } from './periods.js';
import { PopulationRatesSchema } from './rates.js';
import { MAX_ID } from './reference.js';

const optionalId = z.coerce.number().int().positive().max(MAX_ID).optional();

/** `days` (one of the presets) or an explicit `from`/`to`; an explicit date wins over the preset. */
export const AggregateRangeQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((value) => (RANGE_DAYS as readonly number[]).includes(value), {
      error: formatMessage(FIELD_MESSAGE_DESCRIPTORS.rangeDays, { days: RANGE_DAYS.join(', ') }),
    })
    .optional(),
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
});

/** Filters of `GET /api/map/countries` (as on the list: dates, disease, status, confirmation). */
export const MapQuerySchema = AggregateRangeQuerySchema.extend({
  disease_id: optionalId,
  region: RegionFilterSchema.optional(),
  status: OutbreakStatusSchema.optional(),
  confirmed: ConfirmedQuerySchema.optional(),
});
export type MapQuery = z.input<typeof MapQuerySchema>;
export type MapFilters = z.output<typeof MapQuerySchema>;

/** One outbreak in a country's recent list: what the map panel and the country table show. */
export const MapRecentOutbreakSchema = z.object({
  id: z.number().int(),
  disease_name: z.string(),
  state_name: z.string().nullable(),
  city: z.string().nullable(),
  date: z.string(),
  status: OutbreakStatusSchema,
  confirmed: z.boolean(),
  severity: OutbreakSeveritySchema,
  cases: z.number(),
  attack_rate: z.number(),
  transmission_rate: z.number(),
  survivability: z.number(),
});
export type MapRecentOutbreak = z.infer<typeof MapRecentOutbreakSchema>;

/**
 * Spec §2 Map panel and §9: a country's totals, means at full precision, score and band; and its cases
 * and deaths per 100,000 with the population of the period's last year (rates.ts).
 */
export const MapCountrySchema = PopulationRatesSchema.extend({
  country_id: z.number().int(),
  country_name: z.string(),
  /** ISO 3166-1 alpha-3. */
  alpha3: z.string(),
  /** ISO 3166-1 numeric: the id of the country's shape in the boundary file. */
  numeric_code: z.string(),
  region: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The reports behind the score. */
  total_outbreaks: z.number().int(),
  /** How many of them are confirmed (all of them with `confirmed=true`). */
  confirmed_outbreaks: z.number().int(),
  /** The score rests on fewer than `min_reports` reports: drawn hatched, "Few reports". */
  few_reports: z.boolean(),
  /** Every report behind the score is unconfirmed: drawn hatched, "Unconfirmed only". */
  unconfirmed_only: z.boolean(),
  total_cases: z.number(),
  mean_attack_rate: z.number(),
  mean_transmission_rate: z.number(),
  mean_survivability: z.number(),
  /** Spec §9 formula applied to the three means, 0 to 100. */
  severity_score: z.number(),
  /** 0 (no outbreaks) to 5, the colour band of the score. */
  severity_band: z.number().int().min(0).max(5),
  /** The six most recent matching outbreaks, newest first. */
  recent: z.array(MapRecentOutbreakSchema),
});
export type MapCountry = z.infer<typeof MapCountrySchema>;

export const MapCountriesResponseSchema = z.object({
  countries: z.array(MapCountrySchema),
  /** The deployment's minimum of reports for a plain colour (`MAP_MIN_REPORTS`, default 3). */
  min_reports: z.number().int().min(1),
});
export type MapCountriesResponse = z.infer<typeof MapCountriesResponseSchema>;

/** Spec §9 map constants. */
export const MAP_SETTINGS = {
  minZoom: 1,
  maxZoom: 10,
  center: [20, 0] as [number, number],
  initialZoom: { simplified: 3, mobile: 1, desktop: 1.5 },
  mobileMaxWidth: 767,
  resizeDebounceMs: 300,
  recentMax: 6,
} as const;

/** The map's messages that the spec words (§8), in the reader's language on screen. */
export const MAP_TEXT_MESSAGES = defineMessages(
  {
    hint: {
      id: 'map.hint',
      defaultMessage: 'Click on a country to view detailed metrics',
      description: 'Above the world map.',
    },
    noOutbreaks: {
      id: 'map.noOutbreaks',
      defaultMessage: 'No reported outbreaks in this country',
      description: 'Panel of a country chosen on the map without matching outbreaks.',
    },
    loadFailed: {
      id: 'map.loadFailed',
      defaultMessage: 'Failed to load outbreak data. Please try again later.',
      description: 'The map’s countries could not be loaded.',
    },
    emptyResponse: {
      id: 'map.emptyResponse',
      defaultMessage: 'Empty response received',
      description: 'The server answered the map’s request without any data.',
    },
    tableTitle: {
      id: 'map.country.tableTitle',
      defaultMessage: 'Outbreaks in {country}',
      description: 'Heading of the table of the selected country’s outbreaks under the map.',
    },
    tableEmpty: {
      id: 'map.country.tableEmpty',
      defaultMessage: 'No specific outbreak data found for {country}.',
      description: 'The table under the map has no outbreaks.',
    },
  },
  SCREEN_ONLY,
);

/** The map's spec texts in English. */
export const MAP_TEXTS = {
  ...englishTexts(MAP_TEXT_MESSAGES),
  tableTitle: (country: string) => formatMessage(MAP_TEXT_MESSAGES.tableTitle, { country }),
  tableEmpty: (country: string) => formatMessage(MAP_TEXT_MESSAGES.tableEmpty, { country }),
} as const;
