import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { createOutbreakByApi, uniqueName } from './outbreak-api';
import { expectNoSidewaysScroll, signInAsAdmin, watchConsole } from './support';

/** A country few other journeys report in, so the map's list for the import's disease is its own. */
const COUNTRY = 'Botswana';
const ROWS = 30;
/** Rows of the file (the header being row 1) the check refuses: two dates no calendar has, one unknown country. */
const BAD_DATE_ROWS = [6, 18];
const UNKNOWN_COUNTRY_ROW = 12;
/** Rows of one disease and country closer than the duplicate rule's fortnight would be alike (DUPLICATE_RULE). */
const DAYS_APART = 15;

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A ministry's list as a CSV: "Reported on" and "Nation" are headers no field is named after, so the
 * admin maps them by hand; the disease, cases and deaths map themselves.
 */
function ministryCsv(disease: string, note: string): string {
  const lines = ['Reported on,Nation,Disease,Cases,Deaths,Notes'];
  for (let index = 0; index < ROWS; index++) {
    const row = index + 2;
    const date =
      BAD_DATE_ROWS[0] === row
        ? '2026-02-31'
        : BAD_DATE_ROWS[1] === row
          ? 'next week'
          : daysAgo(2 + index * DAYS_APART);
    const country = row === UNKNOWN_COUNTRY_ROW ? 'Atlantis' : COUNTRY;
    lines.push(`${date},${country},${disease},${10 + index},${index % 3},"${note}, line ${row}"`);
  }
  return `${lines.join('\n')}\n`;
}

