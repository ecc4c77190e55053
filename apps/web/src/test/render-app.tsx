import { SESSION_STORAGE_KEYS, type SessionUser } from '@outbreak-watch/domain';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { initSession } from '../lib/api-client';

export function createTestUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    email: 'jane.doe@example.org',
    first_name: 'Jane',
    last_name: 'Doe',
    role_id: 4,
    is_verified: true,
    user_type: 'regular',
    ...overrides,
  };
}

interface RenderAppOptions {
  /**
   * A user stored as after a "remember me" login, restored before the app renders. Token keys a test
   * stored beforehand are kept; missing ones get tokens valid for the next 15 minutes.
   */
  user?: SessionUser;
  /** Render inside React's StrictMode, which mounts every component twice in development. */
  strictMode?: boolean;
}

const inFifteenMinutes = () => String(Math.floor(Date.now() / 1000) + 15 * 60);

function storeSignedInUser(user: SessionUser): void {
  const defaults: Record<string, string> = {
    [SESSION_STORAGE_KEYS.accessToken]: 'test-access-token',
    [SESSION_STORAGE_KEYS.accessTokenExp]: inFifteenMinutes(),
    [SESSION_STORAGE_KEYS.refreshToken]: 'test-refresh-token',
    [SESSION_STORAGE_KEYS.refreshTokenExp]: inFifteenMinutes(),
  };
  localStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(user));
  for (const [key, value] of Object.entries(defaults)) {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
  }
}

/**
 * Renders the real route tree at `path` in a memory router with a fresh QueryClient. The stored session
 * is restored first, as at a real start (spec §4), including a refresh when its access token expired.
 */
export function renderApp(path: string, { user, strictMode = false }: RenderAppOptions = {}) {
  if (user) storeSignedInUser(user);
  void initSession();

  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });

  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const result = render(strictMode ? <StrictMode>{app}</StrictMode> : app);

  return { ...result, router, queryClient, user: userEvent.setup() };
}

/** Waits until the lazily loaded screen has rendered its main heading. */
export async function findPageHeading(name?: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
}
