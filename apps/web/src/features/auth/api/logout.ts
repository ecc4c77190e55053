import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../../lib/api-client';
import { clearSavedPages } from '../../../lib/offline/saved-copies';
import { paths } from '../../../lib/paths';
import { clearSession, getSession } from '../../../lib/session';

/** `POST /api/logout`: revokes the refresh token and its family on the server. */
export async function logout(refreshToken: string): Promise<void> {
  // No bearer header and no refresh: a refresh here would only mint tokens to throw away.
  await apiFetch<unknown>(
    '/logout',
    { method: 'POST', body: JSON.stringify({ refresh_token: refreshToken }) },
    { authenticate: false },
  );
}

/**
 * Logout of spec §2: tells the server (without waiting; a failure there keeps nobody signed in), goes to
 * `/`, then clears the session and every cached query, so the next person at this browser sees nothing of
 * the last one (nor the pages kept on the device for reading offline). Home is rendered first, synchronously, so that a guarded screen still on show does not
 * send its visitor to the login form on the way out.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return async () => {
    const { refreshToken } = getSession();
    if (refreshToken !== null) void logout(refreshToken).catch(() => undefined);
    await navigate(paths.home, { flushSync: true });
    clearSession();
    clearSavedPages();
    queryClient.clear();
  };
}
