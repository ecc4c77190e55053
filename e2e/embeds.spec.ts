import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, EMBED_PATHS, EPICURVE_TEXTS, todayUtc } from '@outbreak-watch/domain';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { apiHeaders, createOutbreakByApi, DEMO, uniqueName } from './outbreak-api';

/** Serves `html` at `http://localhost:<a free port>/`, an origin other than the app's `127.0.0.1`. */
async function serveArticle(html: string) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A report of a disease of our own, so the embedded curve has a bar and its filter has a name. */
async function reportOfOwnDisease(request: APIRequestContext) {
  const diseaseName = uniqueName('Embedfever');
  const headers = await apiHeaders(request, DEMO.reporter.email);
  const created = await createOutbreakByApi(request, {
    diseaseName,
    country: 'Kenya',
    date: addDays(todayUtc(), -3),
    headers,
  });
  return { diseaseName, diseaseId: created.disease_id };
}

test('a page of another site shows the embedded epidemic curve, and cannot frame the app’s other pages', async ({
  page,
  request,
  baseURL,
}) => {
  const { diseaseName, diseaseId } = await reportOfOwnDisease(request);
  const embed = `${baseURL}${EMBED_PATHS.epicurve}?disease_id=${diseaseId}&stack=status`;
  const framed = `${baseURL}/analysis?disease_id=${diseaseId}`;
  // An article on another origin, served for real (a page the test makes up would count as a public
  // address, which the browser keeps from framing a local one), with the share dialog's snippet and an
  // attempt at framing the full page.
  const article = await serveArticle(
    '<!doctype html><html lang="en"><head><title>An article</title></head><body><h1>An article</h1>' +
      `<iframe id="embed" src="${embed}" width="720" height="620" title="${EPICURVE_TEXTS.title}" loading="lazy"></iframe>` +
      `<iframe id="full" src="${framed}" width="720" height="400" title="The full page"></iframe>` +
      '</body></html>',
  );
  const refused = page.waitForResponse((response) => response.url() === framed);
  await page.goto(article.url);

  const chart = page.frameLocator('#embed');
  await expect(chart.getByRole('heading', { level: 1, name: EPICURVE_TEXTS.title })).toBeVisible({
    timeout: 15_000,
  });
  await expect(chart.getByText(new RegExp(`^${diseaseName} · `))).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle path').first()).toBeVisible({ timeout: 15_000 });
  const open = chart.getByRole('link', { name: /Open in Outbreak Watch/ });
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(chart.getByRole('navigation')).toHaveCount(0);

  // The full page answers, but says no site may frame it: the browser shows none of it.
  const response = await refused;
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
  await expect(page.frameLocator('#full').getByRole('navigation')).toHaveCount(0);
  await expect(page.frameLocator('#full').locator('#root')).toHaveCount(0);
  await article.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the epidemic curve embed passes axe in the ${colorScheme} theme @phone`, async ({
    page,
    request,
  }) => {
    const { diseaseId } = await reportOfOwnDisease(request);
    await page.emulateMedia({ colorScheme });
    await page.goto(`${EMBED_PATHS.epicurve}?disease_id=${diseaseId}`);
    await expect(page.locator('.recharts-bar-rectangle path').first()).toBeVisible({ timeout: 15_000 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(width, 'no sideways scroll').toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `embed, ${colorScheme}`);
  });
}
