import { ROLE } from '@outbreak-watch/domain';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestUser, renderApp } from '../../test/render-app';
import { server } from '../../test/server';

describe('Admin layout', () => {
  it('shows the admin’s name and Logout once, in the site navigation, with the admin bar beneath', async () => {
    // The layout is under test, not the page: its figures may fail to load.
    server.use(http.get('/api/admin/dashboard', () => HttpResponse.json({}, { status: 503 })));
    renderApp('/admin/dashboard', { user: createTestUser({ first_name: 'Ada', role_id: ROLE.ADMIN }) });

    // The admin area's code loads lazily; on a busy machine that takes more than the default second.
    const adminNav = within(await screen.findByRole('navigation', { name: 'Admin' }, { timeout: 5000 }));
    expect(adminNav.getByRole('link', { name: 'User view' })).toHaveAttribute('href', '/');
    expect(adminNav.queryByText('Ada')).not.toBeInTheDocument();
    expect(adminNav.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();

    const mainNav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(mainNav.getByRole('link', { name: /Ada/ })).toHaveAttribute('href', '/profile/me');
    expect(screen.getAllByRole('button', { name: 'Logout' })).toHaveLength(1);
    expect(screen.getAllByText('Ada')).toHaveLength(1);
  });
});
