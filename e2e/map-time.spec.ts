import { addDays, isoWeekLabel, isoWeekStart, rangeForDays, todayUtc } from '@outbreak-watch/domain';
import { expect, test, type Page } from '@playwright/test';
import { createOutbreakByApi, uniqueName } from './outbreak-api';
import { watchConsole } from './support';
import { expectNoAxeViolations } from './axe';

// One unconfirmed report of the lowest band (see map.spec.ts): the band's colour, cross-hatched.
const LOWEST_BAND_FILL = 'url(#report-hatch-unconfirmed-1)';
const NO_OUTBREAK_FILL = '#f8fafc';
const BRAZIL = '076';

/** The weekly frames of the last 90 days start in the ISO week of its first day. */
const FIRST_MONDAY = isoWeekStart(rangeForDays(90, todayUtc()).from);
/** The fifth week: four steps of the slider from the first. */
const FIFTH_WEEK = addDays(FIRST_MONDAY, 28);

const shape = (page: Page, code: string) => page.locator(`path[data-country-code="${code}"]`);

test.describe('map over time', () => {
  test('steps through four weeks by keyboard, the dates, URL and colours following', async ({
    page,
    request,
  }) => {
    // The boundary file loads slowly on a busy machine.
    test.setTimeout(75_000);
    const noErrors = watchConsole(page);
    // Filed in the fifth week: Brazil is coloured in that frame only.
    const created = await createOutbreakByApi(request, {
      diseaseName: uniqueName('Slidefever'),
      country: 'Brazil',
      date: addDays(FIFTH_WEEK, 2),
    });
    const diseaseId = (created as typeof created & { disease_id: number }).disease_id;

    await page.goto(`/map?days=90&disease_id=${diseaseId}`);
    // The whole range first: Brazil coloured, no slider.
    await expect(shape(page, BRAZIL)).toHaveAttribute('fill', LOWEST_BAND_FILL, { timeout: 30_000 });
    const time = page.getByRole('region', { name: 'Map over time' });
    await expect(time.getByRole('slider')).toHaveCount(0);

    await time.getByRole('checkbox', { name: 'Over time' }).click();
    await expect(time.getByRole('checkbox', { name: 'Over time' })).toBeChecked();
    const slider = time.getByRole('slider', { name: /Week shown/ });
    await expect(slider).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`^Week ${isoWeekLabel(FIRST_MONDAY)}, `),
    );
    await expect(page).toHaveURL(/interval=week/);
    await expect(shape(page, BRAZIL)).toHaveAttribute('fill', NO_OUTBREAK_FILL);

    await slider.focus();
    for (let step = 1; step <= 4; step++) {
      await page.keyboard.press('ArrowRight');
      const label = isoWeekLabel(addDays(FIRST_MONDAY, 7 * step));
      await expect(slider).toHaveAttribute('aria-valuetext', new RegExp(`^Week ${label}, `));
      await expect(page).toHaveURL(new RegExp(`frame=${label}`));
    }
    await expect(time.getByText(new RegExp(`^${isoWeekLabel(FIFTH_WEEK)} · `))).toBeVisible();
    await expect(shape(page, BRAZIL)).toHaveAttribute('fill', LOWEST_BAND_FILL);
    const list = page.getByRole('region', { name: 'Countries with outbreaks' });
    await expect(list.getByRole('button')).toHaveCount(1);
    await expect(list.getByRole('button')).toContainText('Brazil');

    // A shared link opens on that frame.
    await page.reload();
    // The frames load again after the reload, slowly on a busy machine.
    await expect(time.getByRole('slider')).toHaveValue('4', { timeout: 30_000 });
    noErrors();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`has no axe violations over time at 375 px in ${colorScheme} mode`, async ({ browser }) => {
      // The boundary file and axe's pass over the whole page both take their time on a busy machine.
      test.setTimeout(60_000);
      const context = await browser.newContext({ colorScheme, viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      await page.goto('/map?days=90&interval=week&frame=' + isoWeekLabel(FIFTH_WEEK));
      await expect(page.getByRole('region', { name: 'Map over time' }).getByRole('slider')).toBeVisible({
        timeout: 20_000,
      });
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, 'the map with its time control');
      await context.close();
    });
  }
});
