import { AuthResponseSchema, type AuthResponse, type LoginRequest } from '@outbreak-watch/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

/** `POST /api/login`: the user and their tokens. */
export async function login(body: LoginRequest): Promise<AuthResponse> {
  const response = await apiFetch<unknown>('/login', { method: 'POST', body: JSON.stringify(body) });
  return AuthResponseSchema.parse(response);
}

export interface LoginVariables extends LoginRequest {
  /**
   * Keep the session in localStorage rather than this tab's sessionStorage (DESIGN.md §6); the server
   * lets a remembered session last longer (SESSION_LIFETIME).
   */
  remember: boolean;
}

/** Signs in and stores the session where "Remember me" says. */
export function useLogin() {
  return useMutation({
    mutationFn: ({ email, password, remember }: LoginVariables) => login({ email, password, remember }),
    onSuccess: (auth, { remember }) => startSession(auth, { remember }),
  });
}
