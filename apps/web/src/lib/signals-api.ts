import {
  SignalListResponseSchema,
  type SignalListFilters,
  type SignalListResponse,
} from '@outbreak-watch/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { queryString } from './url-filters';

/** The signals list, read by the Signals page and by the map's signal outlines. */
export const signalKeys = {
  all: ['signals'] as const,
  list: (filters: Partial<SignalListFilters>) => [...signalKeys.all, 'list', filters] as const,
  detail: (id: number, confirmed = false) => [...signalKeys.all, 'detail', id, confirmed] as const,
};

/** `GET /api/signals`: the current signals matching the filters, most exceeded first. */
export async function getSignals(
  filters: Partial<SignalListFilters>,
  signal?: AbortSignal,
): Promise<SignalListResponse> {
  return SignalListResponseSchema.parse(
    await apiFetch<unknown>(`/signals${queryString(filters)}`, { signal }),
  );
}

export function signalsQueryOptions(filters: Partial<SignalListFilters>) {
  return queryOptions({
    queryKey: signalKeys.list(filters),
    queryFn: ({ signal }) => getSignals(filters, signal),
  });
}

/** The signals for `filters`; while other filters load, the previous list stays. */
export function useSignals(filters: Partial<SignalListFilters>) {
  return useQuery({ ...signalsQueryOptions(filters), placeholderData: keepPreviousData });
}
