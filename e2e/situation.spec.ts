import { mkdirSync } from 'node:fs';
import { addDays, todayUtc } from '@outbreak-watch/domain';
import { expect, test } from '@playwright/test';
import { createOutbreakByApi, uniqueName } from './outbreak-api';
import { expectNoSidewaysScroll, watchConsole } from './support';

const SHOTS = '/tmp/situation-shots';

test('a country’s situation report shows its figures, prints as a document and downloads as PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  const noErrors = watchConsole(page);
  const disease = uniqueName('Situationfever');
  const created = await createOutbreakByApi(request, {
    diseaseName: disease,
    country: 'Kenya',
    date: addDays(todayUtc(), -3),
  });
  const kenya = created.country_id;

  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(`/situation?country_id=${kenya}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Situation report: All diseases in Kenya' }),
  ).toBeVisible();
  const report = page.locator('[data-situation-report]');
  await expect(report).toHaveAttribute('data-report-ready', 'true', { timeout: 15_000 });
  const outbreaks = page.locator('[data-figure="outbreaks"]');
  await expect(outbreaks).toContainText('vs previous period');
  await expect(page.locator('[data-figure="cases_per_100k"]')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Epidemic curve' }).locator('svg.recharts-surface').first(),
  ).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/screen-1280.png`, fullPage: true });

  // Printed: no site header, footer, filters or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('form', { name: 'Situation report filters' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/print-1280.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The filter stays in the URL: another disease narrows the report and the address says so.
  await page.getByRole('combobox', { name: 'Disease' }).selectOption({ label: disease });
  await expect(page).toHaveURL(new RegExp(`disease_id=${created.disease_id}`));
  await expect(page).toHaveURL(new RegExp(`country_id=${kenya}`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Situation report: ${disease} in Kenya` }),
  ).toBeVisible();
  await expect(outbreaks).toContainText('1');
  await expect(page.getByRole('link', { name: `${disease} in Kenya`, exact: true })).toBeVisible();

  // The server renders the same page as PDF.
  const pdf = await request.get(`/api/situation.pdf?country_id=${kenya}`, { timeout: 60_000 });
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

  // A phone in the dark theme: the document fits the screen.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/situation?country_id=${kenya}`);
  await expect(report).toHaveAttribute('data-report-ready', 'true', { timeout: 15_000 });
  await expectNoSidewaysScroll(page);
  // The curve is drawn and the map loaded as they come near the screen.
  const curve = page.getByRole('region', { name: 'Epidemic curve' });
  await curve.scrollIntoViewIfNeeded();
  await expect(curve.locator('svg.recharts-surface').first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('region', { name: 'Where the largest outbreaks are' }).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-situation-report] .leaflet-container')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/screen-375-dark.png`, fullPage: true });
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/print-375-dark.png`, fullPage: true });
  noErrors();
});
