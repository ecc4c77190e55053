import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { DEMO } from './outbreak-api';
import { expectNoSidewaysScroll, signInAs } from './support';

// The journey needs the site's service worker: it serves the report form without a network.
test.use({ serviceWorkers: 'allow' });

/** Resolves once the site's worker controls the page (it claims the page when it activates). */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

test.describe('offline reporting', () => {
  test('a report written offline is queued, survives a reload offline and is stored once when the network returns', async ({
    page,
    context,
    request,
  }) => {
    // A word of its own, to find the stored copies through the API's search.
    const word = `offline${Date.now().toString(36)}`;
    await signInAs(page, DEMO.reporter.email);
    await page.goto('/reports/add');
    await controlledByWorker(page);
    const form = page.getByRole('form', { name: 'Report New Disease Outbreak' });
    await expect(form.getByRole('combobox', { name: 'Country' })).toBeEnabled();

    await context.setOffline(true);
    await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Kenya' });
    await form.getByRole('combobox', { name: 'Disease', exact: true }).selectOption({ label: 'Cholera' });
    await form.getByRole('spinbutton', { name: 'Number of cases' }).fill('40');
    await form.getByRole('spinbutton', { name: 'Number of deaths' }).fill('2');
    await form.getByRole('spinbutton', { name: 'Population at risk' }).fill('8000');
    await form.getByRole('spinbutton', { name: 'Average secondary cases per case' }).fill('1.2');
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill(`Watery diarrhoea at a market, written without a network (${word}).`);
    await form.getByRole('button', { name: 'Submit report' }).click();

    await expect(page.getByText('No network: the report is kept on this device')).toBeVisible();
    const queue = page.getByRole('region', { name: 'Queued reports' });
    const entry = queue.getByRole('listitem').filter({ hasText: 'Cholera in Kenya' });
    await expect(entry.getByText('Waiting to send')).toBeVisible();
    await expect(entry.getByText('Waiting for the network.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Queued reports: 1' })).toBeVisible();
    await expect(page.getByText('You are offline.')).toBeVisible();

    // Still offline: the page comes from the worker, the queue from the device.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Report New Disease Outbreak' })).toBeVisible();
    await expect(entry.getByText('Waiting to send')).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Country' })).toBeEnabled();

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `queued reports, ${colorScheme}`, '#queued-reports');
    }
    await page.emulateMedia({ colorScheme: 'light' });

    await context.setOffline(false);
    await expect(entry.getByText('Sent', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('No network: the report is kept on this device')).toBeHidden();
    await expect(page.getByText('You are offline.')).toBeHidden();
    const link = entry.getByRole('link', { name: /^Open the stored report/ });
    const href = await link.getAttribute('href');
    const id = Number(/\/details\/(\d+)$/.exec(href ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);

    // Exactly one copy on the server.
    const found = await request.get(`/api/outbreaks?q=${word}`);
    const { outbreaks } = (await found.json()) as { outbreaks: { id: number }[] };
    expect(outbreaks.map((outbreak) => outbreak.id)).toEqual([id]);

    // The phone layout of the list: nothing sticks out sideways.
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoSidewaysScroll(page, 'queued reports at 375 px');
    await queue.screenshot({ path: test.info().outputPath('queued-reports-375.png') });

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/details/${id}$`));
  });

  test('the app is installable: its manifest is linked, served as a manifest and names PNG icons of its sizes', async ({
    page,
    request,
  }) => {
    await page.goto('/reports');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const response = await request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Outbreak Watch', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
      // The PNG header's width and height (bytes 16–23) are the size the manifest names.
      const bytes = await image.body();
      const [width] = icon.sizes.split('x').map(Number);
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], icon.src).toEqual([width, width]);
    }
  });

  test('a page read before opens offline from its saved copy, which says how old it is', async ({
    page,
    context,
  }) => {
    await page.goto('/reports');
    await controlledByWorker(page);
    // Read again under the worker, which keeps the answer.
    await page.reload();
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    const title = await first.getByRole('heading').first().textContent();

    await context.setOffline(true);
    await page.reload();
    await expect(
      page.getByText(/^Saved copy from \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM), you are offline\.$/),
    ).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('heading').first()).toHaveText(title ?? '');

    await context.setOffline(false);
    await expect(page.getByText(/^Saved copy from/)).toBeHidden();
  });
});
