import { expect, test, type Page } from '@playwright/test';
import { createOutbreakByApi, DEMO_PASSWORD, uniqueName } from './outbreak-api';
import { watchConsole } from './support';

const ADMIN_EMAIL = 'admin@demo.outbreak-watch.org';

async function signInAsAdmin(page: Page) {
  await page.goto('/auth/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email address').fill(ADMIN_EMAIL);
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

test.describe('administration', () => {
  test('a visitor and a member are kept out of the admin area', async ({ page }) => {
    await page.goto('/admin/outbreaks');
    await expect(page).toHaveURL(/\/auth\/login\?returnUrl=/);
  });

  test('confirm an outbreak in the queue, see it confirmed on its page with the history', async ({
    page,
    request,
  }) => {
    const noErrors = watchConsole(page);
    const disease = uniqueName('Queuefever');
    const outbreak = await createOutbreakByApi(request, { diseaseName: disease, country: 'Ghana' });
    await signInAsAdmin(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Panel' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Reports awaiting verification')).toBeVisible();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outbreaks' }).click();
    await expect(page.getByRole('heading', { name: 'Outbreak verification' })).toBeVisible();

    await page.getByRole('search').getByLabel('Search').fill(disease);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const label = `${disease} in Ghana`;
    await page.getByRole('button', { name: `Confirm ${label}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Outbreak' });
    await expect(dialog).toContainText(label);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${label} has been confirmed.` })).toBeVisible();
    await expect(page.getByText('No reports in this list.')).toBeVisible();

    await page.goto(`/details/${outbreak.id}`);
    // The details page loads several parts at once: give a busy machine time.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(disease, { timeout: 20_000 });
    await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^Confirmed by .+ on /)).toBeVisible();

    // Status change from the review page shows in the history too.
    await page.goto(`/admin/outbreaks/${outbreak.id}`);
    await page.getByLabel('Status').selectOption('contained');
    await page.getByRole('button', { name: 'Change status' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `The status of ${label} is now Contained.` }),
    ).toBeVisible();
    await expect(page.getByText(/^Status changed to Contained by /)).toBeVisible();
    noErrors();
  });

  test('remove a report with a reason; it leaves the public list', async ({ page, request }) => {
    const disease = uniqueName('Removefever');
    const outbreak = await createOutbreakByApi(request, { diseaseName: disease, country: 'Kenya' });
    await signInAsAdmin(page);
    await page.goto(`/admin/outbreaks/${outbreak.id}`);
    await page.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Outbreak' });
    await expect(dialog.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await dialog.getByLabel('Reason').fill('Duplicate of an earlier report.');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`${disease} in Kenya has been removed.`)).toBeVisible();
    expect((await request.get(`/api/outbreaks/${outbreak.id}`)).status()).toBe(404);
  });

  test('the admin menu collapses on a phone @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout only');
    await signInAsAdmin(page);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  });
});
