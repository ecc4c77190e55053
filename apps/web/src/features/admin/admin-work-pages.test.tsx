import type { ModerationComment } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/auth-fixtures';
import { createOutbreak } from '../../test/outbreak-fixtures';
import { server } from '../../test/server';
import { chooseLocale } from '../../lib/i18n/locale';
import { createAuditEntry as auditEntry, findHeading, renderAdmin } from './test-admin';

function moderationComment(overrides: Partial<ModerationComment> = {}): ModerationComment {
  return {
    id: 9,
    outbreak_id: 42,
    outbreak_label: 'Cholera in Lagos, Nigeria',
    author_id: 5,
    author_name: 'Kofi Mensah',
    author_email: 'kofi@example.org',
    content: 'Buy cheap pills here',
    created_at: '2026-03-05T14:07:00.000Z',
    is_hidden: false,
    hidden_at: null,
    hidden_reason: null,
    hidden_by_name: null,
    ...overrides,
  };
}

/** The moderation list: one comment, hidden by Ada Admin as spam. */
const serveHiddenComment = () =>
  http.get('/api/admin/comments', () =>
    HttpResponse.json({
      comments: [moderationComment({ is_hidden: true, hidden_reason: 'Spam', hidden_by_name: 'Ada Admin' })],
      has_more: false,
    }),
  );

