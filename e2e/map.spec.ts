import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createOutbreakByApi, uniqueName } from './outbreak-api';
import { expectNoSidewaysScroll, watchConsole } from './support';

/**
 * The journeys file their own outbreak, of a disease of their own, in Brazil: filtered by that disease
 * the map has exactly one country with one outbreak. Brazil's shape is large and its middle lies inside
 * it, so a click on the shape's centre lands on Brazil at every start zoom.
 */
const COUNTRY = { name: 'Brazil', code: '076' };
// createOutbreakByApi answers 40 cases, 2 deaths, 4,000 at risk and R0 0.8: attack rate 1 %,
// survivability 95 %, so the score is (0.4 × 1 + 0.6 × 0.8) × (1 − 0.95) × 10 = 0.44, the lowest band.
// The one report behind it is unconfirmed: the band's colour is cross-hatched ("Unconfirmed only").
const LOWEST_BAND_FILL = 'url(#report-hatch-unconfirmed-1)';
const NO_OUTBREAK_FILL = '#f8fafc';

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** A new outbreak in Brazil, five days old, of a new disease; returns that disease's id. */
async function fileBrazilOutbreak(
  request: APIRequestContext,
): Promise<{ diseaseId: number; disease: string }> {
  const disease = uniqueName('Mapfever');
  const created = await createOutbreakByApi(request, {
    diseaseName: disease,
    country: COUNTRY.name,
    date: daysAgo(5),
  });
  return { diseaseId: (created as typeof created & { disease_id: number }).disease_id, disease };
}

function shape(page: Page, code: string): Locator {
  return page.locator(`path[data-country-code="${code}"]`);
}

/** The value of a term in a details list (`<dt>term</dt><dd>value</dd>`). */
function fact(scope: Locator, term: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

test.describe('map', () => {
  test('colours a country with outbreaks, opens and closes its panel, and reopens a shared view', async ({
    page,
    request,
    browser,
  }) => {
    // Two browsers each load the boundary file: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const noErrors = watchConsole(page);
    const { diseaseId, disease } = await fileBrazilOutbreak(request);

    await page.goto(`/map?disease_id=${diseaseId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Outbreak Map' })).toBeVisible();
    await expect(page).toHaveTitle(/^Map · /);
    await expect(page.getByText('Click on a country to view detailed metrics')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Disease' })).toHaveValue(String(diseaseId));

    // The only country with an outbreak of this disease is coloured; its neighbours are not.
    await expect(shape(page, COUNTRY.code)).toHaveAttribute('fill', LOWEST_BAND_FILL);
    await expect(shape(page, '032')).toHaveAttribute('fill', NO_OUTBREAK_FILL);
    const list = page.getByRole('region', { name: 'Countries with outbreaks' });
    await expect(list.getByRole('button')).toHaveCount(1);

    // The feeds carry the map's disease; the GeoJSON export holds the same one country.
    const feeds = page.getByRole('navigation', { name: 'Feeds and exports' });
    await expect(feeds.getByRole('link', { name: 'Atom feed of the confirmed outbreaks' })).toHaveAttribute(
      'href',
      `/api/feeds/outbreaks.atom?disease_id=${diseaseId}`,
    );
    const geoJsonHref = await feeds
      .getByRole('link', { name: "GeoJSON of the map's countries" })
      .getAttribute('href');
    const geoJson = (await (await request.get(geoJsonHref!)).json()) as {
      features: { properties: { alpha3: string } }[];
    };
    expect(geoJson.features.map((feature) => feature.properties.alpha3)).toEqual(['BRA']);

    await shape(page, COUNTRY.code).click();
    const panel = page.getByRole('region', { name: `Outbreak metrics for ${COUNTRY.name}` });
    await expect(panel).toBeVisible();
    await expect(fact(panel, 'Total outbreaks')).toHaveText('1');
    await expect(fact(panel, 'Average attack rate')).toHaveText('1%');
    await expect(fact(panel, 'Average survivability')).toHaveText('95%');
    // The panel may also list the country's current signals: count the recent outbreaks alone.
    const recent = panel.getByRole('list', { name: 'Recent outbreaks' }).getByRole('listitem');
    await expect(recent).toHaveCount(1);
    await expect(recent).toContainText(disease);
    await expect(recent).toContainText('Reported:');
    await expect(page).toHaveURL(new RegExp(`[?&]country=${COUNTRY.code}(&|$)`));
    const table = page.getByRole('region', { name: `Outbreaks in ${COUNTRY.name}` });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(disease);

    await panel.getByRole('button', { name: `Close the details of ${COUNTRY.name}` }).click();
    await expect(panel).toBeHidden();
    await expect(table).toBeHidden();
    expect(new URL(page.url()).searchParams.has('country')).toBe(false);

    // Narrow to the last 30 days and choose the country again, by keyboard this time.
    await page.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'Last 30 days' });
    await expect(page).toHaveURL(/[?&]days=30(&|$)/);
    await list.getByRole('button', { name: new RegExp(`^${COUNTRY.name}`) }).focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('heading', { name: COUNTRY.name })).toBeFocused();
    const shared = page.url();
    expect(new URL(shared).searchParams.get('disease_id')).toBe(String(diseaseId));

    // The shared link opens the same view in a new browser.
    const other = await browser.newContext({ baseURL: new URL(shared).origin });
    const second = await other.newPage();
    const noErrorsThere = watchConsole(second);
    await second.goto(shared);
    await expect(second.getByRole('combobox', { name: 'Date range' })).toHaveValue('30');
    await expect(second.getByRole('combobox', { name: 'Disease' })).toHaveValue(String(diseaseId));
    const sharedPanel = second.getByRole('region', { name: `Outbreak metrics for ${COUNTRY.name}` });
    await expect(fact(sharedPanel, 'Total outbreaks')).toHaveText('1');
    await expect(shape(second, COUNTRY.code)).toHaveAttribute('fill', LOWEST_BAND_FILL);
    await expect(second.getByRole('region', { name: 'Countries with outbreaks' })).toHaveCount(0);
    noErrorsThere();
    await other.close();

    noErrors();
  });

  test('fits a phone: the map, the country list and the panel without sideways scrolling @phone-only', async ({
    page,
    request,
  }) => {
    const noErrors = watchConsole(page);
    await page.setViewportSize({ width: 375, height: 740 });
    const { diseaseId } = await fileBrazilOutbreak(request);

    await page.goto(`/map?disease_id=${diseaseId}`);
    const map = page.getByRole('region', { name: 'World map of outbreaks by country' });
    await expect(map).toBeVisible({ timeout: 15_000 });
    await expect(shape(page, COUNTRY.code)).toHaveAttribute('fill', LOWEST_BAND_FILL);
    const box = await map.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(375);
    await expectNoSidewaysScroll(page);

    await page
      .getByRole('region', { name: 'Countries with outbreaks' })
      .getByRole('button', { name: new RegExp(`^${COUNTRY.name}`) })
      .click();
    const panel = page.getByRole('region', { name: `Outbreak metrics for ${COUNTRY.name}` });
    await expect(panel).toBeInViewport();
    await expect(fact(panel, 'Total outbreaks')).toHaveText('1');
    await expect(page.getByRole('region', { name: `Outbreaks in ${COUNTRY.name}` })).toBeVisible();
    await expectNoSidewaysScroll(page);
    noErrors();
  });
});
