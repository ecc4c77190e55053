import { PUSH_DEVICE_TEXTS } from '@outbreak-watch/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import { card, createOwnProfile, renderSignedIn } from './test-profiles';

const PUBLIC_KEY = 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8';
const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example.com/send/abc',
  expirationTime: null,
  keys: {
    p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
    auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  },
};

/** A browser with push: its permission, and whether it is subscribed already. */
function fakePushBrowser(options: {
  permission: NotificationPermission;
  subscribed: boolean;
  answer?: NotificationPermission;
}) {
  let subscribed = options.subscribed;
  const subscription = {
    endpoint: SUBSCRIPTION_JSON.endpoint,
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: vi.fn(() => {
      subscribed = false;
      return Promise.resolve(true);
    }),
  };
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(subscribed ? subscription : null)),
    subscribe: vi.fn(() => {
      subscribed = true;
      return Promise.resolve(subscription);
    }),
  };
  const registration = { pushManager };
  const notification = {
    permission: options.permission,
    requestPermission: vi.fn(() => {
      notification.permission = options.answer ?? 'granted';
      return Promise.resolve(notification.permission);
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(() => Promise.resolve(registration)),
      getRegistration: vi.fn(() => Promise.resolve(registration)),
      ready: Promise.resolve(registration),
    },
  });
  return { pushManager, subscription, notification };
}

function servePushApi() {
  const calls: { method: string; body: unknown }[] = [];
  server.use(
    http.get('/api/profile/me', () => HttpResponse.json(createOwnProfile())),
    http.get('/api/push/public-key', () => HttpResponse.json({ public_key: PUBLIC_KEY })),
    http.post('/api/push/subscriptions', async ({ request }) => {
      calls.push({ method: 'POST', body: await request.json() });
      return HttpResponse.json({ message: 'ok' }, { status: 201 });
    }),
    http.delete('/api/push/subscriptions', async ({ request }) => {
      calls.push({ method: 'DELETE', body: await request.json() });
      return HttpResponse.json({ message: 'ok' });
    }),
  );
  return calls;
}

async function openSettings() {
  renderSignedIn('/profile/me');
  await screen.findByRole('region', { name: 'Notification settings' }, { timeout: 5000 });
  return card('Notification settings');
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Push notifications on this device', () => {
  it('says so when the browser cannot do push, and offers no button', async () => {
    servePushApi();
    const settings = await openSettings();
    expect(await settings.findByText(PUSH_DEVICE_TEXTS.unsupported)).toBeInTheDocument();
    expect(settings.queryByRole('button', { name: PUSH_DEVICE_TEXTS.turnOn })).not.toBeInTheDocument();
  });

  it('says how to allow notifications when they are blocked', async () => {
    servePushApi();
    fakePushBrowser({ permission: 'denied', subscribed: false });
    const settings = await openSettings();
    expect(await settings.findByText(PUSH_DEVICE_TEXTS.denied)).toBeInTheDocument();
    expect(settings.queryByRole('button', { name: PUSH_DEVICE_TEXTS.turnOn })).not.toBeInTheDocument();
  });

  it('asks permission, subscribes with the server’s key and sends the subscription', async () => {
    const calls = servePushApi();
    const browser = fakePushBrowser({ permission: 'default', subscribed: false });
    const settings = await openSettings();
    expect(await settings.findByText(PUSH_DEVICE_TEXTS.off)).toBeInTheDocument();

    await userEvent.click(settings.getByRole('button', { name: PUSH_DEVICE_TEXTS.turnOn }));

    expect(await settings.findByText(PUSH_DEVICE_TEXTS.on)).toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [
      { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey)).toEqual(
      Array.from(Buffer.from(PUBLIC_KEY, 'base64url')),
    );
    expect(calls).toEqual([{ method: 'POST', body: SUBSCRIPTION_JSON }]);
    expect(settings.getByRole('button', { name: PUSH_DEVICE_TEXTS.turnOff })).toBeInTheDocument();
  });

  it('turning the switch off unsubscribes this device and tells the server', async () => {
    const calls = servePushApi();
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    const settings = await openSettings();
    expect(await settings.findByText(PUSH_DEVICE_TEXTS.on)).toBeInTheDocument();

    await userEvent.click(settings.getByRole('checkbox', { name: 'Push notifications' }));

    expect(await settings.findByText(PUSH_DEVICE_TEXTS.off)).toBeInTheDocument();
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(calls).toEqual([{ method: 'DELETE', body: { endpoint: SUBSCRIPTION_JSON.endpoint } }]);
  });

  it('turning the switch on asks permission; a refusal shows how to allow it and sends nothing', async () => {
    const calls = servePushApi();
    server.use(
      http.get('/api/profile/me', () =>
        HttpResponse.json(
          createOwnProfile({
            notification_settings: { ...createOwnProfile().notification_settings, push: false },
          }),
        ),
      ),
    );
    const browser = fakePushBrowser({ permission: 'default', subscribed: false, answer: 'denied' });
    const settings = await openSettings();
    await settings.findByText(PUSH_DEVICE_TEXTS.off);

    await userEvent.click(settings.getByRole('checkbox', { name: 'Push notifications' }));

    expect(await settings.findByText(PUSH_DEVICE_TEXTS.denied)).toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('shows an error when the server does not take the subscription', async () => {
    servePushApi();
    server.use(
      http.post('/api/push/subscriptions', () =>
        HttpResponse.json(
          { statusCode: 500, error: 'Internal Server Error', message: 'Boom' },
          { status: 500 },
        ),
      ),
    );
    fakePushBrowser({ permission: 'granted', subscribed: false });
    const settings = await openSettings();
    await userEvent.click(await settings.findByRole('button', { name: PUSH_DEVICE_TEXTS.turnOn }));
    expect(await settings.findByText(PUSH_DEVICE_TEXTS.failed)).toBeInTheDocument();
    await waitFor(() =>
      expect(settings.getByRole('button', { name: PUSH_DEVICE_TEXTS.turnOn })).toBeEnabled(),
    );
  });
});
