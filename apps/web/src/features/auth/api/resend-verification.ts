import { MessageResponseSchema, type MessageResponse } from '@outbreak-watch/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/resend-verification`: mails a new verification link. */
export async function resendVerification(body: { email: string }): Promise<MessageResponse> {
  const response = await apiFetch<unknown>('/resend-verification', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return MessageResponseSchema.parse(response);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
