import { SIGNAL_ALGORITHM_NAMES, SIGNAL_ALGORITHMS, type Signal } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createCountry, createDisease } from '../../test/outbreak-fixtures';
import { findPageHeading, renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { createSignal, createSignalDetail } from '../../test/signal-fixtures';

const NIGERIA_CHOLERA = createSignal();
const KENYA = createSignal({
  id: 42,
  country_id: 110,
  country_name: 'Kenya',
  disease_id: null,
  disease_name: null,
  measure: 'cases',
  algorithm: 'ears_c3',
  week_start: '2026-11-09',
  observed: 1250,
  expected: null,
  threshold: 812.5,
  exceedance: 0.54,
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

/** The text of every cell of a table's body rows, row headers included. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

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
    ).toEqual(['Series', 'Week', 'Observed', 'Expected', 'Threshold', 'Method', 'Measure']);
    expect(rowsOf(table)).toEqual([
      ['Nigeria × Cholera', 'Week of Nov 16, 2026', '7', '1.29', '3.46', 'EARS C1', 'Reports'],
      ['Kenya (all diseases)', 'Week of Nov 9, 2026', '1,250', '—', '812.5', 'EARS C3', 'Cases'],
      ['Measles (all countries)', 'Week of Nov 16, 2026', '7', '1.29', '3.46', 'EARS C1', 'Reports'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 signals, the largest excess first');
  });

  it('offers every detection method the server runs, and keeps the filters in the URL', async () => {
    const queries = serve();
    const { user, router } = renderApp('/signals');
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

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Method')).toHaveValue('');
  });

  it('reopens a shared view and ignores malformed values', async () => {
    const queries = serve();
    renderApp('/signals?disease_id=3&algorithm=nonsense&measure=reports&signal=41');
    await screen.findByRole('table', { name: /Current signals/ });
    expect(queries[0]).toEqual({ disease_id: '3', measure: 'reports' });
    expect(screen.getByLabelText('Measure')).toHaveValue('reports');
    // A link opens the chosen signal without taking the focus.
    const heading = await screen.findByRole('heading', { level: 2, name: /Nigeria × Cholera/ });
    expect(heading).not.toHaveFocus();
  });

  it('opens a chosen signal: figures, the chart with its data table, and the reports of its week', async () => {
    serve();
    const { user, router } = renderApp('/signals?measure=reports');
    const table = await screen.findByRole('table', { name: /Current signals/ });

    await user.click(within(table).getByRole('link', { name: 'Nigeria × Cholera' }));

    expect(router.state.location.search).toBe('?measure=reports&signal=41');
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Nigeria × Cholera, week of Nov 16, 2026',
    });
    expect(heading).toHaveFocus();
    expect(within(table).getByRole('link', { name: 'Nigeria × Cholera' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const details = screen.getByRole('region', { name: 'Signal details' });
    const figures = Object.fromEntries(
      within(details)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      Observed: '7',
      Expected: '1.29',
      Threshold: '3.46',
      Method: 'EARS C1',
      Measure: 'Reports',
    });

    // The chart is a lazy chunk: give it time to arrive on a busy machine.
    const data = await screen.findByRole(
      'table',
      { name: 'Reports per week: Nigeria × Cholera, EARS C1' },
      { timeout: 5000 },
    );
    const weeks = rowsOf(data);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual(['Nov 16, 2026', '7', '1.29', '3.46', 'Alarm']);
    expect(weeks[0]).toEqual(['Aug 31, 2026', '0', '—', '—', '']);
    expect(screen.getByRole('img', { name: /1 alarm week: Nov 16, 2026\./ })).toBeInTheDocument();

    const reports = within(details).getByRole('table', { name: /Reports of the week of/ });
    expect(rowsOf(reports)).toEqual([
      ['Cholera', 'Lagos, Nigeria', '1,250', 'InvestigatingUnconfirmed', 'Nov 16, 2026'],
    ]);
    expect(within(reports).getByRole('link', { name: 'Cholera' })).toHaveAttribute('href', '/details/77');

    await user.click(within(details).getByRole('button', { name: 'Close the signal details' }));
    expect(router.state.location.search).toBe('?measure=reports');
    expect(screen.queryByRole('region', { name: 'Signal details' })).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Nigeria × Cholera' })).toHaveFocus();
  });

  it('says so when there are no signals, and when none match the filters', async () => {
    serve([]);
    const { unmount } = renderApp('/signals');
    expect(
      await screen.findByText('No current signals: every weekly series is within its expected range.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    renderApp('/signals?country_id=161');
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
