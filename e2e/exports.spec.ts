import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations } from './axe';
import { DEMO, parseCsv, type ListedOutbreak } from './outbreak-api';
import { expectNoSidewaysScroll, signInAs, watchConsole } from './support';

/*
 * The list's exports from the Reports page. Large exports prepared in the background are left to the
 * server tests: a low EXPORT_SYNC_MAX_ROWS for the journeys' server would turn the other journeys'
 * visitor exports into refusals.
 */

/** The disease of the newest demo report, and the ids the list gives for it, newest first. */
async function newestDisease(page: Page): Promise<{ diseaseId: number; ids: number[] }> {
  const newest = (await (await page.request.get('/api/outbreaks?limit=1')).json()) as {
    outbreaks: ListedOutbreak[];
  };
  const diseaseId = newest.outbreaks[0].disease_id;
  const listed = (await (
    await page.request.get(`/api/outbreaks?disease_id=${diseaseId}&limit=5`)
  ).json()) as {
    outbreaks: ListedOutbreak[];
  };
  return { diseaseId, ids: listed.outbreaks.map((o) => o.id) };
}

/** The ids of the report cards the page shows, in its order. */
async function shownIds(page: Page): Promise<number[]> {
  const links = page.getByRole('article').getByRole('link', { name: /^View Full Report/ });
  await expect(links.first()).toBeVisible({ timeout: 15_000 });
  const hrefs = await links.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('href')),
  );
  return hrefs.map((href) => Number(/\/details\/(\d+)/.exec(href ?? '')?.[1]));
}

/** Clicks an export link and answers the saved file's name and text. */
async function download(page: Page, format: RegExp): Promise<{ name: string; path: string }> {
  const group = page.getByRole('group', { name: 'Export the matching outbreak reports' });
  const downloading = page.waitForEvent('download');
  await group.getByRole('link', { name: format }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), path: await file.path() };
}

test('the filtered Reports list exports as CSV, Excel and GeoJSON, each file the rows the page lists', async ({
  page,
}) => {
  const noErrors = watchConsole(page);
  const { diseaseId, ids } = await newestDisease(page);
  await page.goto(`/reports?disease_id=${diseaseId}`);
  const shown = await shownIds(page);
  const first = shown.slice(0, Math.min(5, ids.length));
  expect(first).toEqual(ids.slice(0, first.length));

  const csv = await download(page, /as CSV$/);
  expect(csv.name).toMatch(/\.csv$/);
  const [header, ...rows] = parseCsv(await readFile(csv.path, 'utf8'));
  const idColumn = header.indexOf('ID');
  expect(rows.slice(0, first.length).map((row) => Number(row[idColumn]))).toEqual(first);

  const xlsx = await download(page, /as Excel \(XLSX\)$/);
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(xlsx.path);
  const sheet = workbook.worksheets[0];
  const headings = (sheet.getRow(1).values as unknown[]).map(String);
  const xlsxId = headings.indexOf('ID');
  const diseaseColumn = headings.indexOf('Disease');
  expect(xlsxId).toBeGreaterThan(0);
  const sheetRows = first.map((_, i) => sheet.getRow(i + 2));
  expect(sheetRows.map((row) => Number(row.getCell(xlsxId).value))).toEqual(first);
  const disease = sheetRows[0].getCell(diseaseColumn).text;
  for (const row of sheetRows) expect(row.getCell(diseaseColumn).text).toBe(disease);
  expect(sheet.rowCount - 1).toBe(rows.length);

  const geojson = await download(page, /as GeoJSON$/);
  expect(geojson.name).toMatch(/\.geojson$/);
  const collection = JSON.parse(await readFile(geojson.path, 'utf8')) as {
    type: string;
    features: { id: number; geometry: { type: string } | null; properties: { disease_name: string } }[];
  };
  expect(collection.type).toBe('FeatureCollection');
  expect(collection.features.slice(0, first.length).map((feature) => feature.id)).toEqual(first);
  for (const feature of collection.features) {
    // A report whose country has no point has no geometry.
    if (feature.geometry) expect(feature.geometry.type).toBe('Point');
    expect(feature.properties.disease_name).toBe(disease);
  }
  expect(collection.features.length).toBe(rows.length);
  noErrors();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Reports page's export links and the notifications page's exports pass axe, ${theme} @phone`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    const { diseaseId } = await newestDisease(page);
    await page.goto(`/reports?disease_id=${diseaseId}`);
    await expect(page.getByRole('group', { name: 'Export the matching outbreak reports' })).toBeVisible();
    await shownIds(page);
    await expectNoAxeViolations(page, `Reports with export links, ${theme}`);
    await expectNoSidewaysScroll(page, `Reports with export links, ${theme}`);

    await signInAs(page, DEMO.reporter.email);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: 'Your exports' })).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page, `Notifications with your exports, ${theme}`);
    await expectNoSidewaysScroll(page, `Notifications with your exports, ${theme}`);
  });
}
