import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, uniqueName } from './outbreak-api';
import { expectNoAxeViolations } from './axe';
import { plantedSignalId, plantSignal } from './signal-api';
import { watchConsole } from './support';

const COUNTRY = 'Uruguay';

test.describe('signal triage', () => {
  test('an admin discards a signal on its own page; it leaves the public list, and its link still opens for the admin', async ({
    page,
    browser,
    request,
  }) => {
    // Detection runs in the background every 15 s after a change: planting and waiting take a while.
    test.setTimeout(150_000);
    const noErrors = watchConsole(page);
    const disease = uniqueName('Triagefever');
    const diseaseId = await plantSignal(request, disease, COUNTRY);
    const id = await plantedSignalId(request, diseaseId);
    const heading = page.getByRole('heading', {
      level: 1,
      name: new RegExp(`^${COUNTRY} × ${disease}, week of`),
    });

    // A visitor's link to the signal opens it, and a reload keeps it.
    await page.goto(`/signals/${id}`);
    await expect(heading).toBeVisible();
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.getByRole('region', { name: 'Triage' })).toHaveCount(0);

    await page.goto('/auth/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email address').fill(DEMO.admin.email);
    await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);

    await page.goto(`/signals/${id}`);
    await expect(heading).toBeVisible();
    // The page with its triage form passes axe on a phone, in both themes.
    await page.setViewportSize({ width: 375, height: 740 });
    // The chart is drawn when it comes near the screen: it is part of what is checked.
    await page.getByRole('img', { name: /Bar chart/ }).scrollIntoViewIfNeeded();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `a signal's page for an admin at 375 px in ${colorScheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    const triage = page.getByRole('region', { name: 'Triage' });
    await triage.getByRole('radio', { name: 'Discarded' }).check();
    await triage.getByRole('button', { name: 'Mark discarded' }).click();
    await expect(triage.getByRole('alert')).toHaveText('Please give a reason.');
    await triage.getByLabel(/Reason/).fill('The reports of one clinic, filed late in one batch.');
    await triage.getByRole('button', { name: 'Mark discarded' }).click();
    await expect(triage).toContainText('Discarded by');
    await expect(page.getByText('Discarded', { exact: true }).first()).toBeVisible();
    // The admin's own link still opens it, after a reload too.
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.getByRole('region', { name: 'Triage' })).toContainText(
      'The reports of one clinic, filed late in one batch.',
    );

    // Gone from the public list (the API and the page), and its link answers "not found" to visitors.
    const listed = (await (await request.get(`/api/signals?disease_id=${diseaseId}`)).json()) as {
      signals: { id: number }[];
    };
    expect(listed.signals.map((signal) => signal.id)).not.toContain(id);
    const visitor = await browser.newPage();
    await visitor.goto(`/signals?disease_id=${diseaseId}`);
    // The disease's own series (all countries) still has its signal; the discarded one is gone.
    const table = visitor.getByRole('table', { name: /Current signals/ });
    await expect(table.getByRole('link', { name: `${disease} (all countries)` })).toBeVisible();
    await expect(table.getByRole('link', { name: `${COUNTRY} × ${disease}` })).toHaveCount(0);
    await visitor.goto(`/signals/${id}`);
    await expect(visitor.getByRole('alert')).toContainText('Signal not found.');
    await visitor.close();
    noErrors();
  });
});
