/**
 * Spec §9 storage keys of the session (a module of their own: the app's small first script reads them
 * without the schemas).
 */
export const SESSION_STORAGE_KEYS = {
  user: 'user',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  accessTokenExp: 'accessTokenExp',
  refreshTokenExp: 'refreshTokenExp',
} as const;
