import { expect, test } from '@playwright/test';
import { apiHeaders, createOutbreakByApi, DEMO, uniqueName } from './outbreak-api';
import { signInAs, watchConsole } from './support';

test.describe('controls that are stored', () => {
  test('a member follows another and marks a comment helpful, both kept after a reload; the contact form sends', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const checkConsole = watchConsole(page);

    // The demo reporter comments on a report of their own: their profile is public from then on.
    const outbreak = await createOutbreakByApi(request, {
      diseaseName: uniqueName('Controls fever'),
      country: 'Kenya',
    });
    const content = uniqueName('Ward counts rechecked');
    // A second sign-in needs a client of its own (the first left its XSRF cookie behind).
    const reporter = await playwright.request.newContext({ baseURL });
    const posted = await reporter.post(`/api/outbreaks/${outbreak.id}/comments`, {
      headers: await apiHeaders(reporter, DEMO.reporter.email),
      data: { content },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const { author_id: reporterId } = (await posted.json()) as { author_id: number };
    await reporter.dispose();

    // The demo blogger follows them from their profile.
    await signInAs(page, DEMO.blogger.email);
    await page.goto(`/profile/${reporterId}`);
    const summary = page.getByRole('region', { name: new RegExp(`${DEMO.reporter.name}$`) });
    const counts = summary.getByTestId('follow-counts');
    const followers = async () => Number(/^(\d+) follower/.exec((await counts.textContent()) ?? '')?.[1]);
    const toggle = summary.getByRole('button', { name: /^Follow(ing)?$/ });
    if ((await toggle.getAttribute('aria-pressed')) === 'true') {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    }
    const before = await followers();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(summary.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(summary.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(await followers()).toBe(before + 1);

    // They mark the comment helpful; the count is the server's after a reload.
    await page.goto(`/details/${outbreak.id}`);
    const comment = page.getByRole('article').filter({ hasText: content });
    await comment.getByRole('button', { name: 'Helpful (0)' }).click();
    await expect(comment.getByRole('button', { name: 'Helpful (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    // The comments load after the page: on a busy machine that takes more than the default 5 s.
    await expect(comment.getByRole('button', { name: 'Helpful (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
      { timeout: 20_000 },
    );

    // A visitor writes to the team and is told where the reply will go.
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Write to us' });
    const email = `${uniqueName('visitor').replace(/\W+/g, '.')}@example.org`;
    await form.getByLabel(/^Name/).fill('Ana Lima');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Subject/).selectOption('feedback');
    await form.getByLabel(/^Message/).fill('The map is very helpful.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your message was sent' })).toContainText(
      `the team will reply to ${email}`,
    );
    checkConsole();
  });
});