/** Uploads the file from the imports list and waits for its page. */
async function uploadCsv(page: Page, name: string, csv: string) {
  await page.goto('/admin/imports');
  await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
  await page
    .getByLabel('Import a file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('heading', { level: 1, name: `Import of ${name}` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/imports\/\d+$/);
}

/** Maps the two columns whose headers suggested nothing, and checks the whole file. */
async function mapAndCheck(page: Page) {
  await expect(page.getByLabel('Disease (required)')).toHaveValue('Disease');
  await expect(page.getByLabel('Cases', { exact: true })).toHaveValue('Cases');
  await page.getByLabel('Date (required)').selectOption('Reported on');
  await page.getByLabel('Country (required)').selectOption('Nation');
  await expect(page.getByRole('button', { name: /^Import \d+ rows$/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Check the whole file' }).click();
  await expect(
    page.getByText(
      `Of ${ROWS} rows, ${ROWS - 3} would be added, 0 updated, 0 skipped as duplicates and 3 refused.`,
    ),
  ).toBeVisible();
}

test.describe('importing a file', () => {
  test('an admin uploads a CSV, maps two columns by hand, sees the refusals, runs it and finds the outbreaks on the map and in the reports list', async ({
    page,
    request,
  }) => {
    test.slow();
    const noErrors = watchConsole(page);
    // A disease of the journey's own (a report filed through the API creates it), so its counts are the import's.
    const disease = uniqueName('Importpox');
    const known = await createOutbreakByApi(request, {
      diseaseName: disease,
      country: COUNTRY,
      date: '2019-03-14',
    });
    const note = uniqueName('Ministry list');

    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Imports' }).click();
    await uploadCsv(page, 'ministry-list.csv', ministryCsv(disease, note));
    await expect(page.locator('[aria-current="step"]')).toHaveText('1. Map columns');
    await expect(page.getByRole('table', { name: "The file's first rows" })).toContainText('Reported on');

    // A mapping saved, chosen, then deleted after the confirmation.
    const saved = uniqueName('Ministry mapping');
    await page.getByLabel('Save this mapping as…').fill(saved);
    await page.getByRole('button', { name: 'Save mapping' }).click();
    await expect(page.getByText(`Mapping "${saved}" saved.`)).toBeVisible();
    await page.getByLabel('Use a saved mapping').selectOption({ label: saved });
    await page.getByRole('button', { name: `Delete the saved mapping "${saved}"` }).click();
    await page
      .getByRole('dialog', { name: 'Delete saved mapping' })
      .getByRole('button', { name: 'Delete mapping' })
      .click();
    await expect(page.getByText(`Mapping "${saved}" deleted.`)).toBeVisible();
    await expect(page.getByLabel('Use a saved mapping').getByRole('option', { name: saved })).toHaveCount(0);

    await mapAndCheck(page);
    await expect(page.locator('[aria-current="step"]')).toHaveText('2. Check (dry run)');
    const refusals = page.getByRole('table', { name: 'Refused rows' });
    for (const row of [...BAD_DATE_ROWS, UNKNOWN_COUNTRY_ROW])
      await expect(refusals.getByRole('row').filter({ hasText: new RegExp(`^${row}`) })).toBeVisible();
    await expect(page.getByRole('table', { name: 'The first rows as they would be stored' })).toContainText(
      COUNTRY,
    );
    await expect(page.getByLabel('Country "Atlantis" means')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all refusals (CSV)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `the checked import, ${colorScheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('button', { name: `Import ${ROWS - 3} rows` }).click();
    // A small file may be done before the first poll: the bar shows while it runs, the result after.
    const bar = page.getByRole('progressbar', { name: 'Import progress' });
    const result = page.getByText(`${ROWS - 3} added, 3 refused`, { exact: true });
    await expect(bar.or(result)).toBeVisible();
    if (await bar.isVisible())
      await expect(page.getByText(new RegExp(`of ${ROWS - 3} rows|of ${ROWS} rows`))).toBeVisible();
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[aria-current="step"]')).toHaveText('3. Run');
    await expect(page.getByRole('button', { name: 'Undo the import' })).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `the finished import, ${colorScheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // The list shows it, newest first, with its result in words.
    await page.getByRole('link', { name: 'Back to the imports' }).click();
    const listed = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'ministry-list.csv' }) })
      .first();
    await expect(listed.getByRole('link', { name: 'ministry-list.csv' })).toBeVisible();
    await expect(listed).toContainText(`${ROWS - 3} added, 3 refused`);
    await expect(listed.getByText('Done', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'the imports list');
    await listed.getByRole('link', { name: 'ministry-list.csv' }).click();

    // In the reports list, narrowed to the import: its reports only, under a chip naming the file.
    await page.getByRole('link', { name: 'See its reports in the reports list' }).click();
    await expect(page).toHaveURL(/\/reports\?import=\d+$/);
    await expect(page.getByText('Imported from ministry-list.csv')).toBeVisible();
    await expect(page.getByText(`${ROWS - 3} reports`, { exact: true })).toBeVisible({ timeout: 15_000 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `the reports of the import, ${colorScheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    // Without the chip: the imported reports and the one filed before.
    await page.getByRole('button', { name: 'Remove the filter: Imported from ministry-list.csv' }).click();
    await expect(page).not.toHaveURL(/import=/);
    await page.getByLabel('Search reports').fill(disease);
    await page.getByLabel('Search reports').press('Enter');
    await expect(page.getByText(`${ROWS - 3 + 1} reports`, { exact: true })).toBeVisible({ timeout: 15_000 });

    // On the map, filtered by the disease: its one country.
    await page.goto(`/map?disease_id=${known.disease_id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Outbreak Map' })).toBeVisible();
    const countries = page.getByRole('region', { name: 'Countries with outbreaks' });
    await expect(countries.getByRole('button')).toHaveCount(1);
    await expect(countries.getByRole('button', { name: new RegExp(`^${COUNTRY}`) })).toBeVisible();
    noErrors();
  });

  test('the import screens fit a phone without sideways scrolling @phone', async ({ page, request }) => {
    test.slow();
    const noErrors = watchConsole(page);
    const disease = uniqueName('Importphone');
    await createOutbreakByApi(request, { diseaseName: disease, country: COUNTRY, date: '2019-03-14' });
    await signInAsAdmin(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await uploadCsv(page, 'phone-list.csv', ministryCsv(disease, uniqueName('Phone list')));
    await expectNoSidewaysScroll(page, 'mapping at 375 px');
    await mapAndCheck(page);
    await expectNoSidewaysScroll(page, 'check results at 375 px');
    await expectNoAxeViolations(page, 'the checked import on a phone, dark');
    await page.goto('/admin/imports');
    await expect(page.getByRole('link', { name: 'phone-list.csv' }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'imports list at 375 px');
    noErrors();
  });
});
