import {
  MapFramesResponseSchema,
  type MapFrameInterval,
  type MapFramesResponse,
} from '@outbreak-watch/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { queryString } from '../../lib/url-filters';
import { mapKeys } from './map-api';
import type { MapViewFilters } from './map-filters';

/** `GET /api/map/frames`: the map's range week by week or month by month, every frame at once. */
export async function getMapFrames(
  filters: MapViewFilters,
  interval: MapFrameInterval,
  signal?: AbortSignal,
): Promise<MapFramesResponse> {
  const body = await apiFetch<unknown>(`/map/frames${queryString({ ...filters, interval })}`, { signal });
  return MapFramesResponseSchema.parse(body);
}

export function mapFramesQueryOptions(filters: MapViewFilters, interval: MapFrameInterval) {
  return queryOptions({
    queryKey: mapKeys.frames(filters, interval),
    queryFn: ({ signal }) => getMapFrames(filters, interval, signal),
  });
}

/** The frames of the map's filters, asked for only while the time control is on. */
export function useMapFrames(filters: MapViewFilters, interval: MapFrameInterval | null) {
  return useQuery({
    ...mapFramesQueryOptions(filters, interval ?? 'week'),
    enabled: interval !== null,
    placeholderData: keepPreviousData,
  });
}
