import { SignalDetailSchema, type SignalTriageRequest } from '@outbreak-watch/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { signalKeys } from '../../../lib/signals-api';

/** `PUT /api/admin/signals/{id}/triage`: under review, verified event or discarded. */
async function triageSignal({ id, request }: { id: number; request: SignalTriageRequest }) {
  return SignalDetailSchema.parse(
    await apiFetch<unknown>(`/admin/signals/${id}/triage`, { method: 'PUT', body: JSON.stringify(request) }),
  );
}

/** Triage a signal; every signals list and page is read again (a discarded one leaves the lists). */
export function useTriageSignal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: triageSignal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signalKeys.all }),
  });
}
