import { expect, test } from '@playwright/test';
import { uniqueName } from './outbreak-api';
import { expectNoAxeViolations } from './axe';
import { JUMP, plantSignal } from './signal-api';
import { expectNoSidewaysScroll, watchConsole } from './support';

/** The journey's own signal: a disease of its own in Chile (see plantSignal). */
const COUNTRY = { name: 'Chile', code: '152' };

test.describe('signals', () => {
  test('a planted rise appears on the Signals page with its chart, and on the map', async ({
    page,
    request,
  }) => {
    // Detection runs in the background every 15 s after a change: planting and waiting take a while.
    test.setTimeout(150_000);
    const noErrors = watchConsole(page);
    const disease = uniqueName('Signalfever');
    const diseaseId = await plantSignal(request, disease, COUNTRY.name);
    await expect
      .poll(
        async () => {
          const response = await request.get(`/api/signals?disease_id=${diseaseId}`);
          return ((await response.json()) as { signals: unknown[] }).signals.length;
        },
        { message: 'the background detection finds the planted rise', timeout: 60_000, intervals: [2_000] },
      )
      .toBeGreaterThan(0);

    await page.goto('/signals');
    await expect(page.getByRole('heading', { level: 1, name: 'Signals' })).toBeVisible();
    await expect(page).toHaveTitle(/^Signals · /);
    await page.getByLabel('Disease', { exact: true }).selectOption(String(diseaseId));
    await page.getByLabel('Measure', { exact: true }).selectOption('reports');
    await expect(page).toHaveURL(new RegExp(`/signals\\?disease_id=${diseaseId}&measure=reports$`));
    const table = page.getByRole('table', { name: /Current signals/ });
    const series = table.getByRole('link', { name: `${COUNTRY.name} × ${disease}` });
    // One row for the series-week, listing the methods that agree.
    await expect(series).toHaveCount(1);
    await expect(table.getByRole('row').nth(1)).toContainText('EARS C1');

    await series.click();
    await expect(page).toHaveURL(/\/signals\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^${COUNTRY.name} × ${disease}, week of`) }),
    ).toBeVisible();
    const chart = page.getByRole('img', {
      name: /Bar chart of (reports|cases) per ISO week .*flagged week.* alarm week/,
    });
    await expect(chart).toBeVisible({ timeout: 15_000 });
    // Charts are drawn when they come near the screen.
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(chart.getByText('Flagged week')).toBeVisible();
    await page.getByText('Show data table').click();
    const data = page.getByRole('table', {
      name: new RegExp(`^(Reports|Cases) per week: ${COUNTRY.name} × ${disease}`),
    });
    await expect(data.getByRole('row').filter({ hasText: 'Flagged week' })).toContainText('Alarm');
    const reports = page.getByRole('table', { name: /Reports of the week of/ });
    await expect(reports.getByRole('row')).toHaveCount(JUMP + 1);
    await expect(reports.getByRole('link').first()).toHaveAttribute('href', /^\/details\/\d+$/);

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoAxeViolations(page, `a signal's page in ${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // The map outlines the country and its panel names the signal.
    await page.goto(`/map?disease_id=${diseaseId}`);
    const shape = page.locator(`path[data-country-code="${COUNTRY.code}"]`);
    await expect(shape).toHaveAttribute('stroke-dasharray', /\d/, { timeout: 15_000 });
    const list = page.getByRole('region', { name: 'Countries with outbreaks' });
    await expect(list.getByRole('button', { name: new RegExp(`^${COUNTRY.name}`) })).toContainText('Signal');
    await list.getByRole('button', { name: new RegExp(`^${COUNTRY.name}`) }).click();
    const panel = page.getByRole('region', { name: `Outbreak metrics for ${COUNTRY.name}` });
    await expect(panel.getByRole('region', { name: 'Current signals' })).toContainText(disease);
    await panel.getByRole('link', { name: `See the signals of ${COUNTRY.name}` }).click();
    await expect(page).toHaveURL(/\/signals\?country_id=\d+$/);
    await expect(page.getByRole('link', { name: `${COUNTRY.name} × ${disease}` }).first()).toBeVisible();
    noErrors();
  });

  test('the Signals page fits a phone and passes axe in both themes @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/signals');
      await expect(page.getByRole('heading', { level: 1, name: 'Signals' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      const first = page
        .getByRole('table', { name: /Current signals/ })
        .getByRole('link')
        .first();
      if ((await first.count()) > 0) {
        await first.click();
        await expect(page.getByRole('img', { name: /Bar chart/ })).toBeVisible({ timeout: 15_000 });
      }
      await expectNoSidewaysScroll(page, `/signals at 375 px in ${scheme}`);
      await expectNoAxeViolations(page, `/signals at 375 px in ${scheme}`);
    }
  });
});
