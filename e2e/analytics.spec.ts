import { expect, test, type Locator, type Page } from '@playwright/test';
import { createOutbreakByApi, uniqueName } from './outbreak-api';
import { expectNoSidewaysScroll, watchConsole } from './support';

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** The number under a summary card's label. */
function card(page: Page, label: string): Locator {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

async function counter(page: Page): Promise<string> {
  return (await page.getByText(/^(Last \d+ days|All time): \d+/).textContent()) ?? '';
}

test.describe('analytics', () => {
  test('filters change the cards, Reset restores the defaults, and a shared URL reopens the view', async ({
    page,
    request,
    browser,
    playwright,
    baseURL,
  }) => {
    // Two browsers and three API sessions: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const noErrors = watchConsole(page);
    // Two reports of a disease of our own: one ten days ago, one two hundred days ago.
    const disease = uniqueName('Analyticfever');
    const recent = await createOutbreakByApi(request, {
      diseaseName: disease,
      country: 'Kenya',
      date: daysAgo(10),
    });
    // A second session for the second report: the first one's XSRF cookie would need its header.
    const second = await playwright.request.newContext({ baseURL });
    await createOutbreakByApi(second, { diseaseName: disease, country: 'Kenya', date: daysAgo(200) });
    await second.dispose();
    const diseaseId = (recent as typeof recent & { disease_id: number }).disease_id;

    await page.goto('/analysis');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Global Disease Outbreak Analytics' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Analysis/);
    // The first load of the page's data may wait behind journeys filing reports on a busy machine.
    await expect(page.getByText(/^Last 30 days: \d+/)).toBeVisible({ timeout: 15_000 });
    const defaultCounter = await counter(page);

    // Narrowed to our disease: one outbreak in the last 30 days, two in the last year, all unconfirmed.
    await page.getByLabel('Disease', { exact: true }).selectOption(String(diseaseId));
    await expect(page.getByText('Last 30 days: 1 · 1 unconfirmed', { exact: true })).toBeVisible();
    await expect(card(page, 'Contained Outbreaks')).toHaveText('0');
    await page.getByLabel('Time range', { exact: true }).selectOption('365');
    await expect(page.getByText('Last 365 days: 2 · 2 unconfirmed', { exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: 'The ten newest matching outbreaks' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(page).toHaveURL(new RegExp(`/analysis\\?days=365&disease_id=${diseaseId}$`));

    // By ISO week, and the places by region: both kept in the URL; Kenya's reports count for Africa.
    // Controlled by the URL, like the checkbox below: checked once the URL has changed.
    await page.getByRole('radio', { name: 'Week' }).click();
    await expect(page.getByRole('radio', { name: 'Week' })).toBeChecked();
    await page.getByLabel('Places by', { exact: true }).selectOption('region');
    await expect(page).toHaveURL(
      new RegExp(`/analysis\\?days=365&disease_id=${diseaseId}&interval=week&level=region$`),
    );
    await expect(page.getByRole('img', { name: /^Line chart .* per ISO week, 53 weeks/ })).toBeAttached();
    await expect(page.getByRole('img', { name: /top 10 regions: Africa \d/ })).toBeAttached();

    // A shared URL opens the same view in another browser.
    const shared = await browser.newPage();
    await shared.goto(page.url());
    await expect(shared.getByText('Last 365 days: 2 · 2 unconfirmed', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(shared.getByLabel('Time range', { exact: true })).toHaveValue('365');
    await expect(shared.getByRole('radio', { name: 'Week' })).toBeChecked();
    await shared.close();

    // Confirmed reports only: neither of ours counts, and the choice is in the URL.
    // A controlled checkbox that follows the URL: clicked, it turns on once the URL has changed.
    const confirmedOnly = page.getByRole('checkbox', { name: 'Confirmed reports only' });
    await confirmedOnly.click();
    await expect(confirmedOnly).toBeChecked();
    await expect(page).toHaveURL(/[?&]confirmed=true(&|$)/);
    await expect(page.getByText('Last 365 days: 0', { exact: true })).toBeVisible();
    await confirmedOnly.click();
    await expect(confirmedOnly).not.toBeChecked();
    await expect(page.getByText('Last 365 days: 2 · 2 unconfirmed', { exact: true })).toBeVisible();

    // Reset clears the filters and keeps the view.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/analysis\?interval=week&level=region$/);
    await expect(page.getByLabel('Time range', { exact: true })).toHaveValue('30');
    await expect(page.getByLabel('Disease', { exact: true })).toHaveValue('');
    await expect(page.getByText(defaultCounter, { exact: true })).toBeVisible();
    noErrors();
  });

  test('fits a phone screen @phone-only', async ({ page }) => {
    await page.goto('/analysis');
    await expect(page.getByText(/^Last 30 days: \d+/)).toBeVisible({ timeout: 15_000 });
    await expectNoSidewaysScroll(page);
  });
});
