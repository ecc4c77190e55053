import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import {
  createOutbreakByApi,
  DEMO,
  DEMO_OUTBREAKS,
  DEMO_PASSWORD,
  outbreakIds,
  parseCsv,
  uniqueName,
  type ListedOutbreak,
} from './outbreak-api';
import { expectNoSidewaysScroll, watchConsole } from './support';

const CSV_HEADER =
  'ID,Date,Disease,Country,Country code,State,City,Region,Status,Confirmed,Severity,Risk level,' +
  'Severity score,Cases,Deaths,Population at risk,Transmission rate (R0),Attack rate (%),' +
  'Survivability (%),Source,Description,Reporter role,Population,Population year,Cases per 100k,' +
  'Deaths per 100k';

async function signIn(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email address').fill(email);
  // Password inputs are found by name: their labels are shared with the show-password toggles.
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** The value of a term in a details list (`<dt>term</dt><dd>value</dd>`). */
function fact(scope: Locator, term: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

function isOutbreakList(response: Response): boolean {
  const url = new URL(response.url());
  return url.pathname === '/api/outbreaks' && response.request().method() === 'GET';
}

test.describe('outbreaks', () => {
  test('a reporter files a report with a new disease and state, and finds it in the feed and its details', async ({
    page,
  }) => {
    const noErrors = watchConsole(page);
    const disease = uniqueName('Journeyfever');
    const state = uniqueName('Journey State');
    const city = 'Lodwar';

    await page.goto('/auth/login');
    await signIn(page, DEMO.reporter.email);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Lucía' })).toBeVisible();
    await nav.getByRole('link', { name: 'Report Outbreak' }).click();
    await expect(page).toHaveURL(/\/reports\/add$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Report New Disease Outbreak' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Report New Disease Outbreak' });
    // Today is the default, so the report is the newest of all.
    await expect(form.getByLabel('Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Kenya' });
    const stateSelect = form.getByRole('combobox', { name: 'State / province' });
    await expect(stateSelect.locator('option').first()).toHaveText('Not specified');
    await stateSelect.selectOption({ label: 'Add a new state…' });
    await form.getByRole('textbox', { name: 'New state name' }).fill(state);
    await form.getByRole('textbox', { name: 'City' }).fill(city);

    await form
      .getByRole('combobox', { name: 'Disease', exact: true })
      .selectOption({ label: 'Add a new disease…' });
    await form.getByRole('textbox', { name: 'New disease name' }).fill(disease);
    await form.getByRole('textbox', { name: 'Category' }).fill('Vector-borne');
    await form.getByRole('combobox', { name: 'Agent type' }).selectOption({ label: 'Virus' });
    await form
      .getByRole('textbox', { name: 'Disease description' })
      .fill('A mosquito-borne fever first described by this journey.');

    await form.getByRole('spinbutton', { name: 'Number of cases' }).fill('200');
    await form.getByRole('spinbutton', { name: 'Number of deaths' }).fill('50');
    await form.getByRole('spinbutton', { name: 'Population at risk' }).fill('10000');
    await form.getByRole('spinbutton', { name: 'Average secondary cases per case' }).fill('1.5');

    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Fever and rash in two villages after the rains.');
    await form.getByRole('textbox', { name: 'Source' }).fill('County health office bulletin');

    const landed = page.waitForURL(/\/reports\?reported=success$/);
    await form.getByRole('button', { name: 'Submit report' }).click();
    await landed;
    await expect(
      page.getByText('Your outbreak report was submitted. It is marked Unconfirmed until the verification'),
    ).toBeVisible();
    // The confirmation shows once: the query is taken out of the address.
    await expect(page).toHaveURL(/\/reports$/);

    const first = page.getByRole('article').first();
    await expect(first).toHaveAccessibleName(disease);
    await expect(first.getByText(`${state}, Kenya`, { exact: true })).toBeVisible();
    await expect(first.getByText('Unconfirmed')).toBeVisible();
    await expect(first.getByText('Reported by Lucía')).toBeVisible();
    await first.getByRole('link', { name: /^View Full Report/ }).click();

    await expect(page).toHaveURL(/\/details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: disease })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Status' }).getByText('Unconfirmed')).toBeVisible();

    const location = page.getByRole('region', { name: 'Location' });
    await expect(fact(location, 'Country')).toHaveText('Kenya');
    await expect(fact(location, 'State')).toHaveText(state);
    await expect(fact(location, 'City')).toHaveText(city);

    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(fact(summary, 'Cases')).toHaveText('200');
    await expect(fact(summary, 'Deaths')).toHaveText('50');
    await expect(fact(summary, 'Population at risk')).toHaveText('10,000');
    await expect(summary.getByTitle('Transmission rate (R0)')).toHaveText('1.5');
    await expect(summary.getByTitle('Attack rate')).toHaveText('2%');
    await expect(summary.getByTitle('Survivability')).toHaveText('75%');
    await expect(summary.getByText('Fever and rash in two villages after the rains.')).toBeVisible();

    const diseaseInfo = page.getByRole('region', { name: 'Disease Information' });
    await expect(fact(diseaseInfo, 'Category')).toHaveText('Vector-borne');
    await expect(fact(diseaseInfo, 'Agent type')).toHaveText('Virus');
    const source = page.getByRole('region', { name: 'Source Information' });
    await expect(fact(source, 'Source')).toHaveText('County health office bulletin');
    await expect(fact(source, 'Reporter')).toHaveText(DEMO.reporter.name);
    noErrors();
  });

  test('a signed-in user comments on a report, shown as typed; a visitor is asked to sign in', async ({
    page,
    request,
    browser,
  }) => {
    const noErrors = watchConsole(page);
    const outbreak = await createOutbreakByApi(request, {
      diseaseName: uniqueName('Commentpox'),
      country: 'Nigeria',
    });
    const details = `/details/${outbreak.id}`;

    await page.goto(`/auth/login?returnUrl=${encodeURIComponent(details)}`);
    await signIn(page, DEMO.blogger.email);
    await expect(page).toHaveURL(new RegExp(`${details}$`));
    await expect(page.getByRole('heading', { level: 1, name: outbreak.disease_name })).toBeVisible();

    const comments = page.getByRole('region', { name: /^Expert Comments/ });
    await expect(comments.getByRole('heading', { name: 'Expert Comments (0)' })).toBeVisible();
    await expect(comments.getByText('No comments yet.', { exact: false })).toBeVisible();
    const box = comments.getByRole('textbox', { name: 'Add a comment' });
    const post = comments.getByRole('button', { name: 'Post Comment' });
    await expect(post).toBeDisabled();

    const first = `Ward 3 samples were sent to the reference lab (${outbreak.id}).`;
    await box.fill(first);
    await post.click();
    await expect(comments.getByRole('heading', { name: 'Expert Comments (1)' })).toBeVisible();
    const newest = comments.getByRole('article').first();
    await expect(newest).toHaveAccessibleName(`Comment by ${DEMO.blogger.name}`);
    await expect(newest.getByText(first)).toBeVisible();
    await expect(box).toHaveValue('');

    const markup = 'Looks like <b>bold</b> to me';
    await box.fill(markup);
    await post.click();
    await expect(comments.getByRole('heading', { name: 'Expert Comments (2)' })).toBeVisible();
    await expect(comments.getByRole('article')).toHaveCount(2);
    await expect(newest.getByText(markup, { exact: true })).toBeVisible();
    await expect(newest.locator('b')).toHaveCount(0);
    await expect(comments.getByRole('article').nth(1).getByText(first)).toBeVisible();
    noErrors();

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const visitorErrors = watchConsole(visitor);
    await visitor.goto(details);
    const visitorComments = visitor.getByRole('region', { name: /^Expert Comments/ });
    await expect(visitorComments.getByRole('heading', { name: 'Expert Comments (2)' })).toBeVisible();
    await expect(visitorComments.getByText('to add an expert comment.')).toBeVisible();
    await expect(visitorComments.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth/login?returnUrl=${encodeURIComponent(details)}`,
    );
    await expect(visitorComments.getByRole('textbox', { name: 'Add a comment' })).toHaveCount(0);
    await expect(visitorComments.getByText(markup, { exact: true })).toBeVisible();
    visitorErrors();
    await visitorContext.close();
  });

  test('a visitor scrolls the reports feed to its end and sees each report once', async ({
    page,
    request,
  }) => {
    // A dozen pages of cards: slower than the other journeys on a busy machine.
    test.setTimeout(90_000);
    const noErrors = watchConsole(page);
    // Pages after the first follow the previous page's cursor.
    let laterPages = 0;
    page.on('response', (response) => {
      if (isOutbreakList(response) && new URL(response.url()).searchParams.has('cursor')) laterPages += 1;
    });
    const before = await outbreakIds(request);
    expect(before.size).toBeGreaterThanOrEqual(DEMO_OUTBREAKS);

    await page.goto('/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Outbreak Reports' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(30);
    // A report filed now, newer than the first page's last card, moves every later page down by one.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await createOutbreakByApi(request, {
      diseaseName: uniqueName('Feedshift'),
      country: 'Ghana',
      date: yesterday,
    });

    const end = page.getByText('No more outbreak reports to load');
    for (let round = 0; round < 30 && !(await end.isVisible()); round++) {
      const shown = await cards.count();
      await cards.last().scrollIntoViewIfNeeded();
      await expect(cards).not.toHaveCount(shown, { timeout: 10_000 });
    }
    await expect(end).toBeVisible();

    // Other journeys file (and the verification journey removes) reports meanwhile: the feed shows every
    // report that existed when it opened and still exists, and no more than exists now.
    const after = await outbreakIds(request);
    const shown = await cards.count();
    expect(shown).toBeGreaterThanOrEqual([...before].filter((id) => after.has(id)).length);
    expect(shown).toBeLessThanOrEqual(after.size);
    const links = await page
      .getByRole('link', { name: /^View Full Report/ })
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(new Set(links).size, 'reports shown twice').toBe(shown);
    expect(laterPages).toBeGreaterThanOrEqual(Math.ceil(before.size / 30) - 1);
    noErrors();
  });

  test('the dashboard filters by country and exports what it shows as CSV', async ({ page }) => {
    const firstList = page.waitForResponse(isOutbreakList);
    await page.goto('/');
    const newest = ((await (await firstList).json()) as { outbreaks: ListedOutbreak[] }).outbreaks[0];
    expect(newest).toBeDefined();
    const { country_name: country, country_id: countryId } = newest;

    const card = page.getByRole('region', { name: 'Recent Outbreaks' });
    const locations = card.locator('tbody td[data-label="Location"]');
    await expect(locations.first()).toContainText(country);

    await card.getByRole('button', { name: 'Filters' }).click();
    const filters = card.getByRole('form', { name: 'Filter outbreaks' });
    await filters.getByRole('combobox', { name: 'Country' }).selectOption({ label: country });
    const filtered = page.waitForResponse(
      (response) =>
        isOutbreakList(response) &&
        new URL(response.url()).searchParams.get('country_id') === String(countryId),
    );
    await filters.getByRole('button', { name: 'Apply' }).click();
    await filtered;
    await expect(page).toHaveURL(new RegExp(`[?&]country_id=${countryId}(&|$)`));
    await expect(card.getByRole('button', { name: /^Filters\s*, 1 active$/ })).toBeVisible();
    await expect(async () => {
      const texts = await locations.allInnerTexts();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text === country || text.endsWith(`, ${country}`), text).toBe(true);
    }).toPass();

    const exportLink = card.getByRole('link', { name: /^Export .* as CSV$/ });
    await expect(exportLink).toHaveAttribute('href', `/api/outbreaks/export.csv?country_id=${countryId}`);
    const downloading = page.waitForEvent('download');
    await exportLink.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.startsWith(`${CSV_HEADER}\r\n`)).toBe(true);
    const [header, ...rows] = parseCsv(csv);
    const countryColumn = header.indexOf('Country');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThanOrEqual(await locations.count());
    for (const row of rows) expect(row[countryColumn]).toBe(country);
  });

  test('a details page shows its report before the app runs, where the app then shows it @phone', async ({
    browser,
    request,
  }) => {
    const outbreak = await createOutbreakByApi(request, {
      diseaseName: uniqueName('Framefever'),
      country: 'Mongolia',
    });
    const description = 'Filed by the end-to-end journeys.';
    const placeOf = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`/details/${outbreak.id}`);
      // The frame is hidden from assistive technology, so the heading's role is the app's page; the
      // frame alone is found by its text.
      const heading = page.getByRole('heading', { level: 1, name: outbreak.disease_name });
      if (javaScriptEnabled) await expect(heading).toBeVisible();
      else await expect(page.locator('h1')).toHaveText(outbreak.disease_name);
      const text = javaScriptEnabled
        ? page.getByRole('region', { name: 'Summary' }).getByText(description, { exact: true })
        : page.getByText(description, { exact: true });
      await expect(text).toBeVisible();
      const box = await text.boundingBox();
      // Before the app, the frame is there to be seen only: nothing in it takes focus.
      if (!javaScriptEnabled) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      }
      await context.close();
      return box;
    };
    expect(await placeOf(false)).toEqual(await placeOf(true));

    // A report that cannot be read has no frame; the app says why.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/details/2147483647');
    await expect(page.getByText('Outbreak Watch')).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(0);
    await context.close();
  });

  test('fits a phone: dashboard, reports and details without sideways scrolling @phone-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Outbreak Dashboard' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Recent Outbreaks' })
        .getByRole('link', { name: /^View / })
        .first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto('/reports');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSidewaysScroll(page);

    const first = page.getByRole('article').first();
    const disease = await first.getByRole('heading', { level: 2 }).innerText();
    await first.getByRole('link', { name: /^View Full Report/ }).click();
    await expect(page).toHaveURL(/\/details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: disease })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toBeVisible();
    await expect(fact(summary, 'Cases')).toHaveText(/^[\d,]+$/);
    await expect(summary.getByTitle('Transmission rate (R0)')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
