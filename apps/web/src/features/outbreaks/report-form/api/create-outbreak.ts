import type { CreateOutbreakRequest } from '@outbreak-watch/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbreakKeys, postOutbreak } from '../../../../lib/outbreaks-api';
import { referenceKeys } from '../../../../lib/reference-api';

/** A report and the key that names its submission (the same key for every resend of it). */
export interface CreateOutbreakVariables {
  request: CreateOutbreakRequest;
  idempotencyKey: string;
}

/**
 * Files a report. Afterwards every outbreak list, map and count is stale, and so are the disease list
 * and the country's states when the report added one.
 */
export function useCreateOutbreak() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: CreateOutbreakVariables) =>
      postOutbreak(request, idempotencyKey),
    // Not awaited: the reporter moves on at once, and the next screen fetches what it shows.
    onSuccess: (_outbreak, { request }) => {
      void queryClient.invalidateQueries({ queryKey: outbreakKeys.all });
      if (request.disease_id == null)
        void queryClient.invalidateQueries({ queryKey: referenceKeys.diseases() });
      if (request.state_id == null && request.state_name != null)
        void queryClient.invalidateQueries({ queryKey: referenceKeys.states(request.country_id) });
    },
  });
}
