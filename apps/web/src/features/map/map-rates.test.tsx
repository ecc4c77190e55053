import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOUNDARY_COLORS } from '../../components/map/boundary-colors';
import { BAND_FILLS } from './severity-bands';
import { createMapCountry, findShape, KENYA, NIGERIA, renderMap, serveMap } from './test-map-data';

/** Kenya without a population figure: no rate, so no incidence colour. */
const KENYA_WITHOUT_POPULATION = {
  ...KENYA,
  population: null,
  population_year: null,
  cases_per_100k: null,
  deaths_per_100k: null,
};
/** Nigeria at 12.4 cases per 100,000: the incidence band "10 to under 100" (band 4). */
const NIGERIA_AT_12 = createMapCountry({ ...NIGERIA, cases_per_100k: 12.4, deaths_per_100k: 1.5 });

const panelOf = (name: string) => screen.getByRole('region', { name: `Outbreak metrics for ${name}` });

describe('Map rates per 100,000', { timeout: 20_000 }, () => {
  it('shows cases and deaths per 100,000 in the panel with the population and its year', async () => {
    serveMap([NIGERIA_AT_12, KENYA]);
    await renderMap('/map?country=566');
    const panel = await screen.findByRole('region', { name: 'Outbreak metrics for Nigeria' });
    const cases = within(panel).getByText('Cases per 100,000');
    expect(cases.nextElementSibling).toHaveTextContent('12.4');
    expect(cases.parentElement).toHaveTextContent('Population 2024: 227,882,945');
    expect(within(panel).getByText('Deaths per 100,000').nextElementSibling).toHaveTextContent('1.5');
  });

  it('says the rate and its year in the tooltip, and the reason when there is none', async () => {
    serveMap([NIGERIA_AT_12, KENYA_WITHOUT_POPULATION]);
    await renderMap();
    fireEvent.mouseOver(await findShape('566'));
    await waitFor(() =>
      expect(document.querySelector('.country-tooltip')).toHaveTextContent(
        'Cases 12.4 per 100,000 (population 2024)',
      ),
    );
    fireEvent.mouseOut(await findShape('566'));
    fireEvent.mouseOver(await findShape('404'));
    await waitFor(() =>
      expect(document.querySelector('.country-tooltip')).toHaveTextContent(
        'Cases — (no population figure for this country)',
      ),
    );
  });

  it('shows a dash and the reason for a country without a population figure', async () => {
    serveMap([NIGERIA, KENYA_WITHOUT_POPULATION]);
    await renderMap('/map?country=404');
    await screen.findByRole('region', { name: 'Outbreak metrics for Kenya' });
    const cases = within(panelOf('Kenya')).getByText('Cases per 100,000');
    expect(cases.nextElementSibling).toHaveTextContent('—');
    expect(cases.parentElement).toHaveTextContent('No rate: no population figure for this country');
  });

  it('switches the colouring to cases per 100,000, keeps it in the URL, and shows its legend', async () => {
    serveMap([NIGERIA_AT_12, KENYA_WITHOUT_POPULATION]);
    const { user, router } = await renderMap();
    const severity = await screen.findByRole('radio', { name: 'Severity score' });
    expect(severity).toBeChecked();
    expect(screen.getByRole('list', { name: 'Risk (severity score, 0–100)' })).toBeInTheDocument();
    expect(await findShape('566')).toHaveAttribute('fill', BAND_FILLS[2]);

    await user.click(screen.getByRole('radio', { name: 'Cases per 100,000' }));

    expect(router.state.location.search).toBe('?colour=incidence');
    expect(screen.getByRole('radio', { name: 'Cases per 100,000' })).toBeChecked();
    const legend = screen.getByRole('list', { name: /^Cases per 100,000 \(population of the period/ });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Under 0.1',
      '0.1 to under 1',
      '1 to under 10',
      '10 to under 100',
      '100 and above',
      'No rate: no outbreaks or no population figure',
    ]);
    expect(
      screen.getByRole('link', { name: 'Population: World Bank (SP.POP.TOTL), CC BY 4.0' }),
    ).toHaveAttribute('href', 'https://data.worldbank.org/indicator/SP.POP.TOTL');
    expect(await findShape('566')).toHaveAttribute('fill', BAND_FILLS[4]);
    // No population figure: no incidence colour, whatever the severity.
    expect(await findShape('404')).toHaveAttribute('fill', BOUNDARY_COLORS.light.land);

    await user.click(screen.getByRole('radio', { name: 'Severity score' }));
    expect(router.state.location.search).toBe('');
    expect(await findShape('404')).toHaveAttribute('fill', BAND_FILLS[5]);
  });

  it('opens a shared link in the incidence colouring and ignores an unknown one', async () => {
    serveMap([NIGERIA_AT_12]);
    const first = await renderMap('/map?colour=incidence');
    expect(await screen.findByRole('radio', { name: 'Cases per 100,000' })).toBeChecked();
    expect(await findShape('566')).toHaveAttribute('fill', BAND_FILLS[4]);
    first.unmount();

    await renderMap('/map?colour=rainbow');
    expect(await screen.findByRole('radio', { name: 'Severity score' })).toBeChecked();
  });
});
