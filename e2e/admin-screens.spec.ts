import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './outbreak-api';
import { signInAsAdmin, watchConsole } from './support';

/** How far the page, and every scroll area in it, reaches past its own width. */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ...Array.from(
        document.querySelectorAll<HTMLElement>('main [role="region"]'),
        (region) => region.scrollWidth - region.clientWidth,
      ),
    ),
  );
}

test.describe('admin screens fit the screen @phone', () => {
  test('users, questions and the audit log never scroll sideways; e-mails stay on one line with a role beside', async ({
    page,
  }, testInfo) => {
    const noErrors = watchConsole(page);
    await signInAsAdmin(page);

    await page.goto('/admin/users');
    const users = page.getByRole('table', { name: 'Users' });
    // The address is one truncated line whose full value a hover or a focus shows.
    await page.getByLabel('Search users').fill(DEMO.admin.email);
    const email = users.getByRole('link', { name: DEMO.admin.email, exact: true });
    const adminRow = users
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: DEMO.admin.email, exact: true }) });
    await expect(adminRow).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expect(email).toHaveAttribute('title', DEMO.admin.email);
    const lineHeight = await email.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await email.boundingBox())?.height ?? 0).toBeLessThan(lineHeight * 1.5);
    await expect(adminRow.getByText('Admin', { exact: true })).toBeVisible();
    if (testInfo.project.name === 'desktop') {
      await expect(users.getByRole('columnheader', { name: 'Role' })).toBeVisible();
    }

    await page.goto('/admin/questions');
    await expect(page.getByRole('link', { name: 'Edit question deaths' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('table').or(page.getByText('No entries match these filters.'))).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    noErrors();
  });
});
