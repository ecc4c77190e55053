import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createOutbreakByApi, uniqueName } from './outbreak-api';
import { watchConsole } from './support';

/**
 * The journey files an outbreak of a disease of its own in Iceland, a small country: its 40 cases are
 * few but, per 100,000 people, they put Iceland in the "10 to under 100" band of the incidence colouring,
 * while its severity score is in the lowest band. The only report is unconfirmed, so both colours are
 * cross-hatched.
 */
const COUNTRY = { name: 'Iceland', alpha3: 'ISL', code: '352' };
const CASES = 40;
const DEATHS = 2;

/** The latest population figure of the country in the committed World Bank extract. */
function latestPopulation(alpha3: string): [number, number] {
  const figures = JSON.parse(
    readFileSync(new URL('../apps/server/seed-data/population.json', import.meta.url), 'utf8'),
  ) as Record<string, [number, number][]>;
  return figures[alpha3][figures[alpha3].length - 1];
}

function shape(page: Page, code: string): Locator {
  return page.locator(`path[data-country-code="${code}"]`);
}

test('colours the map by cases per 100,000 and reads a country’s rate with its population year', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const noErrors = watchConsole(page);
  const created = await createOutbreakByApi(request, {
    diseaseName: uniqueName('Ratefever'),
    country: COUNTRY.name,
    date: new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10),
  });
  const diseaseId = (created as typeof created & { disease_id: number }).disease_id;
  const [year, population] = latestPopulation(COUNTRY.alpha3);
  const casesPer100k = ((CASES * 100_000) / population).toFixed(2);
  const deathsPer100k = ((DEATHS * 100_000) / population).toFixed(2);

  await page.goto(`/map?disease_id=${diseaseId}`);
  const severity = page.getByRole('radio', { name: 'Severity score' });
  // The first answer of a fresh server loads its summary: allow a busy machine the time.
  await expect(severity).toBeChecked({ timeout: 20_000 });
  // The boundary file is large: on a busy machine the shapes take a while to be drawn.
  await expect(shape(page, COUNTRY.code)).toHaveAttribute('fill', 'url(#report-hatch-unconfirmed-1)', {
    timeout: 20_000,
  });

  // The other colouring, by keyboard: arrow keys move within the radio group.
  await severity.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Cases per 100,000' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]colour=incidence(&|$)/);
  await expect(shape(page, COUNTRY.code)).toHaveAttribute('fill', 'url(#report-hatch-unconfirmed-4)');
  const legend = page.getByRole('list', { name: /^Cases per 100,000/ });
  await expect(legend.getByRole('listitem')).toHaveCount(6);
  await expect(legend).toContainText('10 to under 100');
  await expect(
    page.getByRole('link', { name: 'Population: World Bank (SP.POP.TOTL), CC BY 4.0' }),
  ).toBeVisible();

  // The country's rate in its panel, with the population and its year.
  await page
    .getByRole('region', { name: 'Countries with outbreaks' })
    .getByRole('button', { name: new RegExp(`^${COUNTRY.name}`) })
    .click();
  const panel = page.getByRole('region', { name: `Outbreak metrics for ${COUNTRY.name}` });
  const figure = (term: string) =>
    panel.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Cases per 100,000')).toHaveText(casesPer100k);
  await expect(figure('Deaths per 100,000')).toHaveText(deathsPer100k);
  await expect(panel).toContainText(`Population ${year}: ${population.toLocaleString('en-US')}`);

  // A reload keeps the colouring.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Cases per 100,000' })).toBeChecked({ timeout: 20_000 });
  await expect(shape(page, COUNTRY.code)).toHaveAttribute('fill', 'url(#report-hatch-unconfirmed-4)', {
    timeout: 20_000,
  });
  noErrors();
});
