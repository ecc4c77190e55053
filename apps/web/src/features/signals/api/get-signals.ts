import {
  SignalDetailSchema,
  SignalListResponseSchema,
  type SignalDetail,
  type SignalListQuery,
  type SignalListResponse,
} from '@outbreak-watch/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryString } from '../../../lib/url-filters';

export const signalKeys = {
  all: ['signals'] as const,
  list: (filters: SignalListQuery) => [...signalKeys.all, 'list', filters] as const,
  detail: (id: number) => [...signalKeys.all, 'detail', id] as const,
};

/** `GET /api/signals`: the current signals matching the filters, most exceeded first. */
export async function getSignals(
  filters: SignalListQuery,
  signal?: AbortSignal,
): Promise<SignalListResponse> {
  return SignalListResponseSchema.parse(
    await apiFetch<unknown>(`/signals${queryString(filters)}`, { signal }),
  );
}

/** `GET /api/signals/{id}`: the signal, its series chart and the reports of its week. */
export async function getSignal(id: number, signal?: AbortSignal): Promise<SignalDetail> {
  return SignalDetailSchema.parse(await apiFetch<unknown>(`/signals/${id}`, { signal }));
}

export function signalsQueryOptions(filters: SignalListQuery) {
  return queryOptions({
    queryKey: signalKeys.list(filters),
    queryFn: ({ signal }) => getSignals(filters, signal),
  });
}

export function signalQueryOptions(id: number) {
  return queryOptions({
    queryKey: signalKeys.detail(id),
    queryFn: ({ signal }) => getSignal(id, signal),
  });
}

/** The signals for `filters`; while other filters load, the previous list stays. */
export function useSignals(filters: SignalListQuery) {
  return useQuery({ ...signalsQueryOptions(filters), placeholderData: keepPreviousData });
}

export function useSignal(id: number | null) {
  return useQuery({ ...signalQueryOptions(id ?? 0), enabled: id !== null });
}
