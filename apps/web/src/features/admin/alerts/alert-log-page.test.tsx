import type { AlertLogEntry, AlertLogResponse } from '@outbreak-watch/domain';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../test/auth-fixtures';
import { chooseLocale } from '../../../lib/i18n/locale';
import { server } from '../../../test/server';
import { findHeading, renderAdmin } from '../test-admin';

function alertEntry(overrides: Partial<AlertLogEntry> = {}): AlertLogEntry {
  return {
    channel: 'in_app',
    id: 4,
    created_at: '2026-03-05T14:07:00.000Z',
    sent_at: '2026-03-05T14:07:00.000Z',
    user_id: 5,
    recipient_name: 'Ines Moreau',
    recipient_email: 'ines@example.org',
    title: 'New expert comment on Cholera in Kenya',
    category: 'comment',
    link: '/details/42',
    state: 'sent',
    attempts: 0,
    last_error: null,
    ...overrides,
  };
}

const counts = { queued: 0, retrying: 0, sent: 0, failed: 0, gone: 0 };

function logResponse(entries: AlertLogEntry[], hasMore = false): AlertLogResponse {
  return {
    entries,
    has_more: hasMore,
    summary: {
      from: '2026-03-01',
      to: '2026-03-07',
      email: { ...counts, sent: 12, failed: 1, retrying: 2 },
      push: { ...counts, sent: 3, gone: 4 },
    },
  };
}

describe('the alert log screen', { timeout: 20_000 }, () => {
  it('shows each delivery with its channel, state, recipient and the failure, and the outbox counts', async () => {
    server.use(
      http.get('/api/admin/alert-log', () =>
        HttpResponse.json(
          logResponse([
            alertEntry(),
            alertEntry({
              channel: 'email',
              id: 4,
              user_id: null,
              recipient_name: null,
              recipient_email: 'nobody@example.net',
              title: 'Verify your address',
              category: 'verification',
              link: null,
              state: 'failed',
              attempts: 1,
              sent_at: null,
              last_error: "Can't send mail - all recipients were rejected: 550 5.1.1 No such user",
            }),
            alertEntry({ channel: 'push', id: 9, state: 'gone', attempts: 1, last_error: '410 Gone' }),
          ]),
        ),
      ),
    );
    renderAdmin('/admin/alerts');
    await findHeading('Alert log');

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [inApp, email, push] = items;
    expect(within(inApp).getByText('In-app')).toBeInTheDocument();
    expect(within(inApp).getByText('Sent')).toBeInTheDocument();
    expect(
      within(inApp).getByRole('link', { name: 'New expert comment on Cholera in Kenya' }),
    ).toHaveAttribute('href', '/details/42');
    expect(within(inApp).getByText(/Comment ·/)).toBeInTheDocument();
    expect(within(inApp).getByText('Ines Moreau')).toBeInTheDocument();
    expect(within(inApp).queryByText('Last error:')).not.toBeInTheDocument();

    expect(within(email).getByText('E-mail')).toBeInTheDocument();
    expect(within(email).getByText('Failed')).toBeInTheDocument();
    expect(within(email).getByText('1 attempt')).toBeInTheDocument();
    expect(within(email).getByText('No account')).toBeInTheDocument();
    expect(within(email).getByText(/nobody@example\.net/)).toBeInTheDocument();
    expect(within(email).getByText(/550 5\.1\.1 No such user/)).toBeInTheDocument();

    expect(within(push).getByText('Gone')).toBeInTheDocument();
    expect(within(push).getByText('410 Gone')).toBeInTheDocument();

    expect(
      screen.getByRole('heading', { name: 'Outboxes from Mar 1, 2026 to Mar 7, 2026' }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('table', { name: 'Messages by channel and state' });
    const cellsOf = (state: string) =>
      within(within(summary).getByRole('row', { name: new RegExp(`^${state}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(
      within(summary)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['State', 'E-mail', 'Push']);
    expect(cellsOf('Retrying')).toEqual(['2', '0']);
    expect(cellsOf('Sent')).toEqual(['12', '3']);
    expect(cellsOf('Failed')).toEqual(['1', '0']);
    expect(cellsOf('Gone')).toEqual(['0', '4']);
  });

  it('keeps the channel, state, category, recipient and dates in the URL and asks the server with them', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('/api/admin/alert-log', ({ request }) => {
        const search = new URL(request.url).searchParams;
        queries.push(search);
        return HttpResponse.json(logResponse(search.get('state') === 'read' ? [] : [alertEntry()]));
      }),
    );
    const { user, router } = renderAdmin('/admin/alerts?category=comment');
    await findHeading('Alert log');
    expect(await screen.findByText('Ines Moreau')).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('comment');
    expect(queries.at(-1)?.get('category')).toBe('comment');

    await user.click(screen.getByRole('button', { name: 'Push' }));
    expect(screen.getByRole('button', { name: 'Push' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ines');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('State'), 'read');
    expect(await screen.findByText('No deliveries match these filters.')).toBeInTheDocument();

    const last = queries.at(-1)!;
    expect(Object.fromEntries(last)).toMatchObject({
      channel: 'push',
      recipient: 'ines',
      state: 'read',
      category: 'comment',
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      category: 'comment',
      channel: 'push',
      recipient: 'ines',
      state: 'read',
    });
  });

  it('shows the server’s message when the log cannot be loaded, and loads it on retry', async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/alert-log', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(errorBody(400, 'The start date must not be after the end date.'), {
              status: 400,
            })
          : HttpResponse.json(logResponse([alertEntry()]));
      }),
    );
    const { user } = renderAdmin('/admin/alerts?from=2026-03-09&to=2026-03-01');
    expect(await screen.findByText('The start date must not be after the end date.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ines Moreau')).toBeInTheDocument();
  });

  it('reads in French: channels, states, categories and counted attempts', async () => {
    server.use(
      http.get('/api/admin/alert-log', () =>
        HttpResponse.json(
          logResponse([alertEntry({ state: 'retrying', attempts: 2, category: 'new_outbreak' })]),
        ),
      ),
    );
    await chooseLocale('fr');
    renderAdmin('/admin/alerts');
    await findHeading('Journal des alertes');
    expect(await screen.findByText('2 tentatives')).toBeInTheDocument();
    expect(screen.getByText('Nouvelle flambée ·')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Files d’envoi du 1 mars 2026 au 7 mars 2026' }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveTextContent('Formulaire de contact');
  });
});
