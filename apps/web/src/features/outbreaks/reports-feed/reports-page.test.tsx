import { LANGUAGE_STORAGE_KEY, type OutbreakListResponse } from '@outbreak-watch/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCount } from '../../../lib/format';
import { errorBody } from '../../../test/auth-fixtures';
import { findPageHeading, renderApp } from '../../../test/render-app';
import { FakeIntersectionObserver } from '../../../test/fake-intersection-observer';
import { server } from '../../../test/server';
import { createOutbreak, createOutbreakPage } from '../details/test-outbreaks';
import { REPORTS_MESSAGES } from './messages';

const REPORT_SUBMITTED_TEXT = REPORTS_MESSAGES.submitted.defaultMessage;

/** Serves the given pages, each after the previous one's cursor, and records what was asked for. */
function serveOutbreakPages(pages: OutbreakListResponse[]) {
  const requests: { cursor: string | null; limit: string | null }[] = [];
  server.use(
    http.get('/api/outbreaks', ({ request }) => {
      const url = new URL(request.url);
      const cursor = url.searchParams.get('cursor');
      requests.push({ cursor, limit: url.searchParams.get('limit') });
      const index =
        cursor === null ? 0 : pages.findIndex((page, i) => i > 0 && pages[i - 1].next_cursor === cursor);
      return HttpResponse.json(pages[index] ?? { outbreaks: [], has_more: false, next_cursor: null });
    }),
  );
  return requests;
}

