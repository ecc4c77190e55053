import { expect, test, type APIRequestContext } from '@playwright/test';
import { watchConsole } from './support';
import { expectNoAxeViolations } from './axe';

const AFRICA = 2;

interface Page {
  outbreaks: { id: number; disease_name: string }[];
  next_cursor: string | null;
  total: { count: number; more: boolean } | null;
}

/** Every outbreak the list API gives for a query, following its cursors. */
async function allIds(request: APIRequestContext, query: string): Promise<{ ids: number[]; count: number }> {
  const ids: number[] = [];
  let cursor: string | null = null;
  let count = 0;
  do {
    const url: string = `/api/outbreaks?${query}&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
    const page = (await (await request.get(url)).json()) as Page;
    if (page.total) count = page.total.count;
    ids.push(...page.outbreaks.map((o) => o.id));
    cursor = page.next_cursor;
  } while (cursor);
  return { ids, count };
}

/**
 * A word to search African reports for that more than a page of them have (so scrolling loads more),
 * or failing that the one most have: a word of their descriptions or of their commonest disease.
 */
async function searchWord(
  request: APIRequestContext,
): Promise<{ word: string; ids: number[]; count: number }> {
  const { outbreaks } = (await (
    await request.get(`/api/outbreaks?region=${AFRICA}&limit=100`)
  ).json()) as Page;
  const diseases = new Map<string, number>();
  for (const o of outbreaks) {
    const word = o.disease_name.split(/\s+/)[0].toLowerCase();
    diseases.set(word, (diseases.get(word) ?? 0) + 1);
  }
  const commonest = [...diseases].sort((a, b) => b[1] - a[1])[0][0];
  let best = { word: commonest, ids: [] as number[], count: 0 };
  for (const word of ['health', 'cases', 'reported', commonest]) {
    const found = await allIds(request, `region=${AFRICA}&q=${word}`);
    if (found.count > 30 && found.count < 150) return { word, ...found };
    if (found.count > best.count) best = { word, ...found };
  }
  return best;
}

test('Reports filtered by region and text scroll to the end of their matches, each card one of them', async ({
  page,
  request,
}) => {
  const noErrors = watchConsole(page);
  const { word, ...expected } = await searchWord(request);
  expect(expected.ids.length).toBeGreaterThan(0);

  await page.goto('/reports');
  await expect(page.getByRole('option', { name: 'Africa', exact: true })).toBeAttached({ timeout: 15_000 });
  await page.getByLabel('Region').selectOption({ label: 'Africa' });
  await page.getByLabel('Search reports').fill(word);
  await page.getByLabel('Search reports').press('Enter');
  await expect(page).toHaveURL(new RegExp(`region=${AFRICA}.*q=${word}|q=${word}.*region=${AFRICA}`));
  const count = expected.count === 1 ? '1 report' : `${expected.count.toLocaleString('en-US')} reports`;
  await expect(page.getByText(count, { exact: true })).toBeVisible({ timeout: 15_000 });

  const cards = page.getByRole('article');
  const end = page.getByText('No more outbreak reports to load');
  for (let round = 0; round < 20 && !(await end.isVisible()); round++) {
    const shown = await cards.count();
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).not.toHaveCount(shown, { timeout: 10_000 });
  }
  await expect(end).toBeVisible();
  const links = await page
    .getByRole('link', { name: /^View Full Report/ })
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
  expect(links).toEqual(expected.ids.map((id) => `/details/${id}`));
  noErrors();
});

// One test per theme, so that each stays short and they run side by side.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`the filtered Reports page passes axe at 375 px in ${colorScheme} mode`, async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ colorScheme, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(`/reports?region=${AFRICA}&status=active`);
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    // The folded filters opened, so their controls are checked too.
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByLabel('Region')).toHaveValue(String(AFRICA));
    await expectNoAxeViolations(page, 'the filtered Reports page');
    await context.close();
  });
}
