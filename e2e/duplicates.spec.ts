import { expect, test, type Browser, type Page } from '@playwright/test';
import { createOutbreakByApi, DEMO, uniqueName } from './outbreak-api';
import { expectNoSidewaysScroll, signInAs } from './support';
import { expectNoAxeViolations } from './axe';

/** A country no other journey reports in, so the reports found alike are this journey's own. */
const COUNTRY = 'Peru';

/** Files, through the form, a report of the same outbreak in other words, with the same figures. */
async function fileAlikeReport(page: Page, options: { date: string; disease: string; note?: string }) {
  await page.goto('/reports/add');
  const form = page.getByRole('form', { name: 'Report New Disease Outbreak' });
  await form.getByLabel('Date').fill(options.date);
  await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: COUNTRY });
  await form.getByRole('combobox', { name: 'Disease', exact: true }).selectOption({ label: options.disease });
  await form.getByRole('spinbutton', { name: 'Number of cases' }).fill('40');
  await form.getByRole('spinbutton', { name: 'Number of deaths' }).fill('2');
  await form.getByRole('spinbutton', { name: 'Population at risk' }).fill('4000');
  await form.getByRole('spinbutton', { name: 'Average secondary cases per case' }).fill('0.8');
  await form
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill(`Fever cluster near the river port, told again by a second clinic.${options.note ?? ''}`);
  await form.getByRole('button', { name: 'Submit report' }).click();
  // Filed again once stored, it is an exact repeat of the reporter's own report: refused, not warned.
  const warning = form
    .getByRole('alert')
    .filter({ hasText: /This may be the same outbreak as …|This report was already submitted/ });
  await expect(warning).toBeVisible();
  return warning;
}

/** Browser errors, but for the 409 the warning rests on (Chromium logs every 4xx it fetches). */
function watchErrors(page: Page): () => void {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 409/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return () => expect(problems, 'browser console errors').toEqual([]);
}

test('a report filed twice alike is warned, sent anyway, merged by an admin, and its page shows the survivor', async ({
  browser,
  request,
}) => {
  const disease = uniqueName('Twinfever');
  const date = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  const first = await createOutbreakByApi(request, { diseaseName: disease, country: COUNTRY, date });

  // The reporter files the same outbreak again, in other words but with the same figures.
  const reporterContext = await browser.newContext();
  const page = await reporterContext.newPage();
  const reporterErrors = watchErrors(page);
  await signInAs(page, DEMO.reporter.email);
  const warning = await fileAlikeReport(page, { date, disease });
  await expect(warning.getByText('This may be the same outbreak as …')).toBeVisible();
  await expect(warning.getByRole('link', { name: `${disease} in ${COUNTRY}` })).toHaveAttribute(
    'href',
    `/details/${first.id}`,
  );
  await expect(warning.getByText('Same figures')).toBeVisible();
  await expect(
    warning.getByRole('link', { name: `Add a comment to report #${first.id} instead` }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/reports\/add$/);

  const landed = page.waitForURL(/\/reports\?reported=success$/);
  await warning.getByRole('button', { name: 'Submit anyway' }).click();
  await landed;
  const { disease_id: diseaseId } = (await (await request.get(`/api/outbreaks/${first.id}`)).json()) as {
    disease_id: number;
  };
  const listed = (await (await request.get(`/api/outbreaks?disease_id=${diseaseId}`)).json()) as {
    outbreaks: { id: number }[];
  };
  const second = listed.outbreaks.map((o) => o.id).find((id) => id !== first.id)!;
  expect(listed.outbreaks).toHaveLength(2);
  reporterErrors();
  await reporterContext.close();

  // The admin sees both in the queue as each other's duplicates and merges the second into the first.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminErrors = watchErrors(admin);
  await signInAs(admin, DEMO.admin.email);
  await admin.goto('/admin/outbreaks');
  await admin.getByRole('search').getByLabel('Search').fill(disease);
  await admin.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByText('1 possible duplicate:')).toHaveCount(2);
  await admin.getByRole('link', { name: `#${first.id}, ${disease} in ${COUNTRY}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/outbreaks/${first.id}$`));
  await admin.goto(`/admin/outbreaks/${second}`);

  const card = admin.getByRole('region', { name: 'Possible duplicates' });
  await expect(card.getByRole('link', { name: `${disease} in ${COUNTRY}` })).toHaveAttribute(
    'href',
    `/admin/outbreaks/${first.id}`,
  );
  await card.getByRole('button', { name: 'Merge…' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Merge Duplicate' });
  await expect(dialog.getByRole('radio', { name: new RegExp(`^#${first.id} · `) })).toBeChecked();
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/outbreaks/${first.id}$`));
  await expect(
    admin.getByText(`Report #${second} was merged into this report (#${first.id}).`),
  ).toBeVisible();
  await expect(
    admin.getByText(new RegExp(`^Duplicate report #${second} merged into this one by`)),
  ).toBeVisible();

  // The merged report's address now shows the report it was merged into.
  await admin.goto(`/details/${second}`);
  await expect(admin).toHaveURL(new RegExp(`/details/${first.id}$`));
  await expect(admin.getByRole('heading', { level: 1, name: disease })).toBeVisible();
  await expect(admin.getByText('Filed by the end-to-end journeys.')).toBeVisible();
  adminErrors();
  await adminContext.close();
});

/** A signed-in page at this width and theme. */
async function pageAs(browser: Browser, email: string, width: number, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, email);
  return { context, page };
}

