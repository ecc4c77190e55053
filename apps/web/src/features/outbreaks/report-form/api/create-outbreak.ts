import { OutbreakSchema, type CreateOutbreakRequest, type Outbreak } from '@outbreak-watch/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { outbreakKeys } from '../../../../lib/outbreaks-api';
import { referenceKeys } from '../../../../lib/reference-api';

/** `POST /api/outbreaks`: the new report, as the server stored it. */
export async function createOutbreak(request: CreateOutbreakRequest): Promise<Outbreak> {
  const body = await apiFetch<unknown>('/outbreaks', { method: 'POST', body: JSON.stringify(request) });
  return OutbreakSchema.parse(body);
}

/**
 * Files a report. Afterwards every outbreak list, map and count is stale, and so are the disease list
 * and the country's states when the report added one.
 */
export function useCreateOutbreak() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOutbreak,
    // Not awaited: the reporter moves on at once, and the next screen fetches what it shows.
    onSuccess: (_outbreak, request) => {
      void queryClient.invalidateQueries({ queryKey: outbreakKeys.all });
      if (request.disease_id == null)
        void queryClient.invalidateQueries({ queryKey: referenceKeys.diseases() });
      if (request.state_id == null && request.state_name != null)
        void queryClient.invalidateQueries({ queryKey: referenceKeys.states(request.country_id) });
    },
  });
}
