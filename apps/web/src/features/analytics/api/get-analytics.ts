import {
  AnalyticsResponseSchema,
  type AnalyticsFilters,
  type AnalyticsResponse,
} from '@outbreak-watch/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const analyticsKeys = {
  all: ['analytics'] as const,
  view: (filters: AnalyticsFilters) => [...analyticsKeys.all, filters] as const,
};

/** The query string of the analytics filters; unset ones are left out. */
export function analyticsParams(filters: AnalyticsFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** `GET /api/analytics`: cards, chart series and the first ten outbreaks for the filters. */
export async function getAnalytics(
  filters: AnalyticsFilters,
  signal?: AbortSignal,
): Promise<AnalyticsResponse> {
  const query = analyticsParams(filters);
  return AnalyticsResponseSchema.parse(
    await apiFetch<unknown>(`/analytics${query ? `?${query}` : ''}`, { signal }),
  );
}

export function analyticsQueryOptions(filters: AnalyticsFilters) {
  return queryOptions({
    queryKey: analyticsKeys.view(filters),
    queryFn: ({ signal }) => getAnalytics(filters, signal),
    // The previous view stays on screen while the next one loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useAnalytics(filters: AnalyticsFilters) {
  return useQuery(analyticsQueryOptions(filters));
}
