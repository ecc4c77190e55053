import { ROLE, SESSION_STORAGE_KEYS } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestUser, findPageHeading, renderApp } from '../../test/render-app';
import { server } from '../../test/server';

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('Main navigation', () => {
  it('shows the main and secondary items', async () => {
    renderApp('/');
    await findPageHeading();

    const nav = mainNav();
    for (const [label, href] of [
      ['Dashboard', '/'],
      ['Map', '/map'],
      ['Reports', '/reports'],
      ['Analysis', '/analysis'],
      ['Information', '/information'],
      ['Contact', '/contact'],
    ]) {
      expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  it('offers a guest Login and Register, and no Logout or member items', async () => {
    renderApp('/');
    await findPageHeading();

    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(nav.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/register');
    expect(nav.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Report Outbreak' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('shows a stored reporter Report Outbreak, their first name and Logout', async () => {
    renderApp('/', {
      user: createTestUser({ first_name: 'Amara', role_id: ROLE.REPORTER, user_type: 'reporter' }),
    });
    await findPageHeading();

    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Report Outbreak' })).toHaveAttribute('href', '/reports/add');
    expect(nav.getByRole('link', { name: 'Amara' })).toHaveAttribute('href', '/profile/me');
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('restores a user kept for this tab only from sessionStorage', async () => {
    const inAnHour = String(Math.floor(Date.now() / 1000) + 3600);
    sessionStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(createTestUser({ first_name: 'Kofi' })));
    sessionStorage.setItem(SESSION_STORAGE_KEYS.accessToken, 'tab-access-token');
    sessionStorage.setItem(SESSION_STORAGE_KEYS.accessTokenExp, inAnHour);
    renderApp('/');
    await findPageHeading();

    expect(mainNav().getByRole('link', { name: 'Kofi' })).toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Report Outbreak' })).not.toBeInTheDocument();
  });

  it('labels the profile link Profile when the user has no first name', async () => {
    renderApp('/', { user: createTestUser({ first_name: '' }) });
    await findPageHeading();

    expect(mainNav().getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile/me');
  });

  it.each([
    ['an admin', ROLE.ADMIN],
    ['a super admin', ROLE.SUPER_ADMIN],
  ])('shows %s the Admin Panel and Report Outbreak', async (_, roleId) => {
    renderApp('/', { user: createTestUser({ role_id: roleId }) });
    await findPageHeading();

    expect(mainNav().getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin/dashboard');
    expect(mainNav().getByRole('link', { name: 'Report Outbreak' })).toBeInTheDocument();
  });

  it('treats malformed stored session data as signed out', async () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.user, '{not json');
    renderApp('/');
    await findPageHeading();

    expect(mainNav().getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('logs out: tells the server, clears both storages and the query cache, and goes to /', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.refreshToken, 'tab-token');
    localStorage.setItem(SESSION_STORAGE_KEYS.refreshToken, 'remembered-refresh-token');
    const logoutBodies: unknown[] = [];
    server.use(
      http.post('/api/logout', async ({ request }) => {
        logoutBodies.push(await request.json());
        return HttpResponse.json({ message: 'You have been signed out.' });
      }),
    );
    const { router, user, queryClient } = renderApp('/information', {
      user: createTestUser({ role_id: ROLE.REPORTER }),
    });
    await findPageHeading();
    queryClient.setQueryData(['private'], { secret: true });

    await user.click(mainNav().getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(logoutBodies).toEqual([{ refresh_token: 'remembered-refresh-token' }]));
    expect(queryClient.getQueryData(['private'])).toBeUndefined();
    for (const key of Object.values(SESSION_STORAGE_KEYS)) {
      expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(mainNav().getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(mainNav().queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('logs out from a signed-in-only page to /, not to the login form', async () => {
    server.use(
      http.post('/api/logout', () => HttpResponse.json({ message: 'You have been signed out.' })),
      http.get('/api/profile/me', () => new HttpResponse(null, { status: 503 })),
    );
    const { router, user } = renderApp('/profile/me', { user: createTestUser() });
    await waitFor(() => expect(mainNav().getByRole('button', { name: 'Logout' })).toBeInTheDocument());

    await user.click(mainNav().getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(mainNav().getByRole('link', { name: 'Login' })).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
  });

  it('still logs out locally when the server cannot be reached', async () => {
    server.use(http.post('/api/logout', () => HttpResponse.error()));
    const { router, user } = renderApp('/information', { user: createTestUser() });
    await findPageHeading();

    await user.click(mainNav().getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.user)).toBeNull();
    expect(mainNav().getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('marks the active item with aria-current="page"', async () => {
    renderApp('/information');
    await findPageHeading();

    expect(mainNav().getByRole('link', { name: 'Information' })).toHaveAttribute('aria-current', 'page');
    expect(mainNav().getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});

describe('Mobile menu', () => {
  it('opens and closes with the menu button, which reports its state', async () => {
    const { user } = renderApp('/');
    await findPageHeading();

    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Main' }).id);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Open menu');
  });

  it('opens from the keyboard; Escape closes it and returns focus to the button', async () => {
    const { user } = renderApp('/');
    await findPageHeading();

    const button = screen.getByRole('button', { name: 'Open menu' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.tab();
    expect(button).not.toHaveFocus();
    await user.keyboard('{Escape}');

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when an item is chosen', async () => {
    const { router, user } = renderApp('/');
    await findPageHeading();

    const button = screen.getByRole('button', { name: 'Open menu' });
    await user.click(button);
    await user.click(mainNav().getByRole('link', { name: 'Contact' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
