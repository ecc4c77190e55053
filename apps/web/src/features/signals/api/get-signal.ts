import { SignalDetailSchema, type SignalDetail } from '@outbreak-watch/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { signalKeys } from '../../../lib/signals-api';

/** `GET /api/signals/{id}`: the signal, its series chart and the reports of its week. */
export async function getSignal(id: number, signal?: AbortSignal): Promise<SignalDetail> {
  return SignalDetailSchema.parse(await apiFetch<unknown>(`/signals/${id}`, { signal }));
}

export function signalQueryOptions(id: number) {
  return queryOptions({
    queryKey: signalKeys.detail(id),
    queryFn: ({ signal }) => getSignal(id, signal),
  });
}

export function useSignal(id: number | null) {
  return useQuery({ ...signalQueryOptions(id ?? 0), enabled: id !== null });
}
