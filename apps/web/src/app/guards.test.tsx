import { ROLE } from '@outbreak-watch/domain';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initSession } from '../lib/api-client';
import { startSession } from '../lib/session';
import { createAuthResponse, nowSeconds } from '../test/auth-fixtures';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';
import { RequireAuth, RequireRole } from './guards';
import { AppProviders } from './providers';

function renderGuarded(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/auth/login', element: <h1>Login</h1> },
      {
        Component: RequireAuth,
        children: [
          { path: '/profile/me', element: <h1>Own profile</h1> },
          {
            path: '/admin/dashboard',
            element: (
              <RequireRole allow={[ROLE.ADMIN, ROLE.SUPER_ADMIN]}>
                <h1>Admin</h1>
              </RequireRole>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('RequireAuth', () => {
  it('sends a visitor to /auth/login with the page, query and hash as returnUrl', async () => {
    const router = renderGuarded('/profile/me?tab=settings#alerts');

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(
      '/profile/me?tab=settings#alerts',
    );
  });

  it('shows the page to a signed-in user', async () => {
    startSession(createAuthResponse(), { remember: false });
    renderGuarded('/profile/me');

    expect(await screen.findByRole('heading', { name: 'Own profile' })).toBeInTheDocument();
  });

  it('shows a spinner while the stored session is refreshed, then the page', async () => {
    localStorage.setItem('user', JSON.stringify(createAuthResponse().user));
    localStorage.setItem('access_token', 'expired');
    localStorage.setItem('accessTokenExp', String(nowSeconds() - 10));
    localStorage.setItem('refresh_token', 'stored-refresh');
    localStorage.setItem('refreshTokenExp', String(nowSeconds() + 3600));
    let release: () => void = () => undefined;
    server.use(
      http.post('/api/refresh_token', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(createAuthResponse({ access_token: 'fresh' }));
      }),
    );
    void initSession();
    renderGuarded('/profile/me');

    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session…');
    release();
    expect(await screen.findByRole('heading', { name: 'Own profile' })).toBeInTheDocument();
  });
});

describe('RequireRole', () => {
  it('sends a signed-in user without the role home', async () => {
    startSession(createAuthResponse({ user: { role_id: ROLE.REPORTER } }), { remember: false });
    const router = renderGuarded('/admin/dashboard');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets an allowed role in', async () => {
    startSession(createAuthResponse({ user: { role_id: ROLE.ADMIN } }), { remember: false });
    renderGuarded('/admin/dashboard');

    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  });

  it('sends a visitor to the login form', async () => {
    const router = renderGuarded('/admin/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?returnUrl=%2Fadmin%2Fdashboard');
  });
});

describe('Login and Register for signed-in users', () => {
  it.each(['/auth/login', '/auth/register'])('sends a signed-in user from %s to /', async (path) => {
    const { router } = renderApp(path, { user: createAuthResponse().user });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
