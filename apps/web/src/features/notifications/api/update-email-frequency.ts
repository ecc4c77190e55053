import { EmailFrequencySchema, type EmailFrequency } from '@outbreak-watch/domain';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { notificationKeys } from './notification-keys';

const EmailFrequencyResponseSchema = z.object({ email_frequency: EmailFrequencySchema });

/** `PUT /api/notifications/email-frequency`: answers the stored choice. */
export async function updateEmailFrequency(emailFrequency: EmailFrequency): Promise<EmailFrequency> {
  const body = await apiFetch<unknown>('/notifications/email-frequency', {
    method: 'PUT',
    body: JSON.stringify({ email_frequency: emailFrequency }),
  });
  return EmailFrequencyResponseSchema.parse(body).email_frequency;
}

/** `GET /api/notifications/email-frequency`: the stored choice. */
export async function getEmailFrequency(signal?: AbortSignal): Promise<EmailFrequency> {
  const body = await apiFetch<unknown>('/notifications/email-frequency', { signal });
  return EmailFrequencyResponseSchema.parse(body).email_frequency;
}

/** The stored choice, or undefined while it loads; a save puts its answer straight into the cache. */
export function useSavedEmailFrequency(): EmailFrequency | undefined {
  const { user } = useSession();
  return useQuery<EmailFrequency>({
    queryKey: notificationKeys.emailFrequency(user?.id ?? null),
    queryFn: user ? ({ signal }) => getEmailFrequency(signal) : skipToken,
  }).data;
}

export function useUpdateEmailFrequency() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: updateEmailFrequency,
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.emailFrequency(user?.id ?? null), saved);
    },
  });
}
