import {
  addDays,
  EPICURVE_TEXTS,
  isoWeekMonday,
  isoWeekOf,
  isoWeekStart,
  isoWeeksInYear,
  todayUtc,
} from '@outbreak-watch/domain';
import { expect, test } from '@playwright/test';
import { apiHeaders, createOutbreakByApi, DEMO, uniqueName } from './outbreak-api';
import { watchConsole } from './support';
import { expectNoAxeViolations } from './axe';

test('the epidemic curve shows weekly bars over the band of the same weeks of five years, stacked as the URL says', async ({
  page,
  request,
}) => {
  const noErrors = watchConsole(page);
  // A disease of our own: one report in a recent week, and the same ISO week of each of the five years before
  // it (two in the latest), so the band has a spread.
  // Six weeks back, outside the last 30 days that other journeys count while this one runs.
  const lastWeek = isoWeekStart(addDays(todayUtc(), -42));
  const { year, week } = isoWeekOf(lastWeek);
  const sameWeek = (back: number) =>
    addDays(isoWeekMonday(year - back, Math.min(week, isoWeeksInYear(year - back))), 2);
  // Reports of one disease and country within 14 days look alike: the second of a week is elsewhere.
  const reports = [
    { date: addDays(lastWeek, 1), country: 'Kenya' },
    { date: sameWeek(1), country: 'Kenya' },
    { date: sameWeek(1), country: 'Nigeria' },
    ...[2, 3, 4, 5].map((back) => ({ date: sameWeek(back), country: 'Kenya' })),
  ];
  const disease = uniqueName('Curvefever');
  const headers = await apiHeaders(request, DEMO.reporter.email);
  let diseaseId = 0;
  for (const { date, country } of reports) {
    const created = await createOutbreakByApi(request, { diseaseName: disease, country, date, headers });
    diseaseId = created.disease_id;
  }

  // Four weeks up to that week: their bands use the five years before each week's ISO year.
  const from = addDays(lastWeek, -21);
  const firstYear = isoWeekOf(from).year;
  const years = Array.from({ length: year - firstYear + 5 }, (_, i) => firstYear - 5 + i);
  const legend = EPICURVE_TEXTS.band(years);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/analysis?from=${from}&to=${addDays(lastWeek, 6)}&disease_id=${diseaseId}`);
  const curve = page.getByRole('region', { name: 'Epidemic curve' });
  await expect(curve.getByRole('figure')).toBeVisible({ timeout: 15_000 });
  // The chart is drawn when it comes near the screen.
  await curve.getByRole('img').scrollIntoViewIfNeeded();
  const legendEntries = curve.locator('.recharts-legend-wrapper');
  await expect(legendEntries.getByText(legend.range, { exact: true })).toBeVisible();
  await expect(legendEntries.getByText(legend.mean, { exact: true })).toBeVisible();
  await expect(legendEntries.getByText(disease, { exact: true })).toBeVisible();
  await expect(curve.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  await expect(curve.locator('.recharts-area-area')).toHaveCount(1);

  await curve.getByRole('button', { name: 'Status' }).click();
  await expect(curve.getByRole('button', { name: 'Status' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]stack=status(&|$)/);
  await expect(curve.getByRole('img', { name: /by status/ })).toBeVisible();
  await expect(legendEntries.getByText(disease, { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(curve.getByRole('button', { name: 'Status' })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 15_000,
  });
  await curve.getByRole('img').scrollIntoViewIfNeeded();
  await expect(curve.locator('.recharts-bar-rectangle path').first()).toBeVisible();

  noErrors();
});

// One test per theme, so each axe pass stays well inside its time and they run side by side.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`the epidemic curve passes axe at 375 px, ${colorScheme}`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto('/analysis?days=365');
    const curve = page.getByRole('region', { name: 'Epidemic curve' });
    await curve.getByRole('img').scrollIntoViewIfNeeded({ timeout: 15_000 });
    await expect(curve.locator('.recharts-bar-rectangle path').first()).toBeVisible();
    // The section only: the rest of the page has its own checks in accessibility.spec.ts.
    await expectNoAxeViolations(page, 'the epidemic curve', 'section[aria-labelledby="epidemic-curve"]');
    await context.close();
  });
}
