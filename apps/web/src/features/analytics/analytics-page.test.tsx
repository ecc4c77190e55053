import {
  LANGUAGE_STORAGE_KEY,
  type AnalyticsPlacesResponse,
  type AnalyticsResponse,
} from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createCountry, createDisease, createOutbreak } from '../../test/outbreak-fixtures';
import { findPageHeading, renderApp } from '../../test/render-app';
import { server } from '../../test/server';

function analytics(overrides: Partial<AnalyticsResponse> = {}): AnalyticsResponse {
  return {
    range: { from: '2026-10-27', to: '2026-11-25', days: 30 },
    cards: {
      total_outbreaks: 12,
      active_outbreaks: 5,
      high_risk: 2,
      total_cases: 12345.678,
      contained_outbreaks: 4,
      unconfirmed: {
        total_outbreaks: 3,
        active_outbreaks: 0,
        high_risk: 1,
        total_cases: 45,
        contained_outbreaks: 0,
      },
    },
    by_status: [
      { status: 'active', count: 5, cases: 6000 },
      { status: 'contained', count: 4, cases: 345.678 },
      { status: 'investigating', count: 3, cases: 6000 },
    ],
    by_severity: [
      { severity: 'low', count: 10, cases: 10000 },
      { severity: 'high', count: 2, cases: 2345.678 },
    ],
    by_disease: [{ disease_id: 3, disease_name: 'Cholera', count: 12, cases: 12345.678 }],
    // Zero-filled as the server sends them: the weeks and months without outbreaks are there with 0.
    weekly: [
      { week: '2026-W44', week_start: '2026-10-26', count: 2, cases: 300, deaths: 30 },
      { week: '2026-W45', week_start: '2026-11-02', count: 0, cases: 0, deaths: 0 },
      { week: '2026-W46', week_start: '2026-11-09', count: 0, cases: 0, deaths: 0 },
      { week: '2026-W47', week_start: '2026-11-16', count: 0, cases: 0, deaths: 0 },
      { week: '2026-W48', week_start: '2026-11-23', count: 10, cases: 12045.678, deaths: 12 },
    ],
    weekly_truncated: false,
    monthly: [
      { month: '2026-10', count: 2, cases: 300, deaths: 30 },
      { month: '2026-11', count: 10, cases: 12045.678, deaths: 12 },
    ],
    monthly_truncated: false,
    top_countries: [
      {
        country_id: 161,
        country_name: 'Nigeria',
        attack_rate_sum: 42.123456,
        count: 12,
        cases: 12345.678,
        population: 227_882_945,
        population_year: 2026,
        cases_per_100k: 5.417453,
        deaths_per_100k: 0.25,
      },
    ],
    recent: [createOutbreak()],
    ...overrides,
  };
}

/** The charts are a lazy chunk and the places a second request: time for both on a busy machine. */
const CHARTS_TIMEOUT = 10_000;

const NO_OUTBREAKS = {
  total_outbreaks: 0,
  active_outbreaks: 0,
  high_risk: 0,
  total_cases: 0,
  contained_outbreaks: 0,
};

const NIGERIA_PLACE: AnalyticsPlacesResponse['places'][number] = {
  id: 161,
  code: 'NGA',
  name: 'Nigeria',
  count: 12,
  unconfirmed: 3,
  cases: 12345.678,
  deaths: 617.2839,
  case_fatality_rate: 5,
  mean_attack_rate: 3.51,
  population: 227_882_945,
  population_year: 2026,
  cases_per_100k: 5.417453,
  deaths_per_100k: 0.25,
};

function placesOf(level: string, places = [NIGERIA_PLACE]): AnalyticsPlacesResponse {
  const africa = { ...NIGERIA_PLACE, id: 2, code: '002', name: 'Africa' };
  return {
    range: { from: '2026-10-27', to: '2026-11-25', days: 30 },
    level: level as AnalyticsPlacesResponse['level'],
    total_places: 1,
    places: level === 'country' ? places : [africa],
  };
}

