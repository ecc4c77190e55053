import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerAppUpdateForTest } from '../../lib/offline/app-updates';
import { recordSavedCopy, setOnline } from '../../lib/offline/saved-copies';
import { OfflineNotice, UpdateBanner } from './offline-status';

function renderInRouter(element: React.ReactNode, path = '/reports') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  offerAppUpdateForTest(null);
  act(() => setOnline(true));
});

describe('Update banner', () => {
  it('says nothing while no new version waits', () => {
    renderInRouter(<UpdateBanner />);
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });

  it('offers a waiting version and hands over to it only when Reload is pressed', async () => {
    const postMessage = vi.fn();
    const worker = { postMessage } as unknown as ServiceWorker;
    const listeners: string[] = [];
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { addEventListener: (type: string) => listeners.push(type) },
    });
    act(() => offerAppUpdateForTest(worker));
    renderInRouter(<UpdateBanner />);

    expect(screen.getByText('A new version is available')).toBeVisible();
    expect(postMessage).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(postMessage).toHaveBeenCalledWith({ type: 'skip-waiting' });
    // The page reloads once the new version has taken over.
    expect(listeners).toEqual(['controllerchange']);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});

describe('Offline notice', () => {
  it('says so when the network is gone', () => {
    renderInRouter(<OfflineNotice />);
    expect(screen.queryByText('You are offline.')).not.toBeInTheDocument();
    act(() => setOnline(false));
    expect(screen.getByText('You are offline.')).toBeVisible();
  });

  it('gives the age of the saved copy this screen shows, and forgets it once online', () => {
    window.history.replaceState(null, '', '/reports');
    renderInRouter(<OfflineNotice />, '/reports');
    act(() => {
      setOnline(false);
      recordSavedCopy('/api/outbreaks?page=1', '2026-11-20T14:05:00.000Z');
    });
    expect(
      screen.getByText(/^Saved copy from Nov 20, 2026, \d{1,2}:05 (AM|PM), you are offline\.$/),
    ).toBeVisible();
    act(() => setOnline(true));
    expect(screen.queryByText(/^Saved copy from/)).not.toBeInTheDocument();
  });
});
