import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support';

/** The first row of Analytics' Recent Outbreaks table, once it is there. */
async function firstRecentRow(page: Page) {
  await page.goto('/analysis');
  const table = page.getByRole('table', { name: 'The ten newest matching outbreaks' });
  const row = table.getByRole('row').nth(1);
  // The first load of the page's data may wait behind journeys filing reports on a busy machine.
  await expect(row).toBeVisible({ timeout: 15_000 });
  return row;
}

test.describe('Recent Outbreaks rows @phone', () => {
  test('a click anywhere on a row opens its details, and the row holds one link', async ({ page }) => {
    const noErrors = watchConsole(page);
    const row = await firstRecentRow(page);
    const link = row.getByRole('link');
    await expect(link).toHaveCount(1);
    const details = await link.getAttribute('href');
    expect(details).toMatch(/^\/details\/\d+$/);

    // The disease's cell is text, not a link, and a plain click on it opens the report it belongs to.
    // The click is placed when it is made (charts above may still move the table), on the row of that
    // report (journeys filing reports meanwhile may add rows above it); `force`, because the point is
    // meant to land on the row's stretched link, not on the cell itself.
    const sameRow = page.getByRole('row').filter({ has: page.locator(`a[href="${details}"]`) });
    // The charts above draw after the table: the row is clicked once it stays where it is.
    await expect(async () => {
      const before = await sameRow.boundingBox();
      await page.waitForTimeout(250);
      expect(await sameRow.boundingBox()).toEqual(before);
    }).toPass({ timeout: 10_000 });
    await sameRow
      .getByRole('cell')
      .nth(2)
      .click({ position: { x: 4, y: 8 }, force: true });
    await expect(page).toHaveURL(new RegExp(`${details}$`));
    noErrors();
  });

  test('from the keyboard, the row’s link opens the details with Enter', async ({ page }) => {
    const row = await firstRecentRow(page);
    const details = await row.getByRole('link').getAttribute('href');
    // The link of that report, wherever rows filed meanwhile by other journeys move it.
    const link = page
      .getByRole('table', { name: 'The ten newest matching outbreaks' })
      .locator(`a[href="${details}"]`);
    await link.focus();
    await expect(link).toBeFocused();
    await expect(link).toHaveAccessibleName(/^View .+, .+$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${details}$`));
  });
});
