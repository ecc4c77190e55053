import {
  AnalyticsPlacesResponseSchema,
  type AnalyticsFilters,
  type AnalyticsPlacesResponse,
  type PlaceLevel,
} from '@outbreak-watch/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { analyticsKeys, analyticsParams } from './get-analytics';

/** The query string of the places table (and of its CSV): the analytics filters and the level. */
export function placesParams(filters: AnalyticsFilters, level: PlaceLevel): string {
  const params = new URLSearchParams(analyticsParams(filters));
  params.set('level', level);
  return params.toString();
}

/** The CSV of every place for these filters, as the page links to it. */
export const placesCsvUrl = (filters: AnalyticsFilters, level: PlaceLevel) =>
  `/api/analytics/places.csv?${placesParams(filters, level)}`;

/** `GET /api/analytics/places`: the places with the most cases, at a level. */
export async function getAnalyticsPlaces(
  filters: AnalyticsFilters,
  level: PlaceLevel,
  signal?: AbortSignal,
): Promise<AnalyticsPlacesResponse> {
  return AnalyticsPlacesResponseSchema.parse(
    await apiFetch<unknown>(`/analytics/places?${placesParams(filters, level)}`, { signal }),
  );
}

export function analyticsPlacesQueryOptions(filters: AnalyticsFilters, level: PlaceLevel) {
  return queryOptions({
    queryKey: [...analyticsKeys.all, 'places', level, filters] as const,
    queryFn: ({ signal }) => getAnalyticsPlaces(filters, level, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsPlaces(filters: AnalyticsFilters, level: PlaceLevel) {
  return useQuery(analyticsPlacesQueryOptions(filters, level));
}
