import { z } from 'zod';
import { FIELD_MESSAGE_DESCRIPTORS } from './api-messages.js';
import { formatMessage } from './i18n/messages.js';
import { AnalyticsQuerySchema, AnalyticsResponseSchema } from './analytics.js';
import { PopulationRatesSchema } from './rates.js';

/**
 * The levels the analytics' places are counted at: countries, UN M49 regions (Africa, Americas, Asia,
 * Europe, Oceania, and Antarctica on its own) or sub-regions — each country's stored M49 area, the
 * intermediate region where M49 has one (Western Africa, Caribbean), else the sub-region (Southern Asia),
 * as the reports and the map name a country's region.
 */
export const PLACE_LEVELS = ['country', 'region', 'sub-region'] as const;
export type PlaceLevel = (typeof PLACE_LEVELS)[number];
export const DEFAULT_PLACE_LEVEL: PlaceLevel = 'country';

/** How many places the page's chart and table show; the CSV has them all. */
export const ANALYTICS_PLACES_SHOWN = 10;

/** `GET /api/analytics/places` and `places.csv`: the analytics filters and the level. */
export const AnalyticsPlacesQuerySchema = AnalyticsQuerySchema.extend({
  level: z
    .enum(PLACE_LEVELS, {
      error: formatMessage(FIELD_MESSAGE_DESCRIPTORS.oneOf, { values: PLACE_LEVELS.join(', ') }),
    })
    .optional(),
});
export type AnalyticsPlacesQuery = z.input<typeof AnalyticsPlacesQuerySchema>;
export type AnalyticsPlacesFilters = z.output<typeof AnalyticsPlacesQuerySchema>;

/**
 * One place's figures. Its population is the sum of its countries' populations (each by the rates.ts
 * year rule, for the range's last year); `population_year` is the newest year among the figures added.
 */
export const AnalyticsPlaceSchema = PopulationRatesSchema.extend({
  /** The country's id at the country level; the M49 code (2 for Africa) otherwise. */
  id: z.number().int(),
  /** ISO 3166-1 alpha-3 of a country, or the M49 code as M49 writes it ("002"). */
  code: z.string(),
  name: z.string(),
  /** Outbreaks. */
  count: z.number().int(),
  /** How many of them are unconfirmed. */
  unconfirmed: z.number().int(),
  cases: z.number(),
  deaths: z.number(),
  /** 100 × deaths / cases; null without cases. */
  case_fatality_rate: z.number().nullable(),
  /** The mean of the outbreaks' attack rates (%). */
  mean_attack_rate: z.number(),
});
export type AnalyticsPlace = z.infer<typeof AnalyticsPlaceSchema>;

export const AnalyticsPlacesResponseSchema = z.object({
  range: AnalyticsResponseSchema.shape.range,
  level: z.enum(PLACE_LEVELS),
  /** How many places have matching outbreaks (the CSV lists them all). */
  total_places: z.number().int(),
  /** The places with the most cases (then outbreaks, then name), at most ANALYTICS_PLACES_SHOWN. */
  places: z.array(AnalyticsPlaceSchema),
});
export type AnalyticsPlacesResponse = z.infer<typeof AnalyticsPlacesResponseSchema>;

export const PLACE_TEXTS = {
  levelLabel: 'Places by',
  levels: { country: 'Country', region: 'Region', 'sub-region': 'Sub-region' } satisfies Record<
    PlaceLevel,
    string
  >,
  title: (level: PlaceLevel) =>
    `Top ${ANALYTICS_PLACES_SHOWN} ${level === 'country' ? 'countries' : level === 'region' ? 'regions' : 'sub-regions'} by cases`,
  populationNote:
    'Rates per 100,000 use the population of the range’s last year; a region’s population is the sum of its countries’.',
} as const;
