import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { createOutbreakByApi, uniqueName } from './outbreak-api';
import { expectNoSidewaysScroll, signInAsAdmin, watchConsole } from './support';

test.describe('the DHIS2 exchange', () => {
  test('an admin maps a country and a disease, then downloads the week as dataValueSets JSON', async ({
    page,
    request,
  }) => {
    test.slow();
    const noErrors = watchConsole(page);
    // 40 cases and 2 deaths on 2019-03-14, in ISO week 11 of 2019, of a disease nobody else reports.
    const outbreak = await createOutbreakByApi(request, {
      diseaseName: uniqueName('Exchangepox'),
      country: 'Iceland',
      date: '2019-03-14',
    });

    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'DHIS2 exchange' })
      .click();
    await expect(page).toHaveURL(/\/admin\/exchange$/);
    await expect(page.getByRole('heading', { level: 1, name: 'DHIS2 exchange' })).toBeVisible();

    await page.getByRole('button', { name: 'Add a country' }).click();
    await page
      .getByLabel(/^Country \d+$/)
      .last()
      .selectOption({ label: 'Iceland' });
    await page
      .getByLabel(/^Organisation unit UID \d+$/)
      .last()
      .fill('IsLand12345');
    await page.getByRole('button', { name: 'Add a disease' }).click();
    await page
      .getByLabel(/^Disease \d+$/)
      .last()
      .selectOption({ label: outbreak.disease_name });
    await page
      .getByLabel(/^Cases data element UID \d+$/)
      .last()
      .fill('CaseUid0001');
    await page
      .getByLabel(/^Deaths data element UID \d+/)
      .last()
      .fill('DeathUid001');
    await page.getByRole('button', { name: 'Save the mapping' }).click();
    await expect(page.getByText('The mapping is saved.')).toBeVisible();

    await page.getByLabel('Week', { exact: true }).fill('2019-W11');
    await expect(page.getByText(/values? in 1 week\./)).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('dhis2-2019W11.json');
    const document = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      dataValues: { dataElement: string; period: string; orgUnit: string; value: string }[];
    };
    expect(document.dataValues).toContainEqual({
      dataElement: 'CaseUid0001',
      period: '2019W11',
      orgUnit: 'IsLand12345',
      value: '40',
    });
    expect(document.dataValues).toContainEqual({
      dataElement: 'DeathUid001',
      period: '2019W11',
      orgUnit: 'IsLand12345',
      value: '2',
    });

    for (const colorScheme of ['light', 'dark'] as const)
      for (const width of [1280, 375]) {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 900 });
        await expectNoSidewaysScroll(page, `DHIS2 exchange at ${width} px`);
        await expectNoAxeViolations(page, `DHIS2 exchange, ${colorScheme}, ${width} px`);
      }
    noErrors();
  });
});