/** Serves analytics, its places and the reference lists; records every analytics and places query. */
function serve(
  body: AnalyticsResponse | (() => Response) = analytics(),
  places?: AnalyticsPlacesResponse['places'],
) {
  const queries: Record<string, string>[] = [];
  const placeQueries: Record<string, string>[] = [];
  server.use(
    http.get('/api/analytics/places', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      placeQueries.push(query);
      return HttpResponse.json(placesOf(query.level, places));
    }),
    http.get('/api/regions', () =>
      HttpResponse.json({
        regions: [{ code: 2, name: 'Africa', level: 'region', parent: null, country_ids: [161, 110] }],
      }),
    ),
    http.get('/api/analytics', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return typeof body === 'function' ? body() : HttpResponse.json(body);
    }),
    http.get('/api/countries', () =>
      HttpResponse.json([createCountry(161, 'Nigeria'), createCountry(110, 'Kenya')]),
    ),
    http.get('/api/diseases', () => HttpResponse.json([createDisease(3, 'Cholera')])),
  );
  return Object.assign(queries, { places: placeQueries });
}

describe('Analytics', { timeout: 20_000 }, () => {
  it('links to the situation report of its filter and range', async () => {
    serve();
    renderApp('/analysis?country_id=161&disease_id=3');
    await findPageHeading('Global Disease Outbreak Analytics');
    expect(await screen.findByRole('link', { name: 'Situation report for this filter' })).toHaveAttribute(
      'href',
      '/situation?country_id=161&disease_id=3&from=2026-10-27&to=2026-11-25',
    );
  });

  it('shows the cards, the counter, the charts with data tables and the recent outbreaks', async () => {
    serve();
    renderApp('/analysis');
    await findPageHeading('Global Disease Outbreak Analytics');
    expect(await screen.findByText('Last 30 days: 12')).toBeInTheDocument();
    const cards = screen.getByText('Active Outbreaks').closest('dl')!;
    expect(within(cards).getByText('High Risk').nextSibling).toHaveTextContent('2');
    expect(within(cards).getByText('Total Cases').nextSibling).toHaveTextContent('12,346');
    expect(within(cards).getByText('Contained Outbreaks').nextSibling).toHaveTextContent('4');
    // The charts are a lazy chunk: give it time to arrive on a busy machine.
    const byCountry = await screen.findByRole(
      'table',
      { name: 'Top 10 countries by cases' },
      { timeout: CHARTS_TIMEOUT },
    );
    const nigeria = within(byCountry).getByRole('row', { name: /Nigeria/ });
    // Outbreaks, unconfirmed, cases, deaths, case fatality rate; no sum of attack rates.
    expect(
      within(nigeria)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Nigeria',
      '12',
      '3',
      '12,346',
      '617',
      '5',
      '5.42 per 100,000 (population 2026)',
      '0.25 per 100,000 (population 2026)',
      '3.51',
    ]);
    expect(
      within(byCountry).getByRole('columnheader', { name: 'Case fatality rate (%)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/attack rate sum/i)).not.toBeInTheDocument();
    // Cases and deaths per 100,000, with the year of the population they rest on.
    expect(nigeria).toHaveTextContent('5.42 per 100,000 (population 2026)');
    expect(nigeria).toHaveTextContent('0.25 per 100,000 (population 2026)');
    expect(
      screen.getByRole('img', { name: /outbreaks by status: Active 5, Contained 4, Investigating 3/ }),
    ).toBeInTheDocument();
    // Every chart downloads as PNG, SVG and CSV.
    expect(screen.getAllByRole('group', { name: /^Download / }).map((group) => group.ariaLabel)).toEqual(
      expect.arrayContaining([
        'Download Outbreaks by status',
        'Download Outbreaks by severity',
        'Download Outbreaks by disease',
        'Download Outbreaks, cases and deaths by month',
        'Download Top 10 countries by cases',
      ]),
    );
    const recent = screen.getByRole('table', { name: 'The ten newest matching outbreaks' });
    expect(within(recent).getByRole('link', { name: /View/ })).toHaveAttribute(
      'href',
      `/details/${createOutbreak().id}`,
    );
  });

  it('shows a dash and the reason for a country without a population figure', async () => {
    serve(analytics(), [
      {
        ...NIGERIA_PLACE,
        name: 'Taiwan',
        population: null,
        population_year: null,
        cases_per_100k: null,
        deaths_per_100k: null,
      },
    ]);
    renderApp('/analysis');
    const byCountry = await screen.findByRole(
      'table',
      { name: 'Top 10 countries by cases' },
      { timeout: CHARTS_TIMEOUT },
    );
    expect(within(byCountry).getByRole('row', { name: /Taiwan/ })).toHaveTextContent(
      '— (no population figure for this country)',
    );
  });

  it('asks for the filters chosen, keeps them in the URL, and Reset restores the defaults', async () => {
    const queries = serve();
    const { user, router } = renderApp('/analysis');
    await screen.findByText('Last 30 days: 12');
    expect(queries.at(-1)).toEqual({});

    await user.selectOptions(screen.getByLabelText('Time range'), '90');
    await user.selectOptions(await screen.findByLabelText('Country'), 'Nigeria');
    await user.selectOptions(screen.getByLabelText('Severity'), 'high');
    await user.selectOptions(await screen.findByLabelText('Region'), 'Africa');
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ days: '90', country_id: '161', region: '2', severity: 'high' }),
    );
    expect(router.state.location.search).toBe('?days=90&country_id=161&region=2&severity=high');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Time range')).toHaveValue('30');
    expect(screen.getByLabelText('Severity')).toHaveValue('');
  });

  it('reopens a shared view, custom range included, and ignores malformed values', async () => {
    const queries = serve(analytics({ range: { from: '2026-01-01', to: '2026-03-31', days: null } }));
    renderApp('/analysis?from=2026-01-01&to=2026-03-31&status=contained&disease_id=oops');
    // The counter names the range by its dates.
    expect(await screen.findByText(/^Jan 1, 2026 – Mar 31, 2026: 12/)).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ from: '2026-01-01', to: '2026-03-31', status: 'contained' });
    expect(screen.getByLabelText('Time range')).toHaveValue('custom');
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('Status')).toHaveValue('contained');
    // The dates open the second row after the six choices, then the toggle, then Reset: the order of
    // the keyboard is the order on the screen.
    const secondRow = [
      screen.getByLabelText('Status'),
      screen.getByLabelText('From'),
      screen.getByLabelText('To'),
      screen.getByRole('checkbox', { name: 'Confirmed reports only' }),
      screen.getByRole('button', { name: 'Reset' }),
    ];
    for (const [i, control] of secondRow.slice(1).entries())
      expect(secondRow[i].compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the unconfirmed share beside the mixed figures', async () => {
    serve();
    renderApp('/analysis');
    expect(await screen.findByText(/^Last 30 days: 12/)).toHaveTextContent(
      'Last 30 days: 12 · 3 unconfirmed',
    );
    const cards = screen.getByText('Active Outbreaks').closest('dl')!;
    expect(within(cards).getByText('High Risk').parentElement).toHaveTextContent('High Risk21 unconfirmed');
    expect(within(cards).getByText('Total Cases').parentElement).toHaveTextContent(
      'Total Cases12,34645 unconfirmed',
    );
    // None of the active outbreaks is unconfirmed: nothing to split.
    expect(within(cards).getByText('Active Outbreaks').parentElement).toHaveTextContent(
      /^Active Outbreaks5$/,
    );
  });

  it('counts confirmed reports only with the toggle, kept in the URL as confirmed=true', async () => {
    const queries = serve();
    const { user, router } = renderApp('/analysis?days=90');
    await screen.findByText(/^Last 30 days: 12/);
    const toggle = screen.getByRole('checkbox', { name: 'Confirmed reports only' });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(queries.at(-1)).toEqual({ days: '90', confirmed: 'true' }));
    expect(router.state.location.search).toBe('?days=90&confirmed=true');
    expect(toggle).toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(router.state.location.search).toBe('?days=90'));
    expect(queries.at(-1)).toEqual({ days: '90' });
  });

  it('says so when nothing matches', async () => {
    serve(
      analytics({
        cards: { ...NO_OUTBREAKS, unconfirmed: NO_OUTBREAKS },
        recent: [],
      }),
    );
    renderApp('/analysis');
    expect(await screen.findByText('No outbreaks found matching current filters.')).toBeInTheDocument();
    expect(screen.getByText('Last 30 days: 0')).toBeInTheDocument();
  });

  it('shows the error with Retry, and Retry asks again', async () => {
    let fail = true;
    const queries = serve(() =>
      fail
        ? HttpResponse.json(
            { statusCode: 500, error: 'Internal Server Error', message: 'x' },
            { status: 500 },
          )
        : HttpResponse.json(analytics()),
    );
    const { user } = renderApp('/analysis');
    expect(
      await screen.findByText('Failed to load outbreak data. Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Last 30 days: 12')).toBeInTheDocument();
    expect(queries.length).toBeGreaterThanOrEqual(2);
  });

  it('shows every month, or every ISO week with the empty ones as zero, and keeps the choice in the URL', async () => {
    serve();
    const { user, router } = renderApp('/analysis');
    const monthly = await screen.findByRole(
      'table',
      { name: 'Outbreaks, cases and deaths by month' },
      { timeout: CHARTS_TIMEOUT },
    );
    expect(screen.getByRole('radio', { name: 'Month' })).toBeChecked();
    expect(
      within(monthly)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Month', 'Outbreaks', 'Cases', 'Deaths', 'Case fatality rate (%)']);
    expect(
      within(monthly)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'MonthOutbreaksCasesDeathsCase fatality rate (%)',
      'Oct 202623003010',
      'Nov 20261012,046120.1',
    ]);
    expect(screen.getByText(/Rests on 12 reports, 3 of them unconfirmed\./)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?interval=week'));
    const weekly = screen.getByRole('table', { name: 'Outbreaks, cases and deaths by ISO week' });
    expect(within(weekly).getAllByRole('columnheader')[0]).toHaveTextContent('Week (ISO)');
    const rows = within(weekly).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      '2026-W44',
      '2026-W45',
      '2026-W46',
      '2026-W47',
      '2026-W48',
    ]);
    // A week without outbreaks is a row of zeros, and its fatality rate has no cases to rest on.
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-W45', 'Nov 2, 2026', '0', '0', '0', '—']);
  });

  it('reopens week and region view from the URL, asks for the places at that level and links their CSV', async () => {
    const queries = serve();
    const { user, router } = renderApp('/analysis?days=90&interval=week&level=region');
    expect(
      await screen.findByRole(
        'table',
        { name: 'Outbreaks, cases and deaths by ISO week' },
        { timeout: CHARTS_TIMEOUT },
      ),
    ).toBeInTheDocument();
    // The view is the page's, not a filter: the analytics request does not carry it.
    expect(queries.at(-1)).toEqual({ days: '90' });
    const byRegion = await screen.findByRole(
      'table',
      { name: 'Top 10 regions by cases' },
      { timeout: CHARTS_TIMEOUT },
    );
    expect(within(byRegion).getByRole('row', { name: /Africa/ })).toBeInTheDocument();
    expect(queries.places.at(-1)).toEqual({ days: '90', level: 'region' });
    expect(screen.getByLabelText('Places by')).toHaveValue('region');
    // The figure's one CSV is the server's, of every region, not only the ten drawn.
    const downloads = screen.getByRole('group', { name: 'Download Top 10 regions by cases' });
    expect(within(downloads).getByRole('link', { name: 'CSV' })).toHaveAttribute(
      'href',
      '/api/analytics/places.csv?days=90&level=region',
    );
    expect(within(downloads).queryByRole('button', { name: 'CSV' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Places by'), 'sub-region');
    await waitFor(() => expect(router.state.location.search).toBe('?days=90&interval=week&level=sub-region'));
    await waitFor(() => expect(queries.places.at(-1)).toEqual({ days: '90', level: 'sub-region' }));
    // A filter change keeps the view.
    await user.click(screen.getByRole('checkbox', { name: 'Confirmed reports only' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?days=90&confirmed=true&interval=week&level=sub-region'),
    );
  });

  it('names the range of every view in the counter: preset, dates, all time', async () => {
    const queries = serve(analytics({ range: { from: null, to: null, days: null } }));
    const { user, router } = renderApp('/analysis');
    await user.selectOptions(await screen.findByLabelText('Time range'), 'All time');
    await waitFor(() => expect(router.state.location.search).toBe('?days=all'));
    expect(queries.at(-1)).toEqual({ days: 'all' });
    expect(await screen.findByText(/^All time: 12/)).toBeInTheDocument();
  });
});

describe('Analytics in other languages', { timeout: 30_000 }, () => {
  it('speaks French: filters, counter, cards, charts and their tables', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    serve();
    renderApp('/analysis');
    expect(await screen.findByText('Flambées actives', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/^30 derniers jours : 12/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Filtres de l’analyse' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Gravité' })).toHaveDisplayValue('Toutes les gravités');
    expect(screen.getByRole('button', { name: 'Réinitialiser' })).toBeInTheDocument();
    expect(
      await screen.findByText('Flambées par statut', { selector: 'figcaption' }, { timeout: CHARTS_TIMEOUT }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Maîtrisée').length).toBeGreaterThan(0);
  });

  it('speaks Arabic, right to left', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    serve();
    renderApp('/analysis');
    expect(await screen.findByText('الفاشيات النشطة', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('button', { name: 'إعادة التعيين' })).toBeInTheDocument();
  });
});
