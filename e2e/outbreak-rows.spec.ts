import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support';

/** The first row of Analytics' Recent Outbreaks table, once it is there. */
async function firstRecentRow(page: Page) {
  await page.goto('/analysis');
  const table = page.getByRole('table', { name: 'The ten newest matching outbreaks' });
  const row = table.getByRole('row').nth(1);
  await expect(row).toBeVisible();
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
    await row.scrollIntoViewIfNeeded();
    const cell = await row.getByRole('cell').nth(2).boundingBox();
    expect(cell).not.toBeNull();
    await page.mouse.click((cell?.x ?? 0) + 4, (cell?.y ?? 0) + (cell?.height ?? 0) / 2);
    await expect(page).toHaveURL(new RegExp(`${details}$`));
    noErrors();
  });

  test('from the keyboard, the row’s link opens the details with Enter', async ({ page }) => {
    const row = await firstRecentRow(page);
    const link = row.getByRole('link');
    const details = await link.getAttribute('href');
    await link.focus();
    await expect(link).toBeFocused();
    await expect(link).toHaveAccessibleName(/^View .+, .+$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${details}$`));
  });
});