describe('the admin work screens', { timeout: 20_000 }, () => {
  it('dashboard: counts that open their queues, and the latest actions', async () => {
    server.use(
      http.get('/api/admin/dashboard', () =>
        HttpResponse.json({
          unconfirmed_outbreaks: 12,
          unverified_users: 3,
          suspended_users: 1,
          hidden_comments: 2,
          recent_audit: [auditEntry()],
        }),
      ),
    );
    renderAdmin('/admin/dashboard');
    await findHeading('Admin Dashboard');
    expect(await screen.findByRole('link', { name: '12 Reports awaiting verification' })).toHaveAttribute(
      'href',
      '/admin/outbreaks',
    );
    expect(screen.getByRole('link', { name: '2 Hidden comments' })).toHaveAttribute(
      'href',
      '/admin/moderation?visibility=hidden',
    );
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByText(/confirmed an outbreak/)).toBeInTheDocument();
  });

  it('dashboard: a failed load says so and offers Retry', async () => {
    server.use(
      http.get('/api/admin/dashboard', () => HttpResponse.json(errorBody(500, 'x'), { status: 500 })),
    );
    const { user } = renderAdmin('/admin/dashboard');
    expect(await screen.findByText('Failed to load the dashboard. Please try again.')).toBeInTheDocument();
    server.use(
      http.get('/api/admin/dashboard', () =>
        HttpResponse.json({
          unconfirmed_outbreaks: 0,
          unverified_users: 0,
          suspended_users: 0,
          hidden_comments: 0,
          recent_audit: [],
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No actions recorded yet.')).toBeInTheDocument();
  });

  it('settings: secrets are only said to be set', async () => {
    server.use(
      http.get('/api/admin/settings', () =>
        HttpResponse.json({
          settings: [
            { key: 'JWT_SECRET', description: 'Token signing secret', value: '••••••••', is_secret: true },
            { key: 'SMTP_URL', description: 'Mail server', value: null, is_secret: true },
            {
              key: 'PUBLIC_URL',
              description: 'Address used in mails and feeds',
              value: 'https://ow.example',
              is_secret: false,
            },
          ],
        }),
      ),
    );
    server.use(http.get('/api/admin/table-sizes', () => HttpResponse.json({ tables: [] })));
    renderAdmin('/admin/settings');
    await findHeading('Settings');
    expect(await screen.findByText('Set (hidden)')).toBeInTheDocument();
    expect(screen.getByText('Not set')).toBeInTheDocument();
    expect(screen.getByText('https://ow.example')).toBeInTheDocument();
    expect(screen.queryByText('••••••••')).not.toBeInTheDocument();
  });

  it('verification queue: confirm asks first, then says it was done', async () => {
    const outbreak = createOutbreak({
      id: 42,
      disease_name: 'Cholera',
      state_name: 'Lagos',
      country_name: 'Nigeria',
      confirmed: false,
    });
    let confirmed = false;
    const queries: string[] = [];
    server.use(
      http.get('/api/admin/outbreaks', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({
          outbreaks: confirmed ? [] : [outbreak],
          has_more: false,
          total: confirmed ? 0 : 1,
          sort: 'waiting',
          possible_duplicates: {},
        });
      }),
      http.put('/api/admin/outbreaks/42/confirm', () => {
        confirmed = true;
        return HttpResponse.json({ ...outbreak, confirmed: true });
      }),
    );
    const { user } = renderAdmin('/admin/outbreaks');
    await findHeading('Outbreak verification');
    await user.click(await screen.findByRole('button', { name: 'Confirm Cholera in Lagos, Nigeria' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Outbreak' });
    expect(dialog).toHaveTextContent('Confirm the report of Cholera in Lagos, Nigeria?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Cholera in Lagos, Nigeria has been confirmed.')).toBeInTheDocument();
    expect(await screen.findByText('No reports in this list.')).toBeInTheDocument();
    expect(queries[0]).toContain('queue=unconfirmed');

    await user.click(screen.getByRole('button', { name: 'Confirmed' }));
    await waitFor(() => expect(queries.at(-1)).toContain('queue=confirmed'));
  });

  it('verification queue: says how many reports and in which order, and lets the admin choose it', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('/api/admin/outbreaks', ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        const page = Number(query.get('page') ?? 1);
        return HttpResponse.json({
          outbreaks: [createOutbreak({ id: 40 + page, disease_name: 'Cholera', country_name: 'Chad' })],
          has_more: page < 3,
          total: 47,
          sort: query.get('sort') ?? 'waiting',
          possible_duplicates: {},
        });
      }),
    );
    const { user } = renderAdmin('/admin/outbreaks');
    await findHeading('Outbreak verification');
    expect(await screen.findByText('47 reports, waiting longest first.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 3 · 47 reports');

    await user.selectOptions(screen.getByLabelText('Order'), 'Outbreak date, oldest first');
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('date_oldest'));
    expect(await screen.findByText('47 reports, outbreak date, oldest first.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    expect(queries.at(-1)?.get('sort')).toBe('date_oldest');
    expect(await screen.findByText('Page 2 of 3 · 47 reports')).toBeInTheDocument();
  });

  it('moderation: hiding needs a reason, which is sent', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/admin/comments', () =>
        HttpResponse.json({ comments: [moderationComment()], has_more: false }),
      ),
      http.put('/api/admin/comments/9/hide', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(moderationComment({ is_hidden: true, hidden_reason: 'Spam' }));
      }),
    );
    const { user } = renderAdmin('/admin/moderation');
    await findHeading('Moderation');
    await user.click(await screen.findByRole('button', { name: 'Hide' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide Comment' });
    const hide = within(dialog).getByRole('button', { name: 'Hide' });
    expect(hide).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Spam');
    await user.click(hide);
    expect(await screen.findByText('The comment has been hidden.')).toBeInTheDocument();
    expect(bodies).toEqual([{ reason: 'Spam' }]);
  });

  it('moderation: a failed action shows the server message', async () => {
    server.use(
      serveHiddenComment(),
      http.put('/api/admin/comments/9/unhide', () =>
        HttpResponse.json(errorBody(409, 'This comment is not hidden.'), { status: 409 }),
      ),
    );
    const { user } = renderAdmin('/admin/moderation');
    expect(await screen.findByText('Hidden by Ada Admin: Spam')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unhide' }));
    expect(await screen.findByText('This comment is not hidden.')).toBeInTheDocument();
  });

  it('moderation: in Arabic, who hid a comment and why, and the actions', async () => {
    server.use(serveHiddenComment());
    await chooseLocale('ar');
    renderAdmin('/admin/moderation');
    await findHeading('الإشراف');
    expect(await screen.findByText('أخفاه Ada Admin: Spam')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cholera in Lagos, Nigeria' }).parentElement).toHaveTextContent(
      'على Cholera in Lagos, Nigeria',
    );
    expect(screen.getByRole('button', { name: 'إظهار' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'المخفية' })).toBeVisible();
  });

  it('audit log: filters go to the server and the URL; no match says so', async () => {
    const queries: string[] = [];
    server.use(
      http.get('/api/admin/audit/actions', () =>
        HttpResponse.json({ actions: ['outbreak.confirm', 'user.suspend'] }),
      ),
      http.get('/api/admin/audit', ({ request }) => {
        const search = new URL(request.url).searchParams;
        queries.push(search.toString());
        return HttpResponse.json({
          entries: search.get('action') === 'user.suspend' ? [] : [auditEntry()],
          has_more: false,
        });
      }),
    );
    const { user, router } = renderAdmin('/admin/audit');
    await findHeading('Audit log');
    expect(await screen.findByRole('cell', { name: /^Confirmed an outbreak/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Action'), 'user.suspend');
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    expect(queries.at(-1)).toContain('action=user.suspend');
    expect(router.state.location.search).toBe('?action=user.suspend');
  });

  it('audit log: readable actions, targets by name as links, actor and target found by name', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('/api/admin/audit/actions', () => HttpResponse.json({ actions: ['outbreak.confirm'] })),
      http.get('/api/admin/audit', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          entries: [
            auditEntry(),
            auditEntry({
              id: 8,
              action: 'auth.sign_in_failed',
              actor_id: null,
              actor_name: null,
              actor_email: null,
              target_type: 'user',
              target_id: 5,
              target_name: 'Jane Doe',
            }),
            auditEntry({
              id: 9,
              action: 'comment.hide',
              target_type: 'comment',
              target_id: 3,
              target_name: null,
            }),
          ],
          has_more: false,
        });
      }),
    );
    const { user, router } = renderAdmin('/admin/audit');
    await findHeading('Audit log');

    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    expect(within(table).getByRole('cell', { name: 'Confirmed an outbreak' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Failed sign-in' })).toBeInTheDocument();
    expect(within(table).queryByText('outbreak.confirm')).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /^Cholera in Kenya/ })).toHaveAttribute(
      'href',
      '/admin/outbreaks/42',
    );
    expect(within(table).getByRole('link', { name: /^Jane Doe/ })).toHaveAttribute('href', '/profile/5');
    // A comment has no page of its own: its type and id, unlinked.
    expect(within(table).getByRole('cell', { name: 'comment #3' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Actor' }), 'ada admin');
    await user.type(screen.getByRole('searchbox', { name: 'Target' }), 'Kenya');
    await waitFor(() => expect(queries.at(-1)?.get('target')).toBe('Kenya'));
    expect(queries.at(-1)?.get('actor')).toBe('ada admin');
    expect(queries.some((query) => query.get('actor') === 'a')).toBe(false);
    expect(router.state.location.search).toBe('?actor=ada+admin&target=Kenya');
  });
});
