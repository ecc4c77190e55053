import {
  MessageResponseSchema,
  type MessageResponse,
  type ResetPasswordRequest,
} from '@outbreak-watch/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/reset-password`: sets the new password with the mailed token. No session is started. */
export async function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  const response = await apiFetch<unknown>('/reset-password', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return MessageResponseSchema.parse(response);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
