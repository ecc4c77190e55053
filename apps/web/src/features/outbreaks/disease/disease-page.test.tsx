import { LANGUAGE_STORAGE_KEY, type Follow, type FollowRequest } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createOutbreak } from '../../../test/outbreak-fixtures';
import { createTestUser, findPageHeading, renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { createSignal } from '../../../test/signal-fixtures';
import { DISEASE_PAGE_MESSAGES } from './messages';

const DISEASE_PAGE_TEXT = {
  signalsTitle: DISEASE_PAGE_MESSAGES.signalsTitle.defaultMessage,
  outbreaksTitle: DISEASE_PAGE_MESSAGES.outbreaksTitle.defaultMessage,
  allOutbreaks: DISEASE_PAGE_MESSAGES.allOutbreaks.defaultMessage,
  notFound: DISEASE_PAGE_MESSAGES.notFound.defaultMessage,
};

const CHOLERA = {
  id: 3,
  name: 'Cholera',
  category: 'Intestinal infectious diseases',
  agent_type: 'bacteria',
  description: 'An acute diarrhoeal infection caused by Vibrio cholerae.',
} as const;

/** The disease, its signals and outbreaks; records the list queries and the follows posted. */
function serve() {
  const outbreakQueries: string[] = [];
  const signalQueries: string[] = [];
  const posted: FollowRequest[] = [];
  let follows: Follow[] = [];
  server.use(
    http.get('/api/follows', () => HttpResponse.json({ follows })),
    http.get('/api/diseases/:id', ({ params }) =>
      Number(params.id) === CHOLERA.id
        ? HttpResponse.json(CHOLERA)
        : HttpResponse.json(
            { statusCode: 404, error: 'Not Found', message: 'Disease not found.' },
            { status: 404 },
          ),
    ),
    http.get('/api/signals', ({ request }) => {
      signalQueries.push(new URL(request.url).search);
      return HttpResponse.json({ signals: [createSignal()] });
    }),
    http.get('/api/outbreaks', ({ request }) => {
      outbreakQueries.push(new URL(request.url).search);
      return HttpResponse.json({
        outbreaks: [createOutbreak({ id: 8, confirmed: true })],
        has_more: false,
      });
    }),
    http.post('/api/follows', async ({ request }) => {
      const body = (await request.json()) as FollowRequest;
      posted.push(body);
      const created: Follow = { id: 70, ...body, name: 'Cholera', created_at: '2026-11-27T10:00:00.000Z' };
      follows = [created];
      return HttpResponse.json(created, { status: 201 });
    }),
  );
  return { outbreakQueries, signalQueries, posted };
}

describe('a disease’s own page', { timeout: 20_000 }, () => {
  it('shows what the disease is, its signals and its recent confirmed outbreaks', async () => {
    const { outbreakQueries, signalQueries } = serve();
    renderApp('/diseases/3');
    await findPageHeading('Cholera');
    expect(document.title).toMatch(/^Disease · /);

    const info = screen.getByRole('region', { name: 'Disease Information' });
    expect(info).toHaveTextContent(CHOLERA.description);
    expect(info).toHaveTextContent('Intestinal infectious diseases');
    expect(info).toHaveTextContent('Bacteria');

    const signals = await screen.findByRole('region', { name: DISEASE_PAGE_TEXT.signalsTitle });
    expect(await within(signals).findByRole('link', { name: 'Nigeria × Cholera' })).toHaveAttribute(
      'href',
      '/signals/41',
    );
    expect(signalQueries).toEqual(['?disease_id=3']);

    const outbreaks = screen.getByRole('region', { name: DISEASE_PAGE_TEXT.outbreaksTitle });
    expect(await within(outbreaks).findByRole('link', { name: 'Cholera' })).toHaveAttribute(
      'href',
      '/details/8',
    );
    expect(within(outbreaks).getByRole('link', { name: DISEASE_PAGE_TEXT.allOutbreaks })).toHaveAttribute(
      'href',
      '/?disease_id=3',
    );
    const query = new URLSearchParams(outbreakQueries[0]);
    expect(query.get('disease_id')).toBe('3');
    expect(query.get('confirmed')).toBe('true');
  });

  it('follows the disease for a signed-in member', async () => {
    const { posted } = serve();
    const { user } = renderApp('/diseases/3', { user: createTestUser() });
    await findPageHeading('Cholera');
    const follow = screen.getByRole('button', { name: 'Follow Cholera' });
    await waitFor(() => expect(follow).toBeEnabled());
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await user.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'true'));
    expect(posted).toEqual([{ kind: 'disease', target_id: 3 }]);
  });

  it('says so when there is no such disease, or the id is not one', async () => {
    serve();
    renderApp('/diseases/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(DISEASE_PAGE_TEXT.notFound);
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
  });

  it('refuses an id that is not a number without asking the server', async () => {
    serve();
    renderApp('/diseases/cholera');
    expect(await screen.findByRole('alert')).toHaveTextContent(DISEASE_PAGE_TEXT.notFound);
  });
});

describe('a disease’s own page in another language', { timeout: 30_000 }, () => {
  it('shows its fixed texts, cards, dates and follow button in French, the disease’s name as stored', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    serve();
    server.use(http.get('/api/diseases/3', () => HttpResponse.json({ ...CHOLERA, description: null })));
    renderApp('/diseases/3');
    await screen.findByRole('heading', { level: 1, name: 'Cholera' }, { timeout: 10_000 });

    const info = screen.getByRole('region', { name: 'Informations sur la maladie' });
    expect(info).toHaveTextContent(/Le choléra est une infection diarrhéique aiguë causée par la bactérie/);
    expect(info).toHaveTextContent(/Voie féco-orale/);
    const signals = await screen.findByRole('region', { name: 'Signaux en cours' });
    const week = await within(signals).findByText('16 nov. 2026');
    expect(week.parentElement).toHaveTextContent(/^Semaine du 16 nov\. 2026$/);
    const outbreaks = screen.getByRole('region', { name: 'Flambées confirmées récentes' });
    expect(
      within(outbreaks).getByRole('link', { name: 'Tous les signalements de cette maladie' }),
    ).toHaveAttribute('href', '/?disease_id=3');
    expect(screen.getByRole('button', { name: 'Suivre Cholera' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Retour au tableau de bord/ })).toHaveAttribute('href', '/');
  });

  it('says there is no such disease in Arabic, right to left', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    serve();
    renderApp('/diseases/999');
    expect(await screen.findByText('لا يوجد مرض بهذا المعرّف.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'المرض' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
