import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, uniqueName } from './outbreak-api';
import { watchConsole } from './support';

/**
 * The journey plants its own signal: a disease of its own in Chile, reported about once a week for ten
 * weeks and then six times in one week. Every detection method flags that week, for reports and cases.
 */
const COUNTRY = { name: 'Chile', code: '152' };
/** Reports per week, from eleven weeks ago to two weeks ago. */
const HISTORY = [1, 0, 1, 1, 0, 1, 1, 0, 1, 1];
const JUMP = 6;

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** Files the reports as the demo reporter (one session) and returns the new disease's id. */
async function plantSignal(request: APIRequestContext, disease: string): Promise<number> {
  const login = await request.post('/api/login', {
    data: { email: DEMO.reporter.email, password: DEMO_PASSWORD },
  });
  expect(login.status(), 'demo sign-in').toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf };
  const countries = (await (await request.get('/api/countries')).json()) as { id: number; name: string }[];
  const countryId = countries.find((c) => c.name === COUNTRY.name)!.id;

  // Last week holds the jump: the current week may have begun today, and today's reports belong to
  // another journey.
  const dates = [
    ...HISTORY.flatMap((count, i) => Array<string>(count).fill(daysAgo(7 * (HISTORY.length + 1 - i)))),
    ...Array<string>(JUMP).fill(daysAgo(7)),
  ];
  let diseaseId: number | null = null;
  for (const [i, date] of dates.entries()) {
    const created: APIResponse = await request.post('/api/outbreaks', {
      headers,
      data: {
        date,
        country_id: countryId,
        state_id: null,
        state_name: null,
        city: null,
        disease_id: diseaseId,
        disease_name: diseaseId === null ? disease : null,
        disease_category: diseaseId === null ? 'Test' : null,
        disease_agent_type: diseaseId === null ? 'virus' : null,
        disease_description: null,
        // Each a report of its own, past the possible-duplicates warning.
        description: `Filed by the signals journey (${i + 1}).`,
        source: null,
        question_answers: { cases: 40, deaths: 2, population_at_risk: 4000, secondary_cases: 0.8 },
        submit_anyway: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    diseaseId ??= ((await created.json()) as { disease_id: number }).disease_id;
  }
  return diseaseId!;
}

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const problems = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(problems, label).toEqual([]);
}

test.describe('signals', () => {
  test('a planted rise appears on the Signals page with its chart, and on the map', async ({
    page,
    request,
  }) => {
    // Detection runs in the background every 15 s after a change: planting and waiting take a while.
    test.setTimeout(150_000);
    const noErrors = watchConsole(page);
    const disease = uniqueName('Signalfever');
    const diseaseId = await plantSignal(request, disease);
    await expect
      .poll(
        async () => {
          const response = await request.get(`/api/signals?disease_id=${diseaseId}`);
          return ((await response.json()) as { signals: unknown[] }).signals.length;
        },
        { message: 'the background detection finds the planted rise', timeout: 60_000, intervals: [2_000] },
      )
      .toBeGreaterThan(0);

    await page.goto('/signals');
    await expect(page.getByRole('heading', { level: 1, name: 'Signals' })).toBeVisible();
    await expect(page).toHaveTitle(/^Signals · /);
    await page.getByLabel('Disease', { exact: true }).selectOption(String(diseaseId));
    await page.getByLabel('Measure', { exact: true }).selectOption('reports');
    await expect(page).toHaveURL(new RegExp(`/signals\\?disease_id=${diseaseId}&measure=reports$`));
    const table = page.getByRole('table', { name: /Current signals/ });
    const series = table.getByRole('link', { name: `${COUNTRY.name} × ${disease}` });
    await expect(series.first()).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText(String(JUMP));

    await series.first().click();
    const heading = page.getByRole('heading', {
      level: 2,
      name: new RegExp(`^${COUNTRY.name} × ${disease}, week of`),
    });
    await expect(heading).toBeFocused();
    const chart = page.getByRole('img', { name: /Bar chart of reports per ISO week .* alarm week/ });
    await expect(chart).toBeVisible({ timeout: 15_000 });
    // Charts are drawn when they come near the screen.
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await page.getByText('Show data table').click();
    const data = page.getByRole('table', {
      name: new RegExp(`^Reports per week: ${COUNTRY.name} × ${disease}`),
    });
    await expect(data.getByRole('row').last()).toContainText('Alarm');
    const reports = page.getByRole('table', { name: /Reports of the week of/ });
    await expect(reports.getByRole('row')).toHaveCount(JUMP + 1);
    await expect(reports.getByRole('link').first()).toHaveAttribute('href', /^\/details\/\d+$/);

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoAxeViolations(page, `/signals with a signal open in ${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // The map outlines the country and its panel names the signal.
    await page.goto(`/map?disease_id=${diseaseId}`);
    const shape = page.locator(`path[data-country-code="${COUNTRY.code}"]`);
    await expect(shape).toHaveAttribute('stroke-dasharray', /\d/, { timeout: 15_000 });
    const list = page.getByRole('region', { name: 'Countries with outbreaks' });
    await expect(list.getByRole('button', { name: new RegExp(`^${COUNTRY.name}`) })).toContainText('Signal');
    await list.getByRole('button', { name: new RegExp(`^${COUNTRY.name}`) }).click();
    const panel = page.getByRole('region', { name: `Outbreak metrics for ${COUNTRY.name}` });
    await expect(panel.getByRole('region', { name: 'Current signals' })).toContainText(disease);
    await panel.getByRole('link', { name: `See the signals of ${COUNTRY.name}` }).click();
    await expect(page).toHaveURL(/\/signals\?country_id=\d+$/);
    await expect(page.getByRole('link', { name: `${COUNTRY.name} × ${disease}` }).first()).toBeVisible();
    noErrors();
  });

  test('the Signals page fits a phone and passes axe in both themes @phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/signals');
      await expect(page.getByRole('heading', { level: 1, name: 'Signals' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      const first = page
        .getByRole('table', { name: /Current signals/ })
        .getByRole('link')
        .first();
      if ((await first.count()) > 0) {
        await first.click();
        await expect(page.getByRole('img', { name: /Bar chart/ })).toBeVisible({ timeout: 15_000 });
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `/signals at 375 px in ${scheme}`);
    }
  });
});
