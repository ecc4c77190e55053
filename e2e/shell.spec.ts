import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, watchConsole } from './support';

test.describe('the app shell', () => {
  test('serves the dashboard with header, navigation and footer under the strict CSP', async ({ page }) => {
    const noErrors = watchConsole(page);
    await page.goto('/');
    await expect(page).toHaveTitle('Dashboard · Outbreak Watch');
    const header = page.getByRole('banner');
    await expect(header.getByText('Outbreak Watch', { exact: true })).toBeVisible();
    await expect(
      header.getByText('An online in-silico intelligence tool for outbreak surveillance'),
    ).toBeVisible();
    await expect(header.getByRole('link', { name: /Report outbreak/i })).toHaveAttribute(
      'href',
      '/reports/add',
    );
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of [
      'Dashboard',
      'Map',
      'Reports',
      'Analysis',
      'Information',
      'Contact',
      'Login',
      'Register',
    ]) {
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('contentinfo').getByText(/© \d{4} Outbreak Watch/)).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Outbreak Watch on LinkedIn' }),
    ).toBeVisible();
    noErrors();
  });

  test('sends unknown paths to the dashboard', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Dashboard · Outbreak Watch');
  });

  test('the information page answers five questions and links onwards', async ({ page }) => {
    const noErrors = watchConsole(page);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Information' }).click();
    await expect(page).toHaveTitle('Information · Outbreak Watch');
    const faqs = page.locator('details');
    await expect(faqs).toHaveCount(5);
    await faqs.first().locator('summary').click();
    await expect(faqs.first()).toHaveAttribute('open', '');
    await expect(page.getByText(/only the reporter’s role is shown publicly/i).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Map' })).toHaveAttribute('href', '/map');
    await expect(page.getByRole('link', { name: 'Report Outbreak' }).last()).toHaveAttribute(
      'href',
      '/reports/add',
    );
    await page.getByRole('link', { name: 'Ask a Question' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    noErrors();
  });

  test('the contact form shows the spec messages and only resets on a valid submit', async ({ page }) => {
    const noErrors = watchConsole(page);
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact · Outbreak Watch');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(3);
    await expect(page.getByText('Email address is required.')).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused();

    await page.getByLabel('Name').fill('Amina Okafor');
    await page.getByLabel('Email').fill('amina@');
    await page.getByLabel('Subject').selectOption('feedback');
    await page.getByLabel('Message').fill('The map helps our district team every morning.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

    await page.getByLabel('Email').fill('amina@example.org');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you.');
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(page.getByText('This field is required')).toHaveCount(0);
    noErrors();
  });

  test('follows the system dark mode', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/information');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
    expect((r ?? 255) + (g ?? 255) + (b ?? 255)).toBeLessThan(150);
    await context.close();
  });

  test('collapses the menu on a phone and works it by keyboard @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    // The loading shell is replaced by the page's own once its code is in: use the menu of the page.
    await expect(page.getByRole('heading', { level: 1, name: 'Outbreak Dashboard' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
    ).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expectNoSidewaysScroll(page);
  });
});

test.describe('the API behind it', () => {
  test('is healthy and serves the reference data, with JSON errors for bad ids', async ({ request }) => {
    expect((await request.get('/api/health')).status()).toBe(200);
    const countries = (await (await request.get('/api/countries')).json()) as unknown[];
    expect(countries).toHaveLength(249);
    const bad = await request.get('/api/countries/abc/states');
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    const missing = await request.get('/api/countries/999999/states');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Country not found.' });
    const docs = await request.get('/api/docs/json');
    expect(docs.status()).toBe(200);
  });
});