const cards = () => screen.getAllByRole('article');

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Reports feed', { timeout: 20_000 }, () => {
  it('offers the Atom and CAP feeds of the reports, and their GeoJSON among the exports', async () => {
    serveOutbreakPages([{ outbreaks: [createOutbreak()], has_more: false }]);
    renderApp('/reports');
    await findPageHeading('Outbreak Reports');

    const feeds = within(screen.getByRole('navigation', { name: 'Feeds and exports' }));
    expect(feeds.getByRole('link', { name: 'Atom feed of the confirmed outbreaks' })).toHaveAttribute(
      'href',
      '/api/feeds/outbreaks.atom',
    );
    expect(
      feeds.getByRole('link', { name: 'CAP alerts of the confirmed outbreaks (Atom index)' }),
    ).toHaveAttribute('href', '/api/feeds/cap.atom');
    const exports = within(screen.getByRole('group', { name: 'Export every outbreak report' }));
    expect(exports.getByRole('link', { name: 'Export every outbreak report as GeoJSON' })).toHaveAttribute(
      'href',
      '/api/outbreaks/export.geojson',
    );
  });

  it('shows a card with every element of an outbreak', async () => {
    serveOutbreakPages([
      {
        outbreaks: [
          createOutbreak({ id: 9, confirmed: true, first_name: 'Amara' }),
          createOutbreak({
            id: 8,
            disease_name: 'Measles',
            state_name: null,
            country_name: 'Tuvalu',
            country_numeric_code: '798',
            source: null,
            region: null,
          }),
        ],
        has_more: false,
      },
    ]);
    renderApp('/reports');

    expect(await findPageHeading('Outbreak Reports')).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Cholera' }));
    expect(card.getByRole('heading', { level: 2, name: 'Cholera' })).toBeInTheDocument();
    expect(card.getByText('R0')).toBeInTheDocument();
    expect(card.getByText('1.4')).toBeInTheDocument();
    expect(card.getByText('2.5%')).toBeInTheDocument();
    expect(card.getByText('97.2%')).toBeInTheDocument();
    expect(card.getByText('Lagos, Nigeria')).toBeInTheDocument();
    expect(card.getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(card.getByText('Reported by Amara')).toBeInTheDocument();
    expect(card.getByText('Acute watery diarrhoea in three wards after flooding.')).toBeInTheDocument();
    expect(card.getByText('Lagos State Ministry of Health')).toBeInTheDocument();
    expect(card.getByText('Western Africa')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Map of Nigeria' })).toBeInTheDocument();
    expect(card.getByText('Confirmed')).toBeInTheDocument();
    expect(card.getByRole('link', { name: /^View Full Report/ })).toHaveAttribute('href', '/details/9');

    // Without a first name only the role is shown; a territory without an outline gets its name.
    const other = within(screen.getByRole('article', { name: 'Measles' }));
    expect(other.getByText('Reported by a Reporter')).toBeInTheDocument();
    expect(other.getByText('Unconfirmed')).toBeInTheDocument();
    expect(other.queryByRole('img', { name: 'Map of Tuvalu' })).not.toBeInTheDocument();
    expect(other.getAllByText('Tuvalu')).toHaveLength(2);
    expect(other.getAllByText('Not specified')).toHaveLength(2);

    expect(screen.getByText('No more outbreak reports to load')).toBeInTheDocument();
  });

  it('asks for the page after the last card when it comes into view, and appends it', async () => {
    const requests = serveOutbreakPages([
      createOutbreakPage(30, 100, true),
      createOutbreakPage(5, 70, false),
    ]);
    renderApp('/reports');
    await findPageHeading('Outbreak Reports');

    await screen.findByRole('article', { name: 'Disease 100' });
    expect(cards()).toHaveLength(30);
    expect(requests).toEqual([{ cursor: null, limit: '30' }]);
    expect(screen.queryByText('No more outbreak reports to load')).not.toBeInTheDocument();

    // Only the last card is watched, at 10% visibility.
    const last = cards()[29];
    expect(FakeIntersectionObserver.isObserving(cards()[0])).toBe(false);
    await waitFor(() => expect(FakeIntersectionObserver.isObserving(last)).toBe(true));
    expect(FakeIntersectionObserver.instances.at(-1)?.thresholds).toEqual([0.1]);

    act(() => FakeIntersectionObserver.show(last));

    await screen.findByRole('article', { name: 'Disease 66' });
    expect(cards()).toHaveLength(35);
    expect(cards()[0]).toHaveAccessibleName('Disease 100');
    // The second page is the one after the first page's last report.
    expect(requests).toEqual([
      { cursor: null, limit: '30' },
      { cursor: 'after-71', limit: '30' },
    ]);
    expect(screen.getByText('No more outbreak reports to load')).toBeInTheDocument();

    // No further page once has_more is false.
    act(() => FakeIntersectionObserver.show(cards()[34]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(2);
  });

  it('does not ask again while a page is loading', async () => {
    const requests = serveOutbreakPages([createOutbreakPage(30, 100, true)]);
    let releasePage2: () => void = () => {};
    server.use(
      http.get('/api/outbreaks', async ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        requests.push({ cursor, limit: '30' });
        if (cursor) await new Promise<void>((resolve) => (releasePage2 = resolve));
        return HttpResponse.json(
          cursor === null ? createOutbreakPage(30, 100, true) : createOutbreakPage(3, 70, false),
        );
      }),
    );
    renderApp('/reports');
    await findPageHeading('Outbreak Reports');

    await screen.findByRole('article', { name: 'Disease 100' });
    const last = cards()[29];
    await waitFor(() => expect(FakeIntersectionObserver.isObserving(last)).toBe(true));
    act(() => FakeIntersectionObserver.show(last));
    await screen.findByText('Loading more reports…');
    act(() => FakeIntersectionObserver.show(last));
    expect(requests.filter((request) => request.cursor !== null)).toHaveLength(1);

    act(() => releasePage2());
    await screen.findByRole('article', { name: 'Disease 68' });
    expect(cards()).toHaveLength(33);
  });

  it('shows the error message with Retry, and loads on Retry', async () => {
    let fail = true;
    server.use(
      http.get('/api/outbreaks', () =>
        fail
          ? HttpResponse.json(errorBody(503, 'The service is busy. Please try again.'), { status: 503 })
          : HttpResponse.json(createOutbreakPage(2, 10, false)),
      ),
    );
    const { user } = renderApp('/reports');
    await findPageHeading('Outbreak Reports');

    expect(await screen.findByText('The service is busy. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('article', { name: 'Disease 10' });
    expect(screen.queryByText('The service is busy. Please try again.')).not.toBeInTheDocument();
  });

  it("falls back to 'An error occurred' when the server gives no usable message", async () => {
    server.use(
      http.get('/api/outbreaks', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    renderApp('/reports');
    await findPageHeading('Outbreak Reports');

    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('confirms a submitted report once, and removes the query so a reload does not repeat it', async () => {
    serveOutbreakPages([createOutbreakPage(1, 1, false)]);
    const { router, user } = renderApp('/reports?reported=success');

    await findPageHeading('Outbreak Reports');
    expect(screen.getByText(REPORT_SUBMITTED_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/reports');
    expect(screen.getByText(REPORT_SUBMITTED_TEXT)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(REPORT_SUBMITTED_TEXT)).not.toBeInTheDocument();
  });

  it('shows no confirmation on a plain visit', async () => {
    serveOutbreakPages([createOutbreakPage(1, 1, false)]);
    renderApp('/reports');
    await findPageHeading('Outbreak Reports');

    await screen.findByRole('article', { name: 'Disease 1' });
    expect(screen.queryByText(REPORT_SUBMITTED_TEXT)).not.toBeInTheDocument();
  });
});

/** The page's title once its language's catalogue is loaded (slower than English's, which is built in). */
const findTitle = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

describe('Reports feed in another language', { timeout: 30_000 }, () => {
  it('shows the page, its filters and its cards in French', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    serveOutbreakPages([
      {
        outbreaks: [createOutbreak({ id: 8, first_name: null, source: null })],
        has_more: false,
        total: { count: 1, more: false },
      },
    ]);
    renderApp('/reports');

    expect(await findTitle('Signalements de flambées')).toBeInTheDocument();
    expect(
      screen.getByRole('search', { name: 'Rechercher et filtrer les signalements' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher des signalements' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Confirmation' })).toHaveTextContent('Non confirmé');
    const card = within(await screen.findByRole('article', { name: 'Cholera' }));
    expect(card.getByText('Signalé par un déclarant')).toBeInTheDocument();
    expect(card.getByText('Non précisé')).toBeInTheDocument();
    expect(card.getByRole('link', { name: /^Voir le signalement complet/ })).toHaveAttribute(
      'href',
      '/details/8',
    );
    expect(card.getByText('Lagos, Nigéria')).toBeInTheDocument();
    expect(card.getByText(/Cholera à Lagos, Nigéria/)).toHaveClass('sr-only');
    expect(screen.getByText('1 signalement')).toBeInTheDocument();
    expect(screen.getByText('Aucun autre signalement de flambée à charger')).toBeInTheDocument();
  });

  it('counts reports with the Arabic plural forms, right to left', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    serveOutbreakPages([{ ...createOutbreakPage(3, 3, false), total: { count: 3, more: false } }]);
    renderApp('/reports');

    expect(await findTitle('بلاغات الفاشيات')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByText(`${formatCount(3)} بلاغات`)).toBeInTheDocument();
  });
});
