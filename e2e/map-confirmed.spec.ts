import { expect, test, type APIRequestContext } from '@playwright/test';
import { createOutbreakByApi, uniqueName } from './outbreak-api';
import { watchConsole } from './support';

/**
 * Countries no other journey files reports in; the journey takes the first one without outbreaks in
 * this run (the demo data covers many countries, and these have shapes in the boundary file).
 */
const CANDIDATES = [
  { name: 'Iceland', code: '352' },
  { name: 'Greenland', code: '304' },
  { name: 'Estonia', code: '233' },
  { name: 'Latvia', code: '428' },
  { name: 'Finland', code: '246' },
];

async function countryWithoutOutbreaks(request: APIRequestContext) {
  const map = (await (await request.get('/api/map/countries')).json()) as {
    countries: { numeric_code: string }[];
  };
  const used = new Set(map.countries.map((country) => country.numeric_code));
  const free = CANDIDATES.find((candidate) => !used.has(candidate.code));
  if (!free) throw new Error('every candidate country has outbreaks');
  return free;
}

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

test('an unconfirmed report marks its country "unconfirmed only", and confirmed-only leaves it out, kept on reload', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const noErrors = watchConsole(page);
  const country = await countryWithoutOutbreaks(request);
  await createOutbreakByApi(request, {
    diseaseName: uniqueName('Trustpox'),
    country: country.name,
    date: daysAgo(3),
  });

  await page.goto('/map');
  const shape = page.locator(`path[data-country-code="${country.code}"]`);
  // Its one report is unconfirmed (and fewer than three): cross-hatched in its band's colour.
  // The world is drawn in slices after the boundary file loads: slow on a busy machine.
  await expect(shape).toHaveAttribute('fill', /^url\(#report-hatch-unconfirmed-\d\)$/, { timeout: 15_000 });
  await expect(page.getByText('Unconfirmed only:', { exact: true })).toBeVisible();
  const list = page.getByRole('region', { name: 'Countries with outbreaks' });
  const button = list.getByRole('button', { name: new RegExp(`^${country.name}`) });
  await expect(button).toContainText('1 outbreak · 1 unconfirmed');
  await expect(button).toContainText('Unconfirmed only');

  await button.click();
  const panel = page.getByRole('region', { name: `Outbreak metrics for ${country.name}` });
  await expect(panel.getByText(/^Based on/)).toHaveText(
    'Based on 1 report (0 confirmed) · Few reports · Unconfirmed only',
  );
  await panel.getByRole('button', { name: `Close the details of ${country.name}` }).click();

  const toggle = page.getByRole('checkbox', { name: 'Confirmed reports only' });
  // A controlled checkbox that follows the URL: clicked, it turns on once the URL has changed.
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page).toHaveURL(/[?&]confirmed=true(&|$)/);
  await expect(button).toHaveCount(0);
  await expect(shape).toHaveAttribute('fill', '#f8fafc');

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Confirmed reports only' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]confirmed=true(&|$)/);
  await expect(list.getByRole('button').first()).toBeVisible();
  await expect(list.getByRole('button', { name: new RegExp(`^${country.name}`) })).toHaveCount(0);
  await expect(shape).toHaveAttribute('fill', '#f8fafc');
  noErrors();
});
