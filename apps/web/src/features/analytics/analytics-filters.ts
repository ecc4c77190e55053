import {
  ANALYTICS_DEFAULT_DAYS,
  AnalyticsQuerySchema,
  RANGE_DAYS,
  type AnalyticsFilters,
} from '@outbreak-watch/domain';

/** The filters kept in the URL, under the API's own names, so a view can be shared. */
export const ANALYTICS_FILTER_KEYS = [
  'days',
  'from',
  'to',
  'country_id',
  'disease_id',
  'severity',
  'status',
  'confirmed',
] as const;

export const RANGE_OPTIONS: { value: string; label: string }[] = [
  ...RANGE_DAYS.map((days) => ({
    value: String(days),
    label: days === 365 ? 'Last year' : `Last ${days} days`,
  })),
  { value: 'custom', label: 'Custom range' },
];

export const SEVERITY_FILTER_OPTIONS = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
];

export const STATUS_FILTER_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'contained', label: 'Contained' },
  { value: 'investigating', label: 'Investigating' },
  { value: 'resolved', label: 'Resolved' },
];

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
