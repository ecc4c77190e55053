import { AuthResponseSchema, type AuthResponse, type RegisterRequest } from '@outbreak-watch/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

/** `POST /api/register`: creates a blogger or reporter account and signs it in. */
export async function registerAccount(body: RegisterRequest): Promise<AuthResponse> {
  const response = await apiFetch<unknown>('/register', { method: 'POST', body: JSON.stringify(body) });
  return AuthResponseSchema.parse(response);
}

/** Registers and starts a session for this tab (there is no "Remember me" on the form). */
export function useRegister() {
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: (auth) => startSession(auth, { remember: false }),
  });
}
