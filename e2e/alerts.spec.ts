import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMailedLink } from './mail';
import { MEMBER_PASSWORD as PASSWORD, registerVerifiedMember, xsrfHeader } from './members';
import { createOutbreakByApi, DEMO, DEMO_PASSWORD, uniqueName } from './outbreak-api';
import { expectNoSidewaysScroll, watchConsole } from './support';

const EMPTY_TEXT =
  'No notifications yet. Follow countries, diseases or outbreaks to be told when something changes.';
const UNSUBSCRIBED =
  'You will no longer receive notification emails. You can turn them on again in your profile.';
const LINK_USED = 'This unsubscribe link is invalid or has already been used.';

/** Signs in through the API: the headers a state-changing call needs (bearer token and XSRF echo). */
async function apiHeaders(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const login = await request.post('/api/login', {
    headers: await xsrfHeader(request),
    data: { email, password },
  });
  expect(login.status(), 'sign-in').toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${token}`, ...(await xsrfHeader(request)) };
}

type NotificationList = { notifications: { kind: string; title: string; read: boolean }[]; unread: number };

/**
 * Waits until the member's unread notifications besides signals are `titles` and the bell counts them
 * with the rest. The signal runner (every 15 s) may tell a country's new follower of that country's
 * signals at any moment, and a new follow sums up the signals it finds, so the journey reads the list
 * through the API and expects the bell to show its count rather than a fixed number.
 */
async function expectBellToCount(
  page: Page,
  request: APIRequestContext,
  headers: Record<string, string>,
  titles: string[],
): Promise<void> {
  await expect(async () => {
    const answer = await request.get('/api/notifications?limit=50', { headers });
    const list = (await answer.json()) as NotificationList;
    const others = list.notifications.filter(
      (item) => item.kind !== 'signal' && item.kind !== 'follow_summary' && !item.read,
    );
    expect(others.map((item) => item.title)).toEqual(titles);
    await page.goto('/');
    await expect(page.getByRole('link', { name: `Notifications, ${list.unread} unread` })).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 20_000 });
}

async function signIn(page: Page, email: string) {
  await page.goto('/auth/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email address').fill(email);
  // Password inputs are found by name: their labels are shared with the show-password toggles.
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }),
  ).toBeVisible();
}

test.describe('alerts', () => {
  test('track an outbreak, hear of a comment through the bell, read it, manage follows and email, unsubscribe', async ({
    page,
    request,
    browser,
  }) => {
    // A long journey: two mails, two sign-ins and a second browser.
    test.slow();
    const noErrors = watchConsole(page);
    const outbreak = await createOutbreakByApi(request, {
      diseaseName: uniqueName('Alertfever'),
      // A country no other journey reports in: their outbreaks would reach this follower's bell too.
      country: 'Zambia',
    });
    const email = await registerVerifiedMember(request, 'Abena');

    // Visitors see the follow button disabled, with a way to sign in.
    await page.goto(`/details/${outbreak.id}`);
    const track = page.getByRole('button', { name: 'Track this outbreak' });
    await expect(track).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Sign in to follow' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Notifications/ })).toHaveCount(0);

    await signIn(page, email);
    await expect(page.getByRole('link', { name: 'Notifications, 0 unread' })).toBeVisible();
    await page.getByRole('link', { name: 'Notifications, 0 unread' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page).toHaveTitle('Notifications · Outbreak Watch');
    await expect(page.getByText(EMPTY_TEXT)).toBeVisible();

    // Track the outbreak from its page.
    await page.goto(`/details/${outbreak.id}`);
    await expect(track).toBeEnabled();
    await expect(track).toHaveAttribute('aria-pressed', 'false');
    await track.click();
    await expect(track).toHaveAttribute('aria-pressed', 'true');

    // Follow its country through the API, as another client would.
    const memberHeaders = await apiHeaders(request, email, PASSWORD);
    const followed = await request.post('/api/follows', {
      headers: memberHeaders,
      data: { kind: 'country', target_id: outbreak.country_id },
    });
    expect(followed.status(), await followed.text()).toBe(201);

    // A verified member comments on the tracked outbreak: its followers are told.
    const reporterHeaders = await apiHeaders(request, DEMO.reporter.email, DEMO_PASSWORD);
    const comment = await request.post(`/api/outbreaks/${outbreak.id}/comments`, {
      headers: reporterHeaders,
      data: { content: 'Case numbers are being rechecked with the county team.' },
    });
    expect(comment.status(), await comment.text()).toBe(201);

    // The count is asked for again on a visit (and every minute, and on focus).
    const title = `New expert comment on ${outbreak.disease_name} in Zambia`;
    await expectBellToCount(page, request, memberHeaders, [title]);
    // A signal may have come since: the bell is clicked whatever it counts now.
    await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(page).toHaveURL(/\/notifications$/);

    const updates = page.getByRole('region', { name: 'Latest updates' });
    // The notification leads to the comment itself, which the details page scrolls to and focuses.
    const commentId = ((await comment.json()) as { id: number }).id;
    const commentLink = `/details/${outbreak.id}#comment-${commentId}`;
    await expect(updates.getByRole('link', { name: `Unread: ${title}` })).toHaveAttribute(
      'href',
      commentLink,
    );
    await page.goto(commentLink);
    await expect(page.locator(`#comment-${commentId}`)).toBeFocused();
    await expect(page.locator(`#comment-${commentId}`)).toContainText('Case numbers are being rechecked');
    await page.goto('/notifications');
    await expect(updates.getByText(/^\d+ unread$/)).toBeVisible();
    await expect(updates.getByText('just now').or(updates.getByText(/minutes? ago/))).toBeVisible();

    const following = page.getByRole('region', { name: 'What you follow' });
    await expect(following.getByRole('button', { name: 'Unfollow Zambia' })).toBeVisible();
    await expect(following.getByRole('link', { name: new RegExp(outbreak.disease_name) })).toBeVisible();
    await expect(following.getByRole('link', { name: 'notification settings' })).toHaveAttribute(
      'href',
      '/profile/me',
    );
    await following.getByRole('button', { name: 'Unfollow Zambia' }).click();
    await expect(following.getByRole('button', { name: 'Unfollow Zambia' })).toHaveCount(0);
    const follows = (await (await request.get('/api/follows', { headers: memberHeaders })).json()) as {
      follows: { kind: string }[];
    };
    expect(follows.follows.map((follow) => follow.kind)).toEqual(['outbreak']);

    await updates.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(updates.getByText('All notifications are marked as read.')).toBeVisible();
    await expect(updates.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Notifications, 0 unread' })).toBeVisible();

    const emailChoice = page.getByRole('region', { name: 'Email' });
    await emailChoice.getByRole('radio', { name: /Daily digest/ }).check();
    await emailChoice.getByRole('button', { name: 'Save email choice' }).click();
    await expect(emailChoice.getByText('Saved: one digest email a day.')).toBeVisible();
    await expect(emailChoice.getByRole('radio', { name: /Daily digest/ })).toBeChecked();

    // Untracking from the outbreak's page.
    await page.goto(`/details/${outbreak.id}`);
    await expect(track).toHaveAttribute('aria-pressed', 'true');
    await track.click();
    await expect(track).toHaveAttribute('aria-pressed', 'false');
    noErrors();

    // The comment's mail (sent at once: the choice was still "at once") carries the unsubscribe page.
    const link = await waitForMailedLink(email, '/unsubscribe');
    const mailReader = await browser.newContext();
    const reader = await mailReader.newPage();
    const readerErrors = watchConsole(reader);
    const unsubscribeCalls: string[] = [];
    reader.on('request', (sent) => {
      if (sent.url().includes('/api/notifications/unsubscribe')) unsubscribeCalls.push(sent.method());
    });
    await reader.goto(`${link.pathname}${link.search}`);
    await expect(reader.getByRole('heading', { name: 'Unsubscribe from notification emails' })).toBeVisible();
    await expect(reader).toHaveTitle('Unsubscribe · Outbreak Watch');
    // Opening the page does nothing by itself: mail scanners open links too.
    expect(unsubscribeCalls).toEqual([]);
    await reader.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(reader.getByText(UNSUBSCRIBED)).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    readerErrors();

    // Each link works once (the browser logs the 400 of this one).
    await reader.reload();
    await reader.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(reader.getByRole('alert').filter({ hasText: LINK_USED })).toBeVisible();
    expect(unsubscribeCalls).toEqual(['POST', 'POST']);
    await mailReader.close();

    // Emails are now off in the profile's settings.
    const profile = (await (await request.get('/api/profile/me', { headers: memberHeaders })).json()) as {
      notification_settings: { email: boolean };
    };
    expect(profile.notification_settings.email).toBe(false);
  });

  test('the bell fits a phone header and leads to the notifications @phone-only', async ({
    page,
    request,
  }) => {
    const noErrors = watchConsole(page);
    const email = await registerVerifiedMember(request, 'Kwame');
    await page.goto('/auth/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email address').fill(email);
    await form.locator('input[name="password"]').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();

    const bell = page.getByRole('link', { name: 'Notifications, 0 unread' });
    await expect(bell).toBeVisible();
    const box = await bell.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
    await expectNoSidewaysScroll(page);
    noErrors();
  });

  test('follow a country on the map; a report there is confirmed: the bell counts it and a mail tells of it', async ({
    page,
    request,
  }) => {
    const noErrors = watchConsole(page);
    const disease = uniqueName('Followfever');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    // Filed first: the reporter's sign-in sends no XSRF echo, which a later cookie would require.
    const outbreak = (await createOutbreakByApi(request, {
      diseaseName: disease,
      country: 'Uruguay',
      date: yesterday,
    })) as Awaited<ReturnType<typeof createOutbreakByApi>> & { disease_id: number };
    const email = await registerVerifiedMember(request, 'Abena');

    await signIn(page, email);
    await page.goto(`/map?disease_id=${outbreak.disease_id}`);
    const countries = page.getByRole('region', { name: 'Countries with outbreaks' });
    await countries.getByRole('button', { name: /^Uruguay/ }).click();
    const panel = page.getByRole('region', { name: 'Outbreak metrics for Uruguay' });
    const follow = panel.getByRole('button', { name: 'Follow Uruguay' });
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');

    // The verification team confirms the report: followers of its country are told.
    const adminHeaders = await apiHeaders(request, 'admin@demo.outbreak-watch.org', DEMO_PASSWORD);
    const confirmed = await request.put(`/api/admin/outbreaks/${outbreak.id}/confirm`, {
      headers: adminHeaders,
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    const title = `New confirmed outbreak: ${disease} in Uruguay`;
    const memberHeaders = await apiHeaders(request, email, PASSWORD);
    await expectBellToCount(page, request, memberHeaders, [title]);
    // A signal may have come since: the bell is clicked whatever it counts now.
    await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
    const updates = page.getByRole('region', { name: 'Latest updates' });
    await expect(updates.getByRole('link', { name: `Unread: ${title}` })).toHaveAttribute(
      'href',
      `/details/${outbreak.id}`,
    );

    // Email at once is the default: the mail links to the outbreak.
    const link = await waitForMailedLink(email, `/details/${outbreak.id}`);
    expect(link.pathname).toBe(`/details/${outbreak.id}`);
    noErrors();
  });
});
