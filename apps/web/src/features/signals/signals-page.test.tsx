import {
  LANGUAGE_STORAGE_KEY,
  ROLE,
  SIGNAL_ALGORITHM_NAMES,
  SIGNAL_ALGORITHMS,
  type Signal,
} from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createCountry, createDisease } from '../../test/outbreak-fixtures';
import { createTestUser, findPageHeading, renderApp } from '../../test/render-app';
import { serveRegions } from '../../test/region-fixtures';
import { server } from '../../test/server';
import { createMethod, createSignal, createSignalDetail, rowsOf } from '../../test/signal-fixtures';

/** Nigeria × Cholera, flagged by EARS C1 and C2 on reports and by EARS C2 on cases. */
const NIGERIA_CHOLERA = createSignal({
  methods: [
    createMethod(),
    createMethod({ algorithm: 'ears_c2', exceedance: 0.8, threshold: 3.9 }),
    createMethod({ algorithm: 'ears_c2', measure: 'cases', exceedance: 0.5, observed: 140 }),
  ],
});
const KENYA = createSignal({
  id: 42,
  country_id: 110,
  country_name: 'Kenya',
  disease_id: null,
  disease_name: null,
  week_start: '2026-11-09',
  status: 'verified',
  methods: [
    createMethod({
      algorithm: 'ears_c3',
      measure: 'cases',
      observed: 1250,
      expected: null,
      threshold: 812.5,
      exceedance: 0.54,
    }),
  ],
});
const MEASLES = createSignal({ id: 43, country_id: null, country_name: null, disease_name: 'Measles' });

/** Serves the signals, their details and the reference lists; records every list query. */
function serve(list: Signal[] | (() => Response) = [NIGERIA_CHOLERA, KENYA, MEASLES]) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/signals', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return typeof list === 'function' ? list() : HttpResponse.json({ signals: list });
    }),
    http.get('/api/signals/:id', ({ params }) => {
      const signal = [NIGERIA_CHOLERA, KENYA, MEASLES].find((s) => s.id === Number(params.id));
      return signal
        ? HttpResponse.json(createSignalDetail(signal))
        : HttpResponse.json(
            { statusCode: 404, error: 'Not Found', message: 'Signal not found.' },
            { status: 404 },
          );
    }),
    http.get('/api/countries', () =>
      HttpResponse.json([createCountry(161, 'Nigeria'), createCountry(110, 'Kenya')]),
    ),
    http.get('/api/diseases', () => HttpResponse.json([createDisease(3, 'Cholera')])),
  );
  return queries;
}

