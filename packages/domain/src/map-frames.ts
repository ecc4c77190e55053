import { z } from 'zod';
import { RANGE_MESSAGE_DESCRIPTORS } from './api-messages.js';
import { formatMessage } from './i18n/messages.js';
import { reportBasis } from './confirmation.js';
import { MapCountrySchema, MapQuerySchema, type MapCountry } from './map.js';
import { CalendarDateSchema } from './outbreaks.js';
import {
  addDays,
  isoWeekLabel,
  isoWeekStart,
  monthEnd,
  rangeForDays,
  seriesPeriodStart,
  SERIES_INTERVALS,
  todayUtc,
  type SeriesInterval,
} from './periods.js';

/**
 * The map's time slider (`GET /api/map/frames`): the map's range cut into ISO weeks or calendar months,
 * every one of them present, each with the figures that colour its countries.
 */

/** The frames' intervals: those of the analytics series (ISO weeks or calendar months). */
export const MAP_FRAME_INTERVALS = SERIES_INTERVALS;
export type MapFrameInterval = SeriesInterval;

/** At most two years of weeks or five of months in one answer (a frame per second is minutes of play). */
export const MAP_FRAME_MAX = { week: 104, month: 60 } as const satisfies Record<MapFrameInterval, number>;

export const MAP_FRAME_MESSAGES = {
  reversed: RANGE_MESSAGE_DESCRIPTORS.mapReversed.defaultMessage,
  tooMany: (interval: MapFrameInterval) =>
    interval === 'week'
      ? formatMessage(RANGE_MESSAGE_DESCRIPTORS.mapTooManyWeeks, { max: MAP_FRAME_MAX.week })
      : formatMessage(RANGE_MESSAGE_DESCRIPTORS.mapTooManyMonths, { max: MAP_FRAME_MAX.month }),
} as const;

