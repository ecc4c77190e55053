import { expect, test, type Locator } from '@playwright/test';
import { watchConsole } from './support';

/**
 * The server here runs without tiles (MAP_TILE_URL=""): the point maps draw the shipped country
 * boundaries as their base layer, and the outbreaks' markers above them.
 */
const countryShapes = (map: Locator) => map.locator('.leaflet-boundaries-pane path');
const markers = (map: Locator) => map.locator('.leaflet-overlay-pane path');

/** The boundary file has some 240 shapes; a map that drew them has well over a hundred. */
async function expectCountriesAndMarkers(map: Locator) {
  await expect.poll(() => countryShapes(map).count(), { timeout: 30_000 }).toBeGreaterThan(100);
  await expect(markers(map).first()).toBeVisible();
}

test('the home and details maps show the countries beneath the outbreak markers without tiles', async ({
  page,
}) => {
  // Two maps drawing some 240 shapes each: more than the default on a busy machine.
  test.setTimeout(60_000);
  const noErrors = watchConsole(page);

  await page.goto('/');
  // The home map is made once its card nears the viewport, which is below the table once it has rows.
  await expect(page.locator('main a[href^="/details/"]').first()).toBeVisible();
  await page.getByRole('heading', { name: 'Outbreak Locations' }).scrollIntoViewIfNeeded();
  const homeMap = page.getByRole('group', { name: 'Map of the outbreaks listed above' });
  await homeMap.scrollIntoViewIfNeeded();
  await expectCountriesAndMarkers(homeMap);
  await expect(homeMap.locator('.leaflet-tile-pane img')).toHaveCount(0);

  // A details page, reached inside the app as a person would: the boundaries loaded once serve it too.
  await page.locator('main a[href^="/details/"]').first().click();
  await expect(page).toHaveURL(/\/details\/\d+$/);
  // Below the summary, the details map too is made once it nears the viewport.
  await page.getByRole('heading', { name: 'Location', exact: true }).scrollIntoViewIfNeeded();
  const detailsMap = page.getByRole('group', { name: /^Map of the outbreak location: / });
  await detailsMap.scrollIntoViewIfNeeded();
  await expectCountriesAndMarkers(detailsMap);
  await expect(markers(detailsMap)).toHaveCount(1);
  noErrors();
});