describe('Signals page', { timeout: 20_000 }, () => {
  it('lists the current signals in the order the server ranks them, with every column', async () => {
    serve();
    renderApp('/signals');
    await findPageHeading('Signals');
    expect(document.title).toMatch(/^Signals · /);
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(
      screen.getByRole('link', { name: 'Signals', current: 'page' }),
    );

    const table = await screen.findByRole('table', { name: /Current signals/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Series', 'Week', 'Observed', 'Expected', 'Threshold', 'Measure', 'Methods', 'Status']);
    // One row per series and week: the reference method's figures, and every method that agrees.
    expect(rowsOf(table)).toEqual([
      [
        'Nigeria × Cholera',
        'Week of Nov 16, 2026',
        '7',
        '1.29',
        '3.46',
        'Reports',
        'EARS C1 (reports) · referenceEARS C2 (reports, cases)',
        'New',
      ],
      [
        'Kenya (all diseases)',
        'Week of Nov 9, 2026',
        '1,250',
        '—',
        '812.5',
        'Cases',
        'EARS C3 (cases) · reference',
        '✓Verified event',
      ],
      [
        'Measles (all countries)',
        'Week of Nov 16, 2026',
        '7',
        '1.29',
        '3.46',
        'Reports',
        'EARS C1 (reports) · reference',
        'New',
      ],
    ]);
    const methods = within(table).getAllByRole('list')[0];
    expect(
      within(methods)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['EARS C1 (reports) · reference', 'EARS C2 (reports, cases)']);
    // Each signal links to its own page.
    expect(within(table).getByRole('link', { name: 'Nigeria × Cholera' })).toHaveAttribute(
      'href',
      '/signals/41',
    );
    expect(screen.getByRole('status')).toHaveTextContent('3 signals, the largest excess first');
  });

  it('offers every detection method the server runs, and keeps the filters in the URL', async () => {
    const queries = serve();
    const { user, router } = renderApp('/signals');
    await findPageHeading('Signals');
    await screen.findByRole('table', { name: /Current signals/ });
    expect(queries.at(-1)).toEqual({});

    const method = screen.getByLabelText('Method');
    expect(
      within(method)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All methods', ...SIGNAL_ALGORITHMS.map((a) => SIGNAL_ALGORITHM_NAMES[a])]);

    await user.selectOptions(await screen.findByLabelText('Country'), 'Kenya');
    await user.selectOptions(method, SIGNAL_ALGORITHM_NAMES.ears_c3);
    await user.selectOptions(screen.getByLabelText('Measure'), 'Cases');
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ country_id: '110', algorithm: 'ears_c3', measure: 'cases' }),
    );
    expect(router.state.location.search).toBe('?country_id=110&algorithm=ears_c3&measure=cases');

    await user.click(screen.getByRole('checkbox', { name: 'Confirmed reports only' }));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        country_id: '110',
        algorithm: 'ears_c3',
        measure: 'cases',
        confirmed: 'true',
      }),
    );
    expect(router.state.location.search).toBe(
      '?country_id=110&algorithm=ears_c3&measure=cases&confirmed=true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('over confirmed reports only');
    // The signal's link keeps the basis.
    expect(screen.getByRole('link', { name: 'Nigeria × Cholera' })).toHaveAttribute(
      'href',
      '/signals/41?confirmed=true',
    );

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Method')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Confirmed reports only' })).not.toBeChecked();
  });

  it('narrows the signals to a region, kept in the URL; an unknown region is ignored', async () => {
    const queries = serve();
    serveRegions();
    const { user, router } = renderApp('/signals?region=3');
    await findPageHeading('Signals');
    await screen.findByRole('table', { name: /Current signals/ });
    expect(queries[0]).toEqual({});
    await user.selectOptions(
      screen.getByLabelText('Region'),
      await screen.findByRole('option', { name: 'Europe' }),
    );
    await waitFor(() => expect(queries.at(-1)).toEqual({ region: '150' }));
    expect(router.state.location.search).toBe('?region=150');
  });

  it('filters by triage state; only admins may list the discarded signals', async () => {
    const queries = serve();
    const { unmount } = renderApp('/signals');
    await findPageHeading('Signals');
    const options = () =>
      within(screen.getByLabelText('Triage'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options()).toEqual(['Any', 'New', 'Under review', 'Verified event']);
    unmount();

    const { user, router } = renderApp('/signals', { user: createTestUser({ role_id: ROLE.ADMIN }) });
    await findPageHeading('Signals');
    expect(options()).toEqual(['All but discarded', 'New', 'Under review', 'Verified event', 'Discarded']);
    await user.selectOptions(screen.getByLabelText('Triage'), 'Discarded');
    await waitFor(() => expect(queries.at(-1)).toEqual({ status: 'discarded' }));
    expect(router.state.location.search).toBe('?status=discarded');
  });

  it('reopens a shared view and ignores malformed values', async () => {
    const queries = serve();
    renderApp('/signals?disease_id=3&algorithm=nonsense&measure=reports&confirmed=true');
    await findPageHeading('Signals');
    await screen.findByRole('table', { name: /Current signals/ });
    expect(queries[0]).toEqual({ disease_id: '3', measure: 'reports', confirmed: 'true' });
    expect(screen.getByLabelText('Measure')).toHaveValue('reports');
    expect(screen.getByRole('checkbox', { name: 'Confirmed reports only' })).toBeChecked();
  });

  it('sends an earlier link to a signal on this page (?signal=ID) to the signal’s own page', async () => {
    serve();
    const { router } = renderApp('/signals?measure=reports&signal=41');
    await findPageHeading('Nigeria × Cholera, week of Nov 16, 2026');
    expect(router.state.location.pathname).toBe('/signals/41');
  });

  it('says so when there are no signals, and when none match the filters', async () => {
    serve([]);
    const { unmount } = renderApp('/signals');
    await findPageHeading('Signals');
    expect(
      await screen.findByText('No current signals: every weekly series is within its expected range.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    renderApp('/signals?country_id=161');
    await findPageHeading('Signals');
    expect(await screen.findByText('No current signals match these filters.')).toBeInTheDocument();
  });

  it('shows the error with Retry, and Retry asks again', async () => {
    let fail = true;
    const queries = serve(() =>
      fail
        ? HttpResponse.json(
            { statusCode: 503, error: 'Service Unavailable', message: 'Try later.' },
            { status: 503 },
          )
        : HttpResponse.json({ signals: [KENYA] }),
    );
    const { user } = renderApp('/signals');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Signals could not be loaded');
    expect(alert).toHaveTextContent('Try later.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Kenya (all diseases)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(queries.length).toBeGreaterThanOrEqual(2);
  });
});

describe('Signals page in other languages', { timeout: 30_000 }, () => {
  it('speaks French: heading, filters, series, columns and triage states', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    serve();
    renderApp('/signals');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Signaux' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Filtres des signaux' })).toBeInTheDocument();
    expect(screen.getByText(/EARS C3 et Farrington/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Signaux en cours/ });
    expect(within(table).getByRole('link', { name: 'Kenya (toutes maladies)' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Measles (tous pays)' })).toBeInTheDocument();
    expect(within(table).getByText('Événement vérifié')).toBeInTheDocument();
    expect(screen.getByText(/^3 signaux, le plus grand dépassement en premier/)).toBeInTheDocument();
  });

  it('speaks Arabic, right to left, with its plural of the count', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    serve();
    renderApp('/signals');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الإشارات' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByText(/^\S+ إشارات، الأكبر تجاوزًا أولًا/)).toBeInTheDocument();
  });
});
