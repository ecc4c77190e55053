import { expect, test } from '@playwright/test';
import { MEMBER_PASSWORD, registerVerifiedMember } from './members';
import { confirmOutbreakByApi, createOutbreakByApi, uniqueName } from './outbreak-api';
import { signInAs, watchConsole } from './support';

test.describe('following a disease', () => {
  test('a member follows a disease from its page and hears once when a report of it is confirmed', async ({
    page,
    request,
  }) => {
    test.slow();
    const noErrors = watchConsole(page);
    // A disease of its own: no other journey's reports reach this member's bell.
    const outbreak = await createOutbreakByApi(request, {
      diseaseName: uniqueName('Followfever'),
      country: 'Malawi',
    });
    const email = await registerVerifiedMember(request, 'Kwame');
    await signInAs(page, email, MEMBER_PASSWORD);
    await expect(page.getByRole('link', { name: 'Notifications, 0 unread' })).toBeVisible();

    // From the report's page to the disease's own page, through the disease's name.
    await page.goto(`/details/${outbreak.id}`);
    const information = page.getByRole('region', { name: 'Disease Information' });
    await information.getByRole('link', { name: outbreak.disease_name }).click();
    await expect(page).toHaveURL(new RegExp(`/diseases/${outbreak.disease_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: outbreak.disease_name })).toBeVisible();
    await expect(page).toHaveTitle('Disease · Outbreak Watch');

    const follow = page.getByRole('button', { name: `Follow ${outbreak.disease_name}` });
    await expect(follow).toBeEnabled();
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    // Kept: the page read again says so.
    await page.reload();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');

    await confirmOutbreakByApi(request, outbreak.id);

    // The count is asked for again on a visit (and every minute, and on focus).
    await expect(async () => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible({
        timeout: 3_000,
      });
    }).toPass({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
    const updates = page.getByRole('region', { name: 'Latest updates' });
    const title = `New confirmed outbreak: ${outbreak.disease_name} in Malawi`;
    await expect(updates.getByRole('link', { name: /^Unread: / })).toHaveCount(1);
    await updates.getByRole('link', { name: `Unread: ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/details/${outbreak.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(outbreak.disease_name, {
      timeout: 20_000,
    });

    // The follow is listed with the others, under Diseases, linking to the disease's page.
    await page.goto('/notifications');
    const following = page.getByRole('region', { name: 'What you follow' });
    await expect(following.getByRole('heading', { name: 'Diseases (1)' })).toBeVisible();
    await expect(following.getByRole('link', { name: outbreak.disease_name })).toHaveAttribute(
      'href',
      `/diseases/${outbreak.disease_id}`,
    );
    noErrors();
  });
});
