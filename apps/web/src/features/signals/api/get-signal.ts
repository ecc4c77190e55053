import { SignalDetailSchema, type SignalDetail } from '@outbreak-watch/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { signalKeys } from '../../../lib/signals-api';

/** `GET /api/signals/{id}`: the signal, its chart, its triage and the reports of its week. */
export async function getSignal(id: number, confirmed: boolean, signal?: AbortSignal): Promise<SignalDetail> {
  const query = confirmed ? '?confirmed=true' : '';
  return SignalDetailSchema.parse(await apiFetch<unknown>(`/signals/${id}${query}`, { signal }));
}

export function signalQueryOptions(id: number, confirmed = false) {
  return queryOptions({
    queryKey: signalKeys.detail(id, confirmed),
    queryFn: ({ signal }) => getSignal(id, confirmed, signal),
  });
}

export function useSignal(id: number | null, confirmed = false) {
  return useQuery({ ...signalQueryOptions(id ?? 0, confirmed), enabled: id !== null });
}
