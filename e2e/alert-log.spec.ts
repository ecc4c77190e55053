import { expect, test } from '@playwright/test';
import { apiHeaders, createOutbreakByApi, DEMO, uniqueName } from './outbreak-api';
import { expectNoAxeViolations } from './axe';
import { expectNoSidewaysScroll, signInAsAdmin, watchConsole } from './support';

test.describe('the alert log', () => {
  test('an admin finds the notification just sent, with its channel and state, on a page that passes axe', async ({
    page,
    request,
  }) => {
    test.slow();
    const noErrors = watchConsole(page);
    // A country no other journey reports in, so no one else's follows are told of it.
    const outbreak = await createOutbreakByApi(request, {
      diseaseName: uniqueName('Alertlogpox'),
      country: 'Malawi',
    });

    // The admin follows the outbreak; the reporter's comment on it notifies the admin.
    const adminHeaders = await apiHeaders(request, DEMO.admin.email);
    const followed = await request.post('/api/follows', {
      headers: adminHeaders,
      data: { kind: 'outbreak', target_id: outbreak.id },
    });
    expect(followed.status(), await followed.text()).toBe(201);
    const reporterHeaders = await apiHeaders(request, DEMO.reporter.email);
    const comment = await request.post(`/api/outbreaks/${outbreak.id}/comments`, {
      headers: reporterHeaders,
      data: { content: 'Two more cases confirmed by the district laboratory.' },
    });
    expect(comment.status(), await comment.text()).toBe(201);
    const title = `New expert comment on ${outbreak.disease_name} in Malawi`;

    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Alert log' }).click();
    await expect(page).toHaveURL(/\/admin\/alerts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alert log' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Messages by channel and state' })).toBeVisible();

    await page.getByRole('button', { name: 'In-app' }).click();
    await expect(page).toHaveURL(/channel=in_app/);
    const delivery = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(async () => {
      await page.reload();
      await expect(delivery).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expect(delivery.getByText('In-app', { exact: true })).toBeVisible();
    await expect(delivery.getByText('Sent', { exact: true })).toBeVisible();
    await expect(delivery.getByText(/^Comment ·/)).toBeVisible();

    // The filters stay in the URL: a reload keeps the channel chosen.
    await page.reload();
    await expect(page.getByRole('button', { name: 'In-app' })).toHaveAttribute('aria-pressed', 'true');

    for (const colorScheme of ['light', 'dark'] as const)
      for (const width of [1280, 375]) {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 900 });
        await expect(delivery).toBeVisible();
        await expectNoSidewaysScroll(page, `alert log at ${width} px`);
        await expectNoAxeViolations(page, `alert log, ${colorScheme}, ${width} px`);
      }
    noErrors();
  });
});
