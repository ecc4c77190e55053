import { expect, test, type Browser, type Page } from '@playwright/test';
import { createOutbreakByApi, DEMO, uniqueName } from './outbreak-api';
import { signInAs } from './support';

const ADMIN_EMAIL = 'admin@demo.outbreak-watch.org';

/** Yesterday (UTC), so the report sits among the newest in the feed without being today's. */
function yesterday(): string {
  return new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A page of its own (own storage), signed in as `email` or a visitor. */
async function pageAs(browser: Browser, email: string | null): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (email) await signInAs(page, email);
  return page;
}

/** The report's card in the feed; the feed is newest first, so it is near the top. */
async function findCard(page: Page, disease: string) {
  await page.goto('/reports');
  const card = page.getByRole('article', { name: disease });
  for (let i = 0; i < 5 && !(await card.isVisible()); i += 1) {
    await page.getByRole('article').last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
  }
  await expect(card).toBeVisible();
  return card;
}

test.describe('reporter privacy', () => {
  test('a reporter’s card and details show only the role to a visitor and a blogger, and the name to an admin', async ({
    browser,
    request,
  }) => {
    // Three browsers, two sign-ins and the feed scrolled in each: more than 45 s on a busy machine.
    test.slow();
    const disease = uniqueName('Quietpox');
    const outbreak = await createOutbreakByApi(request, {
      diseaseName: disease,
      country: 'Kenya',
      date: yesterday(),
    });
    const firstName = DEMO.reporter.name.split(' ')[0];

    for (const viewer of [null, DEMO.blogger.email]) {
      const page = await pageAs(browser, viewer);
      const card = await findCard(page, disease);
      await expect(card.getByText('Reported by a Reporter')).toBeVisible();
      await expect(card).not.toContainText(firstName);

      await page.goto(`/details/${outbreak.id}`);
      const source = page.getByRole('region', { name: 'Source Information' });
      await expect(source.getByText('Only the reporter’s role is shown publicly.')).toBeVisible();
      await expect(source).toContainText('Reporter');
      await expect(source).not.toContainText(firstName);
      await expect(source).not.toContainText(DEMO.reporter.email);
      await page.context().close();
    }

    const admin = await pageAs(browser, ADMIN_EMAIL);
    const card = await findCard(admin, disease);
    await expect(card.getByText(`Reported by ${firstName}`)).toBeVisible();
    await admin.goto(`/details/${outbreak.id}`);
    const source = admin.getByRole('region', { name: 'Source Information' });
    await expect(source).toContainText(DEMO.reporter.name);
    await expect(source).toContainText(DEMO.reporter.email);
    await admin.context().close();
  });

  test('a details page opened directly asks for its outbreak once: early for a visitor, with the token for a signed-in reader', async ({
    browser,
    request,
  }) => {
    const outbreak = await createOutbreakByApi(request, {
      diseaseName: uniqueName('Onceover'),
      country: 'Kenya',
      date: yesterday(),
    });
    for (const viewer of [null, ADMIN_EMAIL]) {
      const page = await pageAs(browser, viewer);
      const asked: Promise<{ type: string; signed: boolean }>[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname !== `/api/outbreaks/${outbreak.id}`) return;
        asked.push(
          sent
            .allHeaders()
            .then((headers) => ({ type: sent.resourceType(), signed: 'authorization' in headers })),
        );
      });
      await page.goto(`/details/${outbreak.id}`);
      await expect(page.getByRole('region', { name: 'Source Information' })).toBeVisible();
      // A visitor's answer is fetched beside the app's code (a preload the app then takes); a signed-in
      // reader's waits for the app, which asks with the token.
      expect(await Promise.all(asked)).toEqual(
        viewer === null ? [{ type: 'other', signed: false }] : [{ type: 'fetch', signed: true }],
      );
      await page.context().close();
    }
  });
});
