import type { Follow } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/auth-fixtures';
import { createTestUser, findPageHeading, renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { EMAIL_TEXT, NOTIFICATIONS_TEXT } from './notifications-text';
import { createFollow, createNotification, serveMarkRead, serveNotifications } from './test-notifications';

const section = (name: string) => within(screen.getByRole('region', { name }));

async function openPage() {
  const rendered = renderApp('/notifications', { user: createTestUser() });
  await findPageHeading('Notifications');
  return rendered;
}

const newest = createNotification({
  id: 3,
  title: 'Cholera in Lagos, Nigeria is now contained',
  body: 'The verification team changed the status of the Cholera outbreak in Lagos, Nigeria to contained.',
  kind: 'status_change',
  link: '/details/5',
  created_at: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
});
const older = createNotification({
  id: 2,
  title: 'New expert comment on Mpox in Kinshasa',
  body: 'Someone commented on the Mpox outbreak in Kinshasa.',
  kind: 'comment',
  link: '/details/9',
  created_at: '2026-01-15T10:00:00.000Z',
  read: true,
});

describe('Notifications page', () => {
  it('lists the notifications newest first, unread ones marked, each leading to what it is about', async () => {
    serveNotifications([{ notifications: [newest, older], has_more: false, unread: 1 }]);
    await openPage();

    const list = section('Latest updates');
    const items = await list.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: `Unread: ${newest.title}` })).toHaveAttribute(
      'href',
      '/details/5',
    );
    expect(items[0]).toHaveTextContent(newest.body);
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(within(items[1]).getByRole('link', { name: older.title })).toHaveAttribute('href', '/details/9');
    expect(items[1]).toHaveTextContent('Jan 15, 2026');
    expect(list.getByText('1 unread')).toBeInTheDocument();
    expect(document.title).toBe('Notifications · Outbreak Watch');
  });

  it('leads a coalesced comment notification to its newest comment, dated as the app dates', async () => {
    const comments = createNotification({
      id: 4,
      title: '7 new comments on Cholera in Kenya',
      body: '7 comments were posted on the Cholera in Kenya outbreak.',
      kind: 'comment',
      link: '/details/12#comment-88',
      created_at: '2026-11-09T18:30:00.000Z',
    });
    serveNotifications([{ notifications: [comments], has_more: false, unread: 1 }]);
    await openPage();

    const [item] = await section('Latest updates').findAllByRole('listitem');
    expect(within(item).getByRole('link', { name: `Unread: ${comments.title}` })).toHaveAttribute(
      'href',
      '/details/12#comment-88',
    );
    expect(item).toHaveTextContent('Nov 9, 2026');
  });

  it('says so when there is nothing yet', async () => {
    serveNotifications([{ notifications: [], has_more: false, unread: 0 }]);
    await openPage();

    expect(await screen.findByText(NOTIFICATIONS_TEXT.empty.defaultMessage)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: NOTIFICATIONS_TEXT.markAll.defaultMessage }),
    ).not.toBeInTheDocument();
  });

  it('marks all as read, and the bell follows', async () => {
    let unread = 1;
    server.use(
      http.get('/api/notifications', () =>
        HttpResponse.json({
          notifications: [{ ...newest, read: unread === 0 }, older],
          has_more: false,
          unread,
        }),
      ),
    );
    const bodies = serveMarkRead(() => {
      unread = 0;
    });
    const { user } = await openPage();
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    const list = section('Latest updates');
    await user.click(await list.findByRole('button', { name: NOTIFICATIONS_TEXT.markAll.defaultMessage }));

    expect(await list.findByText(NOTIFICATIONS_TEXT.markedAll.defaultMessage)).toBeInTheDocument();
    expect(bodies).toEqual([{}]);
    expect(list.getByRole('link', { name: newest.title })).toBeInTheDocument();
    expect(list.getByText('0 unread')).toBeInTheDocument();
    expect(list.getByRole('button', { name: NOTIFICATIONS_TEXT.markAll.defaultMessage })).toBeDisabled();
    expect(await screen.findByRole('link', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
  });

  it('marks one read when it is opened', async () => {
    serveNotifications([{ notifications: [newest], has_more: false, unread: 1 }]);
    const bodies = serveMarkRead();
    server.use(
      http.get('/api/outbreaks/:id', () =>
        HttpResponse.json(errorBody(404, 'Outbreak not found.'), { status: 404 }),
      ),
    );
    const { user, router } = await openPage();

    await user.click(await section('Latest updates').findByRole('link', { name: `Unread: ${newest.title}` }));

    await waitFor(() => expect(bodies).toEqual([{ ids: [3] }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/details/5'));
  });

  it('loads more, page by page', async () => {
    const firstPage = Array.from({ length: 20 }, (_, index) =>
      createNotification({ id: 100 - index, title: `Update ${100 - index}`, read: true }),
    );
    const requests = serveNotifications([
      { notifications: firstPage, has_more: true, unread: 0 },
      {
        notifications: [createNotification({ id: 50, title: 'Update 50', read: true })],
        has_more: false,
        unread: 0,
      },
    ]);
    const { user } = await openPage();

    const list = section('Latest updates');
    expect(await list.findAllByRole('listitem')).toHaveLength(20);
    await user.click(list.getByRole('button', { name: NOTIFICATIONS_TEXT.loadMore.defaultMessage }));

    expect(await list.findByRole('link', { name: 'Update 50' })).toBeInTheDocument();
    expect(list.getAllByRole('listitem')).toHaveLength(21);
    expect(
      list.queryByRole('button', { name: NOTIFICATIONS_TEXT.loadMore.defaultMessage }),
    ).not.toBeInTheDocument();
    expect(list.getByText(NOTIFICATIONS_TEXT.end.defaultMessage)).toBeInTheDocument();
    const pages = requests
      .filter((params) => params.get('limit') === '20')
      .map((params) => params.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('shows the server’s message when the notifications cannot be loaded', async () => {
    server.use(
      http.get('/api/notifications', ({ request }) =>
        new URL(request.url).searchParams.get('limit') === '1'
          ? HttpResponse.json({ notifications: [], has_more: false, unread: 0 })
          : HttpResponse.json(errorBody(429, 'Too many requests, slow down.'), { status: 429 }),
      ),
    );
    await openPage();

    expect(await screen.findByText('Too many requests, slow down.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('sends visitors to the login form and back', async () => {
    const { router } = renderApp('/notifications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?returnUrl=%2Fnotifications');
  });
});

describe('What you follow', () => {
  it('lists the follows by kind, each linked, and unfollows one', async () => {
    let follows: Follow[] = [
      createFollow(),
      createFollow({ id: 12, kind: 'disease', target_id: 3, name: 'Cholera' }),
      createFollow({ id: 14, kind: 'region', target_id: 18, name: 'Southern Africa' }),
      createFollow({ id: 13, kind: 'outbreak', target_id: 5, name: 'Cholera in Lagos, Nigeria' }),
    ];
    const deleted: string[] = [];
    server.use(
      http.get('/api/follows', () => HttpResponse.json({ follows })),
      http.delete('/api/follows/:id', ({ params }) => {
        deleted.push(String(params.id));
        follows = follows.filter((follow) => String(follow.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await openPage();

    const card = section('What you follow');
    await card.findByRole('button', { name: 'Unfollow Nigeria' });
    expect(card.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Outbreaks (1)',
      'Diseases (1)',
      'Countries (1)',
      'Regions (1)',
    ]);
    expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Cholera in Lagos, NigeriaUnfollow Cholera in Lagos, Nigeria',
      'CholeraUnfollow Cholera',
      'NigeriaUnfollow Nigeria',
      'Southern AfricaUnfollow Southern Africa',
    ]);
    const hrefs = ['Cholera in Lagos, Nigeria', 'Cholera', 'Nigeria', 'Southern Africa'].map((name) =>
      card.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/details/5', '/diseases/3', '/?country_id=161', '/profile/me']);
    expect(card.getByRole('link', { name: 'notification settings' })).toHaveAttribute('href', '/profile/me');

    await user.click(card.getByRole('button', { name: 'Unfollow Cholera' }));

    await waitFor(() =>
      expect(card.queryByRole('button', { name: 'Unfollow Cholera' })).not.toBeInTheDocument(),
    );
    expect(deleted).toEqual(['12']);
    expect(card.getAllByRole('button', { name: /^Unfollow/ }).map((button) => button.textContent)).toEqual([
      'Unfollow Cholera in Lagos, Nigeria',
      'Unfollow Nigeria',
      'Unfollow Southern Africa',
    ]);
  });

  it('says when nothing is followed', async () => {
    await openPage();
    expect(await section('What you follow').findByText(/You follow nothing yet/)).toBeInTheDocument();
  });
});

describe('Email choice', () => {
  it('saves daily digest and shows the saved choice', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/notifications/email-frequency', async ({ request }) => {
        const body = (await request.json()) as { email_frequency: string };
        bodies.push(body);
        return HttpResponse.json(body);
      }),
    );
    const { user } = await openPage();

    const card = section('Email');
    const save = card.getByRole('button', { name: EMAIL_TEXT.save.defaultMessage });
    expect(save).toBeDisabled();
    expect(card.getByText(EMAIL_TEXT.unknown.defaultMessage)).toBeInTheDocument();

    await user.click(card.getByRole('radio', { name: /Daily digest/ }));
    await user.click(save);

    expect(await card.findByText('Saved: one digest email a day.')).toBeInTheDocument();
    expect(bodies).toEqual([{ email_frequency: 'daily' }]);
    expect(card.getByRole('radio', { name: /Daily digest/ })).toBeChecked();
    expect(save).toBeDisabled();

    await user.click(card.getByRole('radio', { name: /At once/ }));
    expect(card.queryByText('Saved: one digest email a day.')).not.toBeInTheDocument();
    expect(save).toBeEnabled();
  });

  it('checks the stored choice once it has loaded', async () => {
    await openPage();
    const card = section('Email');
    await waitFor(() => expect(card.getByRole('radio', { name: /At once/ })).toBeChecked());
    expect(card.getByText('Saved: an email for each notification, at once.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: EMAIL_TEXT.save.defaultMessage })).toBeDisabled();
  });

  it('shows the server’s message when saving fails', async () => {
    server.use(
      http.put('/api/notifications/email-frequency', () =>
        HttpResponse.json(errorBody(403, 'This account has been suspended.'), { status: 403 }),
      ),
    );
    const { user } = await openPage();

    const card = section('Email');
    await user.click(card.getByRole('radio', { name: /Daily digest/ }));
    await user.click(card.getByRole('button', { name: EMAIL_TEXT.save.defaultMessage }));

    expect(await card.findByText('This account has been suspended.')).toBeInTheDocument();
    // The choice is kept for another try.
    expect(card.getByRole('radio', { name: /Daily digest/ })).toBeChecked();
  });
});
