import {
  MAP_TEXTS,
  MapCountriesResponseSchema,
  type MapCountriesResponse,
  type MapFrameInterval,
} from '@outbreak-watch/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { queryString } from '../../lib/url-filters';
import type { MapViewFilters } from './map-filters';

/** The map's filters, with one frame's dates in place of the range while the time control is on. */
export type MapCountriesFilters = MapViewFilters & { from?: string; to?: string };

export const mapKeys = {
  all: ['map'] as const,
  countries: (filters: MapCountriesFilters) => [...mapKeys.all, 'countries', filters] as const,
  frames: (filters: MapViewFilters, interval: MapFrameInterval) =>
    [...mapKeys.all, 'frames', filters, interval] as const,
};

/** The answer had no body at all (spec §8: "Empty response received"). */
export class EmptyMapResponseError extends Error {
  override readonly name = 'EmptyMapResponseError';
  constructor() {
    super(MAP_TEXTS.emptyResponse);
  }
}

/** `GET /api/map/countries`: every country with matching outbreaks, with its figures and recent six. */
export async function getMapCountries(
  filters: MapCountriesFilters,
  signal?: AbortSignal,
): Promise<MapCountriesResponse> {
  const body = await apiFetch<unknown>(`/map/countries${queryString(filters)}`, { signal });
  if (body === undefined || body === null) throw new EmptyMapResponseError();
  return MapCountriesResponseSchema.parse(body);
}

export function mapCountriesQueryOptions(filters: MapCountriesFilters) {
  return queryOptions({
    queryKey: mapKeys.countries(filters),
    queryFn: ({ signal }) => getMapCountries(filters, signal),
  });
}

/** The map's countries for `filters`; while other filters load, the previous colours stay. */
export function useMapCountries(filters: MapCountriesFilters, enabled = true) {
  return useQuery({ ...mapCountriesQueryOptions(filters), enabled, placeholderData: keepPreviousData });
}
