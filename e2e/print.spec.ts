import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support';

/** Print-emulated screenshots land here, to be looked at. */
const SHOTS = '/tmp/print-shots';

interface Disease {
  id: number;
  name: string;
}

/** A disease of the reference data that the demo outbreaks have: the map has countries to colour. */
async function demoDisease(page: Page): Promise<Disease> {
  const response = await page.request.get('/api/outbreaks?limit=1');
  expect(response.ok()).toBe(true);
  const { outbreaks } = (await response.json()) as {
    outbreaks: { disease_id: number; disease_name: string }[];
  };
  expect(outbreaks.length).toBeGreaterThan(0);
  return { id: outbreaks[0].disease_id, name: outbreaks[0].disease_name };
}

/** What paper shows: no header navigation, no filters, no buttons, no site footer; the print footer with the URL. */
async function expectPrintLayout(page: Page, path: string) {
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeHidden();
  for (const form of await page.locator('form').all()) await expect(form).toBeHidden();
  await expect(page.getByRole('link', { name: 'Contact' })).toBeHidden();
  const footer = page.getByTestId('print-footer');
  await expect(footer).toBeVisible();
  await expect(footer).toContainText(`${new URL(page.url()).origin}${path}`);
  await expect(footer).toContainText('Printed');
  // Light whatever the theme: the page's background is white.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
}

test.describe('print layouts', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('analytics prints without navigation, filters or buttons, with the URL in the footer', async ({
    page,
  }) => {
    const noErrors = watchConsole(page);
    await page.goto('/analysis?days=365');
    await expect(page.getByRole('form', { name: /filters/i })).toBeVisible();
    await expect(page.getByRole('figure').first()).toBeVisible();
    await expect(page.getByTestId('print-footer')).toBeHidden();

    await expectPrintLayout(page, '/analysis?days=365');
    await expect(page.getByRole('button', { name: 'Reset', exact: true })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Epidemic curve' })).toBeVisible();
    // Charts across the page: each figure about as wide as the main column.
    const main = await page.locator('main').boundingBox();
    const figure = await page.getByRole('figure').first().boundingBox();
    expect(figure!.width).toBeGreaterThan(main!.width * 0.8);
    await page.screenshot({ path: `${SHOTS}/analysis.png`, fullPage: true });
    noErrors();
  });

  test('the map prints without its filters and controls, saying what it shows', async ({ page }) => {
    const noErrors = watchConsole(page);
    const disease = await demoDisease(page);
    await page.goto(`/map?disease_id=${disease.id}`);
    await expect(page.locator('path[data-country-code]').first()).toBeAttached({ timeout: 20_000 });

    await expectPrintLayout(page, `/map?disease_id=${disease.id}`);
    await expect(page.getByRole('combobox', { name: 'Disease' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Map over time' })).toBeHidden();
    await expect(page.getByRole('group', { name: 'Download image' })).toBeHidden();
    await expect(page.getByText(`${disease.name} · All time, to `)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/map.png`, fullPage: true });
    noErrors();
  });
});

test('the map downloads as a PNG at twice its size, with its filter, not blank', async ({ page }) => {
  const noErrors = watchConsole(page);
  const disease = await demoDisease(page);
  await page.goto(`/map?disease_id=${disease.id}&days=365`);
  const button = page.getByRole('button', { name: 'Download map image as PNG' });
  await expect(button).toBeEnabled({ timeout: 20_000 });

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^outbreak-map-\d{4}-\d{2}-\d{2}\.png$/);
  const png = readFileSync(await download.path());
  mkdirSync(SHOTS, { recursive: true });
  await download.saveAs(`${SHOTS}/map-image.png`);
  // The PNG signature, then the IHDR chunk's width and height: the 1200 px wide image at 2×.
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect(width).toBe(2400);
  expect(height).toBeGreaterThan(1200);
  expect(height).toBeLessThan(2400);

  // Not blank: drawn in the page, the image has many colours, the bands' among them.
  const colours = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const seen = new Set<string>();
    for (let i = 0; i < data.length; i += 4 * 97) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
    return [...seen];
  }, png.toString('base64'));
  expect(colours.length).toBeGreaterThan(20);
  // The sea (#dbe7f1) and at least one band colour (YlOrRd) are there.
  expect(colours).toContain('219,231,241');
  const bandColours = ['254,217,118', '254,178,76', '253,141,60', '240,59,32', '189,0,38'];
  expect(colours.some((colour) => bandColours.includes(colour))).toBe(true);

  // The SVG of the same view carries the filter in words.
  const [svgDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download map image as SVG' }).click(),
  ]);
  const svg = readFileSync(await svgDownload.path(), 'utf8');
  expect(svg).toContain(disease.name.replace(/&/g, '&amp;'));
  expect(svg).toContain('Outbreak risk by country');
  expect(svg).toContain('Last 365 days: ');
  noErrors();
});
