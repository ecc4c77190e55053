import { LANGUAGE_STORAGE_KEY, type OutbreakListResponse } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderApp } from '../../test/render-app';
import { serveRegions } from '../../test/region-fixtures';
import { server } from '../../test/server';
import { createCountry, createDisease, TWO_OUTBREAKS } from './test-outbreaks';

/** Answers the list with `body` and records every query string it was asked with. */
function serveOutbreaks(body: OutbreakListResponse = TWO_OUTBREAKS) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/outbreaks', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(body);
    }),
    http.get('/api/countries', () =>
      HttpResponse.json([createCountry(161, 'Nigeria'), createCountry(110, 'Kenya')]),
    ),
    http.get('/api/diseases', () =>
      HttpResponse.json([createDisease(3, 'Cholera'), createDisease(9, 'Measles')]),
    ),
  );
  return queries;
}

const lastQuery = (queries: URLSearchParams[]) => Object.fromEntries(queries.at(-1) ?? []);

async function renderHome(path = '/') {
  const result = renderApp(path);
  await findPageHeading('Outbreak Dashboard');
  return result;
}

function recentOutbreaks() {
  return within(screen.getByRole('region', { name: 'Recent Outbreaks' }));
}

describe('Home dashboard', { timeout: 20_000 }, () => {
  it('lists the first 30 recent outbreaks with their columns and badges', async () => {
    const queries = serveOutbreaks();
    await renderHome();

    const table = await screen.findByRole('table', { name: 'Recent outbreaks, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Date',
      'Location',
      'Disease',
      'Transmission Rate (R0)',
      'Attack Rate',
      'Survivability',
      'Actions',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Nov 21, 2026',
      'Lagos, Nigeria',
      'Cholera',
      '1.4',
      '2.5%',
      '97.2%',
      'View Cholera in Lagos, Nigeria, Nov 21, 2026',
    ]);
    expect(within(second).getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(within(second).getByText('Kenya', { exact: true })).toBeInTheDocument();
    expect(within(second).getByTitle('Attack rate')).toHaveTextContent('120%');
    expect(within(second).getByTitle('Survivability')).toHaveClass('bg-red-200');

    expect(lastQuery(queries)).toEqual({ page: '1', limit: '30' });
  });

  it('shows the dashboard in French, with the country named in French', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    serveOutbreaks();
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Flambées récentes' }, { timeout: 10_000 });
    const table = await within(card).findByRole('table', {
      name: 'Flambées récentes, de la plus récente à la plus ancienne',
    });
    expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent('Lieu');
    expect(within(table).getByText('Lagos, Nigéria')).toBeInTheDocument();
    expect(within(card).getByText('2 signalements, du plus récent au plus ancien')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lieux des flambées' })).toBeInTheDocument();
  });

  it('opens each outbreak from its View button and links to every report', async () => {
    serveOutbreaks();
    // The details screen is not under test here; whatever it asks for is answered with a 404.
    server.use(
      http.get('/api/outbreaks/*', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    const { user, router } = await renderHome();

    const view = await screen.findByRole('link', { name: 'View Measles in Kenya, Mar 5, 2026' });
    expect(view).toHaveAttribute('href', '/details/4');
    expect(screen.getByRole('link', { name: /See all reports/ })).toHaveAttribute('href', '/reports');

    await user.click(screen.getByRole('link', { name: 'View Cholera in Lagos, Nigeria, Nov 21, 2026' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/details/5'), { timeout: 3000 });
  });

  it('shows the loading message, then the error box whose Retry loads again', async () => {
    let calls = 0;
    server.use(
      http.get('/api/outbreaks', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { statusCode: 500, error: 'Error', message: 'Internal Server Error' },
              { status: 500 },
            )
          : HttpResponse.json(TWO_OUTBREAKS);
      }),
    );
    const { user } = await renderHome();

    expect(screen.getByText('Loading outbreak data...')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(screen.getByText('No outbreak locations to show.')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load outbreak data. Please try again later.');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(
      screen.queryByText('Failed to load outbreak data. Please try again later.'),
    ).not.toBeInTheDocument();
  });

  it('keeps the rows when a background refresh fails', async () => {
    serveOutbreaks();
    const { queryClient } = await renderHome();
    await screen.findByRole('table');

    server.use(http.get('/api/outbreaks', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await queryClient.refetchQueries({ queryKey: ['outbreaks'] });

    expect(
      await screen.findByText('Failed to refresh outbreak data. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(
      screen.queryByText('Failed to load outbreak data. Please try again later.'),
    ).not.toBeInTheDocument();
  });

  it('narrows the list with the filters, keeps them in the URL and exports the same rows', async () => {
    const queries = serveOutbreaks();
    const { user, router } = await renderHome();
    await screen.findByRole('table');
    const card = recentOutbreaks();
    expect(card.getByRole('link', { name: /as CSV$/ })).toHaveAttribute('href', '/api/outbreaks/export.csv');

    const filtersButton = card.getByRole('button', { name: 'Filters' });
    expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(filtersButton);
    expect(filtersButton).toHaveAttribute('aria-expanded', 'true');
    const panel = within(screen.getByRole('form', { name: 'Filter outbreaks' }));

    await user.selectOptions(await panel.findByRole('combobox', { name: 'Country' }), 'Kenya');
    await user.selectOptions(panel.getByRole('combobox', { name: 'Disease' }), 'Measles');
    await user.selectOptions(panel.getByRole('combobox', { name: 'Status' }), 'Active');
    await user.type(panel.getByLabelText('From'), '2026-01-01');
    await user.type(panel.getByLabelText('To'), '2026-06-30');
    expect(queries).toHaveLength(1);
    await user.click(panel.getByRole('button', { name: 'Apply' }));

    const expected = {
      country_id: '110',
      disease_id: '9',
      status: 'active',
      from: '2026-01-01',
      to: '2026-06-30',
    };
    await waitFor(() => expect(lastQuery(queries)).toEqual({ ...expected, page: '1', limit: '30' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(expected);
    expect(card.getByRole('button', { name: 'Filters, 5 active' })).toBeInTheDocument();
    const exportUrl = new URL(
      card.getByRole('link', { name: /as CSV$/ }).getAttribute('href')!,
      'http://localhost',
    );
    expect(exportUrl.pathname).toBe('/api/outbreaks/export.csv');
    expect(Object.fromEntries(exportUrl.searchParams)).toEqual(expected);
  });

  it('narrows the list and the export to a region, kept in the URL', async () => {
    const queries = serveOutbreaks();
    serveRegions();
    const { user, router } = await renderHome('/?region=abc');
    await screen.findByRole('table');
    expect(lastQuery(queries)).toEqual({ page: '1', limit: '30' });
    const card = recentOutbreaks();
    await user.click(card.getByRole('button', { name: 'Filters' }));
    const panel = within(screen.getByRole('form', { name: 'Filter outbreaks' }));
    await user.selectOptions(
      panel.getByRole('combobox', { name: 'Region' }),
      await panel.findByRole('option', { name: /Western Africa/ }),
    );
    await user.click(panel.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastQuery(queries)).toEqual({ region: '11', page: '1', limit: '30' }));
    expect(router.state.location.search).toBe('?region=11');
    expect(card.getByRole('link', { name: /as CSV$/ })).toHaveAttribute(
      'href',
      '/api/outbreaks/export.csv?region=11',
    );
  });

  it('narrows the list and the export to confirmed reports with the toggle, kept in the URL', async () => {
    const queries = serveOutbreaks();
    const { user, router } = await renderHome();
    await screen.findByRole('table');
    const card = recentOutbreaks();
    await user.click(card.getByRole('button', { name: 'Filters' }));
    const panel = within(screen.getByRole('form', { name: 'Filter outbreaks' }));
    const toggle = panel.getByRole('checkbox', { name: 'Confirmed reports only' });

    await user.click(toggle);
    await user.click(panel.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastQuery(queries)).toEqual({ confirmed: 'true', page: '1', limit: '30' }));
    expect(router.state.location.search).toBe('?confirmed=true');
    expect(card.getByRole('link', { name: /as CSV$/ })).toHaveAttribute(
      'href',
      '/api/outbreaks/export.csv?confirmed=true',
    );
    expect(card.getByRole('button', { name: 'Filters, 1 active' })).toBeInTheDocument();

    // The form starts again from the URL's filters after Apply: the toggle is on there.
    const again = within(screen.getByRole('form', { name: 'Filter outbreaks' }));
    const toggleAgain = again.getByRole('checkbox', { name: 'Confirmed reports only' });
    expect(toggleAgain).toBeChecked();
    await user.click(toggleAgain);
    await user.click(again.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(card.getByRole('link', { name: /as CSV$/ })).toHaveAttribute('href', '/api/outbreaks/export.csv');
  });

  it('reads the filters from the URL after a reload and clears them with Reset', async () => {
    const queries = serveOutbreaks({ outbreaks: [], has_more: false });
    const { user, router } = await renderHome('/?country_id=161&severity=high&status=bogus');

    expect(await screen.findByText('No outbreaks found matching current filters.')).toBeInTheDocument();
    expect(lastQuery(queries)).toEqual({ country_id: '161', severity: 'high', page: '1', limit: '30' });
    const panel = within(screen.getByRole('form', { name: 'Filter outbreaks' }));
    await waitFor(() =>
      expect(panel.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Nigeria'),
    );
    expect(panel.getByRole('combobox', { name: 'Severity' })).toHaveDisplayValue('High');
    expect(panel.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Any status');

    await user.click(panel.getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(lastQuery(queries)).toEqual({ page: '1', limit: '30' }));
    expect(router.state.location.search).toBe('');
    const clearedPanel = within(screen.getByRole('form', { name: 'Filter outbreaks' }));
    expect(clearedPanel.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('All countries');
    expect(recentOutbreaks().getByRole('link', { name: /as CSV$/ })).toHaveAttribute(
      'href',
      '/api/outbreaks/export.csv',
    );
  });

  it('refuses a date range that ends before it starts', async () => {
    const queries = serveOutbreaks();
    const { user } = await renderHome();
    await user.click(recentOutbreaks().getByRole('button', { name: 'Filters' }));
    const panel = within(screen.getByRole('form', { name: 'Filter outbreaks' }));

    await user.type(panel.getByLabelText('From'), '2026-06-30');
    await user.type(panel.getByLabelText('To'), '2026-01-01');
    await user.click(panel.getByRole('button', { name: 'Apply' }));

    expect(panel.getByRole('alert')).toHaveTextContent('The start date must not be after the end date.');
    expect(queries).toHaveLength(1);
  });

  it('shows the outbreak locations on a map with a way to the full map', async () => {
    serveOutbreaks();
    await renderHome();

    const card = within(screen.getByRole('region', { name: 'Outbreak Locations' }));
    expect(card.getByRole('link', { name: 'View Full Map' })).toHaveAttribute('href', '/map');
    const map = await card.findByRole(
      'group',
      { name: 'Map of the outbreaks listed above' },
      { timeout: 3000 },
    );
    await waitFor(() => expect(within(map).getByRole('list').children).toHaveLength(2));
    const places = within(within(map).getByRole('list')).getAllByRole('link');
    expect(places.map((link) => link.getAttribute('href'))).toEqual(['/details/5', '/details/4']);
    expect(map).not.toHaveTextContent('Map tiles are turned off');
  });
});
