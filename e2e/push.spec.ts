import { PUSH_DEVICE_TEXTS } from '@outbreak-watch/domain';
import { expect, test } from '@playwright/test';
import { DEMO } from './outbreak-api';
import { signInAs } from './support';

test.use({ permissions: ['notifications'] });

test('push: turned on in the settings, a pushed message is shown by the service worker', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL!).origin;
  await signInAs(page, DEMO.blogger.email);
  await page.goto('/profile/me');
  const settings = page.getByRole('region', { name: 'Notification settings' });
  await expect(settings.getByText(PUSH_DEVICE_TEXTS.off, { exact: true })).toBeVisible();

  // Turning push on asks the browser to subscribe at its push service. Where Chromium cannot reach one,
  // subscribing fails and the page says so; where it can, the subscription reaches the server.
  const posted: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/push/subscriptions')) posted.push(response.status());
  });
  await settings.getByRole('button', { name: PUSH_DEVICE_TEXTS.turnOn }).click();
  const on = settings.getByText(PUSH_DEVICE_TEXTS.on, { exact: true });
  await expect(on.or(settings.getByText(PUSH_DEVICE_TEXTS.failed))).toBeVisible({ timeout: 40_000 });
  expect(posted).toEqual((await on.isVisible()) ? [201] : []);

  // The service worker is registered and active; a push delivered to it (as DevTools' Push button
  // does) shows a notification with the message's title, body and link.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const active = versions.find(
        (version) => version.runningStatus === 'running' && version.status === 'activated',
      );
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const message = {
    title: 'Cholera rising in Nigeria',
    body: 'Weekly counts rose.',
    url: `${origin}/signals`,
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(message),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const shown = await registration.getNotifications();
        return shown.map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }));
      }),
    )
    .toEqual([{ title: message.title, body: message.body, data: { url: message.url } }]);
});
