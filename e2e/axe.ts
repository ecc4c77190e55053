import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every screen is held to: WCAG 2.1 A and AA. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * WCAG 2.1 A/AA violations on the page as it is once its transitions have ended (a colour still fading
 * after a theme switch is not what a reader sees), one line each: rule and the elements it found. With
 * `include`, only that part of the page is checked.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns for ever; only what ends is waited for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        // A cancelled one rejects; it has ended too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No WCAG 2.1 A or AA violation on the page (or the part `include` selects) as it is now. */
export async function expectNoAxeViolations(page: Page, label: string, include?: string) {
  expect(await axeViolations(page, include), label).toEqual([]);
}