const DAY_MS = 86_400_000;
const dayDifference = (later: string, earlier: string) =>
  (Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / DAY_MS;
const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const monthOfIndex = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;

/** A frame's name: its ISO week (`2026-W53`) or its month (`2026-02`). */
export function mapFrameLabel(interval: MapFrameInterval, date: string): string {
  return interval === 'week' ? isoWeekLabel(date) : date.slice(0, 7);
}

/** The first day of the earliest of the `MAP_FRAME_MAX` frames that end with the one holding `to`. */
function startOfLongestRange(interval: MapFrameInterval, to: string): string {
  return interval === 'week'
    ? addDays(isoWeekStart(to), -7 * (MAP_FRAME_MAX.week - 1))
    : monthOfIndex(monthIndex(to) - (MAP_FRAME_MAX.month - 1));
}

/**
 * The dates the frames cover: `from`/`to` as given (a missing end is today, a missing start as far back
 * as the most frames allow), the last `days` days, or without dates the most frames up to today.
 */
export function mapFrameRange(
  query: { days?: number; from?: string; to?: string; interval: MapFrameInterval },
  today: string = todayUtc(),
): { from: string; to: string } {
  if (query.from || query.to) {
    const to = query.to ?? today;
    return { from: query.from ?? startOfLongestRange(query.interval, to), to };
  }
  if (query.days) return rangeForDays(query.days, today);
  return { from: startOfLongestRange(query.interval, today), to: today };
}

/** How many weeks or months meet the range from `from` to `to` (0 when it is reversed). */
export function countMapFrames(interval: MapFrameInterval, from: string, to: string): number {
  if (from > to) return 0;
  return interval === 'week'
    ? dayDifference(isoWeekStart(to), isoWeekStart(from)) / 7 + 1
    : monthIndex(to) - monthIndex(from) + 1;
}

export interface MapFrameSpan {
  label: string;
  start: string;
  end: string;
}

/**
 * Every week or month meeting the range, in order, each cut to the range: the first and last frames of
 * "the last 30 days" hold only the days inside it, so the frames add up to the map of the whole range.
 */
export function mapFrameSpans(interval: MapFrameInterval, from: string, to: string): MapFrameSpan[] {
  const spans: MapFrameSpan[] = [];
  for (let start = seriesPeriodStart(interval, from); start <= to;) {
    const end = interval === 'week' ? addDays(start, 6) : monthEnd(start);
    spans.push({
      label: mapFrameLabel(interval, start),
      start: start < from ? from : start,
      end: end > to ? to : end,
    });
    start = addDays(end, 1);
  }
  return spans;
}

/** `GET /api/map/frames`: the map's filters and `interval` (weeks by default). */
export const MapFramesQuerySchema = MapQuerySchema.extend({
  interval: z.enum(MAP_FRAME_INTERVALS).default('week'),
}).superRefine((query, context) => {
  if (query.from && query.to && query.from > query.to) {
    context.addIssue({ code: 'custom', path: ['from'], message: MAP_FRAME_MESSAGES.reversed });
    return;
  }
  const range = mapFrameRange(query);
  if (range.from > range.to) {
    context.addIssue({ code: 'custom', path: ['from'], message: MAP_FRAME_MESSAGES.reversed });
  } else if (countMapFrames(query.interval, range.from, range.to) > MAP_FRAME_MAX[query.interval]) {
    context.addIssue({
      code: 'custom',
      path: [query.from ? 'from' : 'to'],
      message: MAP_FRAME_MESSAGES.tooMany(query.interval),
    });
  }
});
export type MapFramesQuery = z.input<typeof MapFramesQuerySchema>;
export type MapFramesFilters = z.output<typeof MapFramesQuerySchema>;

/** A country that has reports in at least one frame, named once for all of them. */
export const MapFrameCountrySchema = MapCountrySchema.pick({
  country_id: true,
  country_name: true,
  alpha3: true,
  numeric_code: true,
});
export type MapFrameCountry = z.infer<typeof MapFrameCountrySchema>;

const column = <T extends z.ZodType>(item: T, description: string) => z.array(item).meta({ description });

/**
 * One week or month: its dates and, in columns (position i of each is one country), the figures of the
 * countries with matching reports in it. Two years of weeks of every country would be megabytes as
 * objects; as columns of rounded figures they are a few hundred kilobytes.
 */
export const MapFrameSchema = z.object({
  /** ISO week `2026-W05` or month `2026-02`. */
  label: z.string(),
  /** The frame's first and last days, cut to the range asked for. */
  start: CalendarDateSchema,
  end: CalendarDateSchema,
  /** The year whose population the rates use (the frame's last day's), before falling back (rates.ts). */
  population_year: z.number().int(),
  country_ids: column(z.number().int(), 'The countries with reports in the frame.'),
  total_outbreaks: column(z.number().int(), 'Reports behind each score.'),
  confirmed_outbreaks: column(z.number().int(), 'How many of them are confirmed.'),
  total_cases: column(z.number(), 'Cases, to two decimals.'),
  total_deaths: column(z.number(), 'Deaths, to two decimals.'),
  severity_scores: column(
    z.number(),
    'Spec §9 score of the means, to two decimals as screens show it; its band is exact.',
  ),
  severity_bands: column(z.number().int().min(0).max(5), 'Colour band of the exact score, 0 to 5.'),
  cases_per_100k: column(
    z.number().nullable(),
    'Cases per 100,000, to four significant digits cut (never rounded up, so the incidence band is ' +
      "the exact rate's); null without a population figure.",
  ),
  population_years: column(z.number().int().nullable(), 'The year of the population each rate uses.'),
});
export type MapFrame = z.infer<typeof MapFrameSchema>;

export const MapFramesResponseSchema = z.object({
  interval: z.enum(MAP_FRAME_INTERVALS),
  /** The range the frames cover. */
  from: CalendarDateSchema,
  to: CalendarDateSchema,
  /** The deployment's minimum of reports for a plain colour (`MAP_MIN_REPORTS`). */
  min_reports: z.number().int().min(1),
  /** Every country with reports in some frame, by name. */
  countries: z.array(MapFrameCountrySchema),
  /** Every week or month of the range, in order, empty ones included. */
  frames: z.array(MapFrameSchema),
});
export type MapFramesResponse = z.infer<typeof MapFramesResponseSchema>;

/** What a frame gives of a country: the map's fields that colour it, list it and label it. */
export type MapFrameEntry = Pick<
  MapCountry,
  | 'country_id'
  | 'country_name'
  | 'alpha3'
  | 'numeric_code'
  | 'total_outbreaks'
  | 'confirmed_outbreaks'
  | 'few_reports'
  | 'unconfirmed_only'
  | 'total_cases'
  | 'severity_score'
  | 'severity_band'
  | 'cases_per_100k'
  | 'population_year'
> & { total_deaths: number };

/** A frame's countries as entries under the map's own field names (with what their colour rests on). */
export function mapFrameEntries(
  frame: MapFrame,
  countries: ReadonlyMap<number, MapFrameCountry>,
  minReports: number,
): MapFrameEntry[] {
  return frame.country_ids.flatMap((id, i): MapFrameEntry[] => {
    const country = countries.get(id);
    if (!country) return [];
    const total = frame.total_outbreaks[i] ?? 0;
    const confirmed = frame.confirmed_outbreaks[i] ?? 0;
    return [
      {
        ...country,
        total_outbreaks: total,
        confirmed_outbreaks: confirmed,
        ...reportBasis(total, confirmed, minReports),
        total_cases: frame.total_cases[i] ?? 0,
        total_deaths: frame.total_deaths[i] ?? 0,
        severity_score: frame.severity_scores[i] ?? 0,
        severity_band: frame.severity_bands[i] ?? 0,
        cases_per_100k: frame.cases_per_100k[i] ?? null,
        population_year: frame.population_years[i] ?? null,
      },
    ];
  });
}

/** Texts of the map's time control. */
export const MAP_FRAME_TEXTS = {
  toggle: 'Over time',
  toggleHint: 'Step or play through the range a week or a month at a time',
  interval: 'Frames',
  intervals: { week: 'Weekly', month: 'Monthly' } satisfies Record<MapFrameInterval, string>,
  slider: (interval: MapFrameInterval) => (interval === 'week' ? 'Week shown' : 'Month shown'),
  play: 'Play',
  pause: 'Pause',
  loading: 'Loading frames…',
  loadFailed: 'The frames could not be loaded.',
} as const;
