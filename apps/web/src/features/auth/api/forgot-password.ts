import { MessageResponseSchema, type MessageResponse } from '@outbreak-watch/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/forgot-password`: the same answer whether or not the address has an account. */
export async function requestPasswordReset(body: { email: string }): Promise<MessageResponse> {
  const response = await apiFetch<unknown>('/forgot-password', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return MessageResponseSchema.parse(response);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
