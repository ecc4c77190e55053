import {
  CONFIRMED_PARAM,
  MapQuerySchema,
  RANGE_DAYS,
  type MessageDescriptor,
  type RangeDays,
} from '@outbreak-watch/domain';
import { MAP_FILTER_MESSAGES as M } from './messages';

/**
 * What the map shows, kept in the URL (`?days=30&disease_id=5&region=002&confirmed=true&country=566`)
 * so that a reload or a shared link opens the same view. `days`, `disease_id`, `region` (a UN M49 code)
 * and `confirmed` are the API's own parameters; `country` is the ISO 3166-1 numeric code of the
 * selected country.
 */
export interface MapViewFilters {
  days?: RangeDays;
  disease_id?: number;
  region?: number;
  /** "Confirmed reports only"; unset, every report counts. */
  confirmed?: true;
}

export const MAP_PARAMS = {
  days: 'days',
  disease: 'disease_id',
  region: 'region',
  confirmed: CONFIRMED_PARAM,
  country: 'country',
} as const;

/** Spec §9 preset ranges; the map opens on all time (docs/decisions.md "Date ranges"). */
export const RANGE_OPTIONS: readonly { value: string; label: MessageDescriptor }[] = [
  { value: '7', label: M.last7 },
  { value: '30', label: M.last30 },
  { value: '90', label: M.last90 },
  { value: '365', label: M.last365 },
  { value: '', label: M.allTime },
];

/** The valid filters of a query string; malformed values (e.g. from an edited URL) are ignored. */
export function readMapFilters(params: URLSearchParams): MapViewFilters {
  const filters: MapViewFilters = {};
  const days = MapQuerySchema.shape.days.safeParse(params.get(MAP_PARAMS.days) ?? undefined);
  if (days.success && days.data !== undefined && (RANGE_DAYS as readonly number[]).includes(days.data)) {
    filters.days = days.data as RangeDays;
  }
  const disease = MapQuerySchema.shape.disease_id.safeParse(params.get(MAP_PARAMS.disease) ?? undefined);
  if (disease.success && disease.data !== undefined) filters.disease_id = disease.data;
  const region = MapQuerySchema.shape.region.safeParse(params.get(MAP_PARAMS.region) || undefined);
  if (region.success && region.data !== undefined) filters.region = region.data;
  if (params.get(MAP_PARAMS.confirmed) === 'true') filters.confirmed = true;
  return filters;
}

/** The selected country's numeric code, if the URL names one. */
export function readSelectedCountry(params: URLSearchParams): string | null {
  const code = params.get(MAP_PARAMS.country);
  return code !== null && /^\d{3}$/.test(code) ? code : null;
}

/** A copy of `params` with `key` set to `value`, or removed when `value` is empty or null. */
export function withParam(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  return next;
}

/** The view of the map an embed shows: its filters, colouring and frame, without a selected country. */
export function embedMapSearch(params: URLSearchParams): URLSearchParams {
  return withParam(params, MAP_PARAMS.country, null);
}
