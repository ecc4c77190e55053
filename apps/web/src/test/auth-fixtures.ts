import type { AuthResponse, SessionUser } from '@outbreak-watch/domain';
import { createTestUser } from './render-app';

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** What login, register and refresh answer (DESIGN.md §5). */
export function createAuthResponse(
  overrides: Partial<Omit<AuthResponse, 'user'>> & { user?: Partial<SessionUser> } = {},
): AuthResponse {
  const { user, ...rest } = overrides;
  return {
    user: createTestUser(user),
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    access_token_exp: nowSeconds() + 15 * 60,
    refresh_token_exp: nowSeconds() + 30 * 24 * 60 * 60,
    ...rest,
  };
}

/** An API error body as the server writes it. */
export function errorBody(statusCode: number, message: string) {
  const error = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    409: 'Conflict',
    429: 'Too Many Requests',
  };
  return { statusCode, error: error[statusCode as keyof typeof error] ?? 'Error', message };
}