async function expectNoViolations(page: Page, where: string) {
  await expectNoAxeViolations(page, `${where}: axe violations`);
  await expectNoSidewaysScroll(page, where);
}

test('the warning, the review page’s duplicates and the merge dialog pass axe in both themes, at 1280 and 375 px', async ({
  browser,
  request,
}) => {
  // Eight sign-ins and twelve axe checks.
  test.setTimeout(240_000);
  const disease = uniqueName('Axefever');
  const date = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
  const first = await createOutbreakByApi(request, { diseaseName: disease, country: COUNTRY, date });
  const views = [1280, 375].flatMap((width) =>
    (['light', 'dark'] as const).map((scheme) => ({ width, scheme })),
  );
  let second: number | null = null;
  for (const { width, scheme } of views) {
    const { context, page } = await pageAs(browser, DEMO.reporter.email, width, scheme);
    // Each in words of its own, so that each is warned of rather than refused as a repeat.
    const warning = await fileAlikeReport(page, { date, disease, note: ` Seen at ${width} px, ${scheme}.` });
    await expect(warning.getByText('This may be the same outbreak as …')).toBeVisible();
    await expectNoViolations(page, `form @${width} ${scheme}`);
    if (second === null) {
      await warning.getByRole('button', { name: 'Submit anyway' }).click();
      await expect(page.getByText('Your outbreak report was submitted.')).toBeVisible();
      const listed = (await (
        await request.get(`/api/outbreaks?q=${encodeURIComponent(disease)}`)
      ).json()) as {
        outbreaks: { id: number }[];
      };
      second = listed.outbreaks.map((o) => o.id).find((id) => id !== first.id) ?? null;
    }
    await context.close();
  }
  expect(second).not.toBeNull();
  for (const { width, scheme } of views) {
    const { context, page } = await pageAs(browser, DEMO.admin.email, width, scheme);
    await page.goto(`/admin/outbreaks/${second}`);
    const card = page.getByRole('region', { name: 'Possible duplicates' });
    await expect(card.getByRole('link', { name: `${disease} in ${COUNTRY}` })).toBeVisible();
    await expectNoViolations(page, `review @${width} ${scheme}`);
    await card.getByRole('button', { name: 'Merge…' }).click();
    await expect(page.getByRole('dialog', { name: 'Merge Duplicate' })).toBeVisible();
    await expectNoViolations(page, `merge dialog @${width} ${scheme}`);
    await context.close();
  }
});
