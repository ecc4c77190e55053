import { focusManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestUser, findPageHeading, renderApp } from '../../test/render-app';
import { UNREAD_REFRESH_MS } from './api/get-notifications';
import { createNotification, serveNotifications } from './test-notifications';

const page = (unread: number) => ({ notifications: [createNotification()], has_more: true, unread });

describe('Notification bell', () => {
  it('shows the unread count and leads to the notifications', async () => {
    serveNotifications([page(3)]);
    renderApp('/', { user: createTestUser() });

    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('3');
  });

  it('shows no badge when everything is read, and 99+ for very many', async () => {
    serveNotifications([page(0)]);
    const { unmount } = renderApp('/', { user: createTestUser() });
    const bell = await screen.findByRole('link', { name: 'Notifications, 0 unread' });
    expect(bell.textContent).toBe('');
    unmount();

    serveNotifications([page(250)]);
    renderApp('/', { user: createTestUser() });
    expect(await screen.findByRole('link', { name: 'Notifications, 250 unread' })).toHaveTextContent('99+');
  });

  it('is not shown to visitors, who are not asked about notifications', async () => {
    const requests = serveNotifications([page(3)]);
    renderApp('/');
    await findPageHeading();

    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('asks again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const requests = serveNotifications([page(1)]);
      renderApp('/', { user: createTestUser() });
      await findPageHeading();
      await screen.findByRole('link', { name: 'Notifications, 1 unread' });
      await act(() => vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS - 5_000));
      expect(requests).toHaveLength(1);

      serveNotifications([page(2)]);
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again when the window regains focus', async () => {
    const requests = serveNotifications([page(1)]);
    renderApp('/', { user: createTestUser() });
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });

    serveNotifications([page(4)]);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    expect(requests[0]?.get('limit')).toBe('1');
    act(() => focusManager.setFocused(undefined));
    expect(UNREAD_REFRESH_MS).toBe(60_000);
  });
});
