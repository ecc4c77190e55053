import {
  ALL_TIME,
  ANALYTICS_DEFAULT_DAYS,
  AnalyticsQuerySchema,
  DEFAULT_PLACE_LEVEL,
  EPICURVE_STACKS,
  PLACE_LEVELS,
  RANGE_DAYS,
  SERIES_INTERVALS,
  type AnalyticsFilters,
  type EpicurveStack,
  type MessageDescriptor,
  type PlaceLevel,
  type SeriesInterval,
} from '@outbreak-watch/domain';
import { ANALYTICS_MESSAGES as M, ANALYTICS_VALUE_MESSAGES as V } from './messages';

/** The filters kept in the URL, under the API's own names, so a view can be shared. */
export const ANALYTICS_FILTER_KEYS = [
  'days',
  'from',
  'to',
  'country_id',
  'disease_id',
  'region',
  'severity',
  'status',
  'confirmed',
] as const;

/** A choice of a filter: its value in the URL and its name, a message with its values. */
export interface FilterOption {
  value: string;
  label: MessageDescriptor;
  values?: Record<string, number>;
}

export const RANGE_OPTIONS: FilterOption[] = [
  ...RANGE_DAYS.map((days) =>
    days === 365
      ? { value: String(days), label: M.lastYear }
      : { value: String(days), label: M.lastDays, values: { days } },
  ),
  { value: ALL_TIME, label: M.allTime },
  { value: 'custom', label: M.customRange },
];

export const SEVERITY_FILTER_OPTIONS: FilterOption[] = (['low', 'medium', 'high'] as const).map((value) => ({
  value,
  label: V[value],
}));

export const STATUS_FILTER_OPTIONS: FilterOption[] = (
  ['active', 'contained', 'investigating', 'resolved'] as const
).map((value) => ({ value, label: V[value] }));

/** The valid filters of a query string; malformed values (an edited URL) are ignored. */
export function readAnalyticsFilters(params: URLSearchParams): AnalyticsFilters {
  const filters: AnalyticsFilters = {};
  for (const key of ANALYTICS_FILTER_KEYS) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    const parsed = AnalyticsQuerySchema.shape[key].safeParse(raw);
    // The toggle sets `confirmed=true` only; `false` (unconfirmed only) is the API's, not a view here.
    if (parsed.success && parsed.data !== undefined && parsed.data !== false)
      Object.assign(filters, { [key]: parsed.data });
  }
  return filters;
}

/** The query string of some filters (defaults left out, so the plain page URL is the default view). */
export function filtersToSearchParams(filters: AnalyticsFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ANALYTICS_FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || (key === 'days' && value === ANALYTICS_DEFAULT_DAYS)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** Whether the view is a custom date range rather than one of the presets. */
export const isCustomRange = (filters: AnalyticsFilters) => Boolean(filters.from || filters.to);

/**
 * How the page shows the figures, kept in the URL beside the filters: the series by week or month
 * (`interval`, month by default, as spec §9's timeline) and the places by country, region or sub-region
 * (`level`, countries by default; the places request sends it to the API), and the epidemic curve
 * stacked by disease or status (`stack`, disease by default).
 */
export interface AnalyticsView {
  interval: SeriesInterval;
  level: PlaceLevel;
  stack: EpicurveStack;
}

export const DEFAULT_INTERVAL: SeriesInterval = 'month';
export const DEFAULT_STACK: EpicurveStack = 'disease';
export const DEFAULT_VIEW: AnalyticsView = {
  interval: DEFAULT_INTERVAL,
  level: DEFAULT_PLACE_LEVEL,
  stack: DEFAULT_STACK,
};

const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T =>
  values.includes(raw as T) ? (raw as T) : fallback;

/** The view of a query string; unknown values give the defaults. */
export function readAnalyticsView(params: URLSearchParams): AnalyticsView {
  return {
    interval: oneOf(SERIES_INTERVALS, params.get('interval'), DEFAULT_INTERVAL),
    level: oneOf(PLACE_LEVELS, params.get('level'), DEFAULT_PLACE_LEVEL),
    stack: oneOf(EPICURVE_STACKS, params.get('stack'), DEFAULT_STACK),
  };
}

/** The query string of filters and a view (defaults left out). */
export function analyticsSearchParams(filters: AnalyticsFilters, view: AnalyticsView): URLSearchParams {
  const params = filtersToSearchParams(filters);
  if (view.interval !== DEFAULT_INTERVAL) params.set('interval', view.interval);
  if (view.level !== DEFAULT_PLACE_LEVEL) params.set('level', view.level);
  if (view.stack !== DEFAULT_STACK) params.set('stack', view.stack);
  return params;
}
