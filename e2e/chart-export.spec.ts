import { mkdir, readFile } from 'node:fs/promises';
import { expect, test, type Download } from '@playwright/test';
import { watchConsole } from './support';

/** Width and height from a PNG's header (the IHDR chunk follows the 8-byte signature). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** A download's content, also kept under /tmp/chart-export for a look. */
async function saved(download: Download): Promise<Buffer> {
  await mkdir('/tmp/chart-export', { recursive: true });
  const path = `/tmp/chart-export/${download.suggestedFilename()}`;
  await download.saveAs(path);
  return readFile(path);
}

test('the epidemic curve downloads as an SVG and a 2x PNG that carry its title, filter and the app name', async ({
  page,
}) => {
  const noErrors = watchConsole(page);
  await page.goto('/analysis?days=365');
  const curve = page.getByRole('region', { name: 'Epidemic curve' });
  const figure = curve.getByRole('figure');
  await expect(figure).toBeVisible({ timeout: 15_000 });
  await figure.getByRole('img').first().scrollIntoViewIfNeeded();
  await expect(curve.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  const title = (await figure.locator('figcaption').innerText()).split('\n')[0];
  const downloads = figure.getByRole('group', { name: `Download ${title}` });

  const [svgFile] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('button', { name: 'SVG' }).click(),
  ]);
  expect(svgFile.suggestedFilename()).toMatch(/^epidemic-curve-by-disease_all-reports_.+\.svg$/);
  const svg = (await saved(svgFile)).toString('utf8');
  expect(svg).toContain(title);
  expect(svg).toContain('Outbreak Watch');
  expect(svg).toContain('All reports');
  const svgWidth = Number(/^<svg[^>]* width="(\d+)"/.exec(svg)?.[1]);
  const svgHeight = Number(/^<svg[^>]* height="(\d+)"/.exec(svg)?.[1]);

  const [pngFile] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('button', { name: 'PNG' }).click(),
  ]);
  expect(pngFile.suggestedFilename()).toMatch(/\.png$/);
  const png = await saved(pngFile);
  // Twice the chart's box (the chart's SVG, plus the margins around it), and twice the SVG's height.
  const box = await curve.locator('.recharts-wrapper > svg').boundingBox();
  const size = pngSize(png);
  expect(size.width).toBe(2 * (Math.round(box!.width) + 32));
  expect(size).toEqual({ width: 2 * svgWidth, height: 2 * svgHeight });
  // Not blank: an empty canvas of that size compresses to a few kilobytes.
  expect(png.length).toBeGreaterThan(30_000);
  noErrors();
});
