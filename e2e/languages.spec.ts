import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { waitForMail } from './mail';
import { expectNoSidewaysScroll, watchConsole } from './support';

/** The header's language switcher on a wide screen; on a phone the menu holds it. */
async function chooseLanguage(page: Page, current: string, language: string) {
  const switcher = page.getByRole('banner').getByRole('combobox', { name: current });
  if (!(await switcher.first().isVisible())) {
    await page.getByRole('button', { name: /menu/i }).first().click();
  }
  await page
    .getByRole('banner')
    .getByRole('combobox', { name: current })
    .locator('visible=true')
    .selectOption(language);
}

test.describe('languages', () => {
  test('French and Arabic on the sign-in page: texts, lang and dir change, the address stays', async ({
    page,
  }) => {
    const address = '/auth/login?returnUrl=%2Freports%3Fstatus%3Dactive';
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await chooseLanguage(page, 'Language', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveURL(address);
    await expect(page).toHaveTitle('Connexion · Outbreak Watch');

    // The API answers in French too.
    await page.getByLabel('Adresse e-mail').fill('nobody@example.org');
    await page.getByLabel(/^Mot de passe/).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();

    // Remembered: the server's page starts in French, and so does the app.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await chooseLanguage(page, 'Langue', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveURL(address);

    // Mirrored: the logo sits at the right, the header's actions at the left.
    const logo = await page
      .getByRole('banner')
      .getByRole('link', { name: /Outbreak Watch/ })
      .first()
      .boundingBox();
    const report = await page
      .getByRole('banner')
      .getByRole('link', { name: 'الإبلاغ عن فاشية' })
      .boundingBox();
    expect(logo!.x).toBeGreaterThan(report!.x);
    await expectNoSidewaysScroll(page);
  });

  test('switching keeps the page and its filters', async ({ page }) => {
    const noErrors = watchConsole(page);
    await page.goto('/reports?status=active');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await chooseLanguage(page, 'Language', 'es');
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    await expect(page).toHaveURL('/reports?status=active');
    await expect(page).toHaveTitle('Notificaciones · Outbreak Watch');
    noErrors();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`Arabic on a phone in ${colorScheme}: mirrored, no accessibility violations @phone`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 740 },
        colorScheme,
        locale: 'ar',
        extraHTTPHeaders: { 'Accept-Language': 'ar' },
      });
      const page = await context.newPage();
      await page.goto('/auth/login');
      await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `sign-in in Arabic, ${colorScheme}`);

      await page.getByRole('button', { name: 'فتح القائمة' }).click();
      await expect(page.getByRole('combobox', { name: 'اللغة' })).toBeVisible();
      await expectNoAxeViolations(page, `menu in Arabic, ${colorScheme}`);
      await context.close();
    });
  }

  test('a person whose profile language is French receives their mail in French', async ({ request }) => {
    const email = `claire-${Date.now()}@example.org`;
    const password = 'Sturdy-Lantern-42';
    const created = await request.post('/api/register', {
      data: { email, password, first_name: 'Claire', last_name: 'Martin', type: 'regular' },
    });
    expect(created.status()).toBe(201);
    const { access_token: token } = (await created.json()) as { access_token: string };
    // Registering signed in and set the XSRF cookie: a change echoes it, as the app does.
    const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    const chosen = await request.patch('/api/profile/me', {
      headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf?.value ?? '' },
      data: { language: 'fr' },
    });
    expect(chosen.status()).toBe(200);

    // Asked from an English browser: the mail follows the account's language, not the request's.
    const asked = await request.post('/api/forgot-password', {
      headers: { 'accept-language': 'en', 'x-xsrf-token': xsrf?.value ?? '' },
      data: { email },
    });
    expect(asked.status()).toBe(200);
    const mail = await waitForMail(email, (text) => text.includes('/auth/reset-password'));
    expect(mail.text).toContain('Bonjour Claire,');
    expect(mail.text).toContain('Le lien est valable une heure et ne peut être utilisé qu’une fois.');
    expect(mail.raw).toMatch(/<html lang=(3D)?"fr"/);
  });
});
