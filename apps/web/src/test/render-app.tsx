import { SESSION_STORAGE_KEYS, type SessionUser } from '@outbreak-watch/domain';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { restoreSession } from '../lib/session';

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
  /** A user stored as after a "remember me" login, restored before the app renders. */
  user?: SessionUser;
}

/** Renders the real route tree at `path` in a memory router with a fresh QueryClient. */
export function renderApp(path: string, { user }: RenderAppOptions = {}) {
  if (user) {
    localStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.setItem(SESSION_STORAGE_KEYS.accessToken, 'test-access-token');
  }
  restoreSession();

  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });

  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );

  return { ...result, router, queryClient, user: userEvent.setup() };
}

/** Waits until the lazily loaded screen has rendered its main heading. */
export async function findPageHeading(name?: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
}
