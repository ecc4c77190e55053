import {
  EpicurveResponseSchema,
  type AnalyticsFilters,
  type EpicurveResponse,
  type EpicurveStack,
} from '@outbreak-watch/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { analyticsKeys, analyticsParams } from './get-analytics';

/** `GET /api/analytics/epicurve`: reports per ISO week for the filters, stacked, with the five-year band. */
export async function getEpicurve(
  filters: AnalyticsFilters,
  stack: EpicurveStack,
  signal?: AbortSignal,
): Promise<EpicurveResponse> {
  const params = new URLSearchParams(analyticsParams(filters));
  params.set('stack', stack);
  return EpicurveResponseSchema.parse(await apiFetch<unknown>(`/analytics/epicurve?${params}`, { signal }));
}

export function useEpicurve(filters: AnalyticsFilters, stack: EpicurveStack) {
  return useQuery(
    queryOptions({
      queryKey: [...analyticsKeys.all, 'epicurve', filters, stack] as const,
      queryFn: ({ signal }) => getEpicurve(filters, stack, signal),
      // The previous curve stays on screen while the next one loads, so the page does not jump.
      placeholderData: keepPreviousData,
    }),
  );
}
