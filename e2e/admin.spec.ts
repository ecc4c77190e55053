import { expect, test } from '@playwright/test';
import { createOutbreakByApi, uniqueName } from './outbreak-api';
import { expectNoSidewaysScroll, signInAsAdmin, watchConsole } from './support';

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

  test('create, rename and delete a title with the spec texts and busy states', async ({ page }) => {
    const noErrors = watchConsole(page);
    const name = uniqueName('Dr Field');
    await signInAsAdmin(page);
    await page.goto('/admin/titles');
    await expect(page.getByRole('heading', { name: 'Manage Titles' })).toBeVisible();
    await page.getByRole('link', { name: 'Create Title' }).click();

    // The server's rule, on the client: too short is refused inline, and Save stays disabled (spec §5).
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.getByLabel('Name').fill('x');
    await page.getByLabel('Name').blur();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

    await page.getByLabel('Name').fill(name);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/titles', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await expect(page.getByText('Title created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/titles$/, { timeout: 10_000 });
    await page.unroute('**/api/admin/titles');

    await page.getByRole('link', { name: `Edit title ${name}` }).click();
    await expect(page.getByRole('heading', { name: /^Edit Title #\d+$/ })).toBeVisible();
    await page.getByLabel('Name').fill(`${name} (renamed)`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Title updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/titles$/, { timeout: 10_000 });

    await page.getByRole('button', { name: `Delete title ${name} (renamed)` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Title' });
    await expect(dialog).toContainText(`Are you sure you want to delete the title "${name} (renamed)" (ID: `);
    await expect(dialog).toContainText('This action cannot be undone.');
    let releaseDelete!: () => void;
    const deleteHeld = new Promise<void>((resolve) => (releaseDelete = resolve));
    await page.route('**/api/admin/titles/*', async (route) => {
      if (route.request().method() === 'DELETE') await deleteHeld;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    releaseDelete();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: `${name} (renamed)` })).toHaveCount(0);

    await page.goto('/admin/titles/abc/edit');
    await expect(page.getByText('Invalid or missing Title ID in URL.')).toBeVisible();
    noErrors();
  });

  test('a question with min not below max is refused', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/questions');
    await expect(page.getByRole('heading', { name: 'Manage Outbreak Questions' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit question deaths' }).click();
    await expect(page.getByPlaceholder('Enter question key')).toHaveValue('deaths');
    await page.getByLabel('Min Value').fill('50');
    await page.getByLabel('Max Value').fill('50');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Minimum value must be less than maximum value')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/questions\/\d+\/edit$/);
  });

  test('suspend a user; they are refused at sign-in until unsuspended', async ({
    page,
    browser,
    request,
  }) => {
    // A member of its own, so no other journey signs in as someone this one suspends.
    const email = `suspend.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
    const password = 'Mindful-Heron-58';
    const lastName = uniqueName('Okoro').replace(' ', '');
    const name = `Chidi ${lastName}`;
    const registered = await request.post('/api/register', {
      data: { email, password, type: 'regular', first_name: 'Chidi', last_name: lastName },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    await signInAsAdmin(page);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await page.getByLabel('Search users').fill(email);
    await page.getByRole('button', { name: `Suspend ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Suspend' });
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText(`${name} has been suspended.`)).toBeVisible();

    const signIn = async () => {
      const other = await browser.newPage();
      await other.goto('/auth/login');
      const form = other.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email address').fill(email);
      await form.locator('input[name="password"]').fill(password);
      await form.getByRole('button', { name: 'Sign in' }).click();
      return other;
    };
    const refused = await signIn();
    await expect(refused.getByText('This account has been suspended.', { exact: false })).toBeVisible();
    await refused.close();

    await page.getByRole('button', { name: `Unsuspend ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Unsuspend' })
      .getByRole('button', { name: 'Unsuspend' })
      .click();
    await expect(page.getByText(`${name} has been unsuspended.`)).toBeVisible();
    const admitted = await signIn();
    await expect(admitted).not.toHaveURL(/\/auth\/login/);
    await admitted.close();
  });

  test.describe('on a phone', () => {
    // Always at phone size, in whichever project runs it.
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test('the admin menu collapses and the audit log fits without sideways scrolling', async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/admin/settings');
      await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Admin' });
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: 'Admin menu' }).click();
      await nav.getByRole('link', { name: 'Audit log' }).click();
      await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
});
