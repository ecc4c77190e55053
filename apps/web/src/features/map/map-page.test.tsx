import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BOUNDARY_COLORS } from '../../components/map/boundary-colors';
import { server } from '../../test/server';
import { BAND_FILLS } from './severity-bands';
import { findShape, KENYA, NIGERIA, renderMap, serveMap, TEST_MIN_REPORTS } from './test-map-data';

const countryList = () => within(screen.getByRole('region', { name: 'Countries with outbreaks' }));

describe('Map page', { timeout: 20_000 }, () => {
  it('shows a loading text, then the countries with outbreaks, highest risk first', async () => {
    serveMap();
    server.use(
      http.get('/api/map/countries', async () => {
        await delay(50);
        return HttpResponse.json({ countries: [NIGERIA, KENYA], min_reports: TEST_MIN_REPORTS });
      }),
    );
    await renderMap();

    expect(screen.getByText('Loading outbreak data...')).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Countries with outbreaks' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Kenya1 outbreak · Very high riskseverity score 78.5',
      'Nigeria3 outbreaks · 1 unconfirmed · Low riskseverity score 24.99',
    ]);
    expect(screen.getByText('Click on a country to view detailed metrics')).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Risk (severity score, 0–100)' });
    expect(within(legend).getAllByRole('listitem')).toHaveLength(6);
    expect(document.title).toMatch(/^Map · /);
  });

  it('colours each country by its severity band and leaves the others plain', async () => {
    serveMap();
    await renderMap();

    expect(await findShape('566')).toHaveAttribute('fill', BAND_FILLS[2]);
    expect(await findShape('404')).toHaveAttribute('fill', BAND_FILLS[5]);
    expect(await findShape('724')).toHaveAttribute('fill', BOUNDARY_COLORS.light.land);
  });

  it('shows the error with a Retry button that loads again', async () => {
    let calls = 0;
    serveMap();
    server.use(
      http.get('/api/map/countries', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ statusCode: 500, error: 'Error', message: 'boom' }, { status: 500 })
          : HttpResponse.json({ countries: [NIGERIA], min_reports: TEST_MIN_REPORTS });
      }),
    );
    const { user } = await renderMap();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load outbreak data. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await countryListButton('Nigeria')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the answer is empty', async () => {
    serveMap();
    server.use(http.get('/api/map/countries', () => new HttpResponse(null, { status: 200 })));
    await renderMap();

    expect(await screen.findByRole('alert')).toHaveTextContent('Empty response received');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('opens the panel of a country chosen from the list, with rounded figures and its recent outbreaks', async () => {
    serveMap();
    const { user, router } = await renderMap();

    await user.click(await countryListButton('Nigeria'));

    const panel = screen.getByRole('region', { name: 'Outbreak metrics for Nigeria' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Nigeria' })).toHaveFocus();
    expect(router.state.location.search).toBe('?country=566');
    // The country and the UN M49 area it lies in can be followed from here.
    expect(within(panel).getByRole('button', { name: 'Follow Nigeria' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Follow Western Africa' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Situation report for Nigeria' })).toHaveAttribute(
      'href',
      '/situation?country_id=161',
    );
    const figures = Object.fromEntries(
      within(panel)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      'Total outbreaks': '3',
      'Average attack rate': '2.35%',
      'Average transmission rate (R0)': '1.23 (epidemic)',
      'Average survivability': '97.12%',
      'Total cases': '2,104',
      'Cases per 100,000': '0.92',
      'Deaths per 100,000': '0.04',
    });
    expect(panel).toHaveTextContent('Population 2024: 227,882,945');
    expect(panel).toHaveTextContent('R0 under 1 means outbreak, 1 or more means epidemic');
    expect(panel).toHaveTextContent('Low risk, severity score 24.99');

    const items = within(within(panel).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('CholeraLagos');
    expect(within(items[0]).getByTitle('Attack rate')).toHaveTextContent('2.5%');
    expect(within(items[0]).getByTitle('Transmission rate (R0)')).toHaveTextContent('1.4');
    expect(within(items[0]).getByTitle('Survivability')).toHaveTextContent('97.2%');
    expect(items[0]).toHaveTextContent('Reported: Nov 21, 2026');
    expect(items[1]).toHaveTextContent('Lassa feverAbuja');
    expect(within(items[1]).getByTitle('Attack rate')).toHaveTextContent('0.12%');
    expect(within(items[1]).getByRole('link', { name: 'Lassa fever' })).toHaveAttribute('href', '/details/3');
  });

  it('lists the chosen country’s outbreaks in a table below the map', async () => {
    serveMap();
    const { user } = await renderMap();
    await user.click(await countryListButton('Nigeria'));

    const section = screen.getByRole('region', { name: 'Outbreaks in Nigeria' });
    const table = within(section).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Disease', 'Location', 'Cases', 'Status', 'Date']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Cholera', 'Lagos', '1,250', 'InvestigatingUnconfirmed', 'Nov 21, 2026'],
      ['Lassa fever', 'Abuja', '54', 'ContainedConfirmed', 'Oct 2, 2026'],
      ['Measles', 'Kano', '1,250', 'InvestigatingUnconfirmed', 'Jan 15, 2026'],
    ]);
    expect(section).toHaveTextContent('All 3 matching outbreaks, newest first');
  });

  it('clears the selection when the panel is closed, and gives the focus back to the list', async () => {
    serveMap();
    const { user, router } = await renderMap('/map?days=30');
    await user.click(await countryListButton('Kenya'));
    expect(screen.getByRole('region', { name: 'Outbreaks in Kenya' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close the details of Kenya' }));

    expect(screen.queryByRole('region', { name: 'Outbreak metrics for Kenya' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Outbreaks in Kenya' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?days=30');
    expect(await countryListButton('Kenya')).toHaveFocus();
  });

  it('works from the keyboard alone', async () => {
    serveMap();
    const { user } = await renderMap();
    const kenya = await countryListButton('Kenya');
    kenya.focus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Kenya' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close the details of Kenya' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await countryListButton('Kenya')).toHaveFocus();
  });

  it('opens a country clicked on the map, and says when it has no outbreaks', async () => {
    serveMap();
    const { router } = await renderMap();

    fireEvent.click(await findShape('724'));

    const panel = await screen.findByRole('region', { name: 'Outbreak metrics for Spain' });
    expect(panel).toHaveTextContent('No reported outbreaks in this country');
    expect(router.state.location.search).toBe('?country=724');
    expect(screen.getByRole('region', { name: 'Outbreaks in Spain' })).toHaveTextContent(
      'No specific outbreak data found for Spain.',
    );
  });

  it('writes the date range and the disease to the URL and asks the server for them', async () => {
    const queries = serveMap();
    const { user, router } = await renderMap();
    await countryListButton('Nigeria');
    const filters = within(screen.getByRole('form', { name: 'Map filters' }));
    expect(filters.getByRole('combobox', { name: 'Date range' })).toHaveDisplayValue('All time');

    await user.selectOptions(filters.getByRole('combobox', { name: 'Date range' }), 'Last 30 days');
    await waitFor(() => expect(router.state.location.search).toBe('?days=30'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ days: '30' }));

    const disease = filters.getByRole('combobox', { name: 'Disease' });
    await waitFor(() => expect(within(disease).getByRole('option', { name: 'Measles' })).toBeInTheDocument());
    await user.selectOptions(disease, 'Measles');
    await waitFor(() => expect(router.state.location.search).toBe('?days=30&disease_id=9'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ days: '30', disease_id: '9' }));

    await user.selectOptions(filters.getByRole('combobox', { name: 'Date range' }), 'All time');
    await waitFor(() => expect(router.state.location.search).toBe('?disease_id=9'));
    expect(queries[0]).toEqual({});
  });

  it('reopens the same view from a shared link', async () => {
    const queries = serveMap();
    await renderMap('/map?days=90&disease_id=3&country=566');

    expect(await screen.findByRole('region', { name: 'Outbreak metrics for Nigeria' })).toBeInTheDocument();
    expect(queries[0]).toEqual({ days: '90', disease_id: '3' });
    const filters = within(screen.getByRole('form', { name: 'Map filters' }));
    expect(filters.getByRole('combobox', { name: 'Date range' })).toHaveDisplayValue('Last 90 days');
    await waitFor(() =>
      expect(filters.getByRole('combobox', { name: 'Disease' })).toHaveDisplayValue('Cholera'),
    );
    // A link does not move the focus: only a choice made on the page does.
    expect(screen.getByRole('heading', { level: 2, name: 'Nigeria' })).not.toHaveFocus();
  });

  it('ignores malformed filters in the URL', async () => {
    const queries = serveMap();
    await renderMap('/map?days=12&disease_id=abc&country=xyz');

    await countryListButton('Nigeria');
    expect(queries[0]).toEqual({});
    expect(screen.queryByRole('region', { name: /Outbreak metrics/ })).not.toBeInTheDocument();
  });

  it('says when no country matches the filters', async () => {
    serveMap([]);
    await renderMap('/map?days=7');

    expect(await screen.findByText('No outbreaks found matching current filters.')).toBeInTheDocument();
  });
});

async function countryListButton(name: string) {
  await screen.findByRole('region', { name: 'Countries with outbreaks' }, { timeout: 3000 });
  return countryList().getByRole('button', { name: new RegExp(`^${name}`) });
}
