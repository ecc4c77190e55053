import { render, screen, within, type RenderOptions } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { CountryList, FIRST_ROWS } from './country-list';
import { BAND_SWATCH_CLASSES } from './severity-bands';
import { createMapCountry } from './test-map-data';

/** The list in English, the app's default language. */
const inEnglish: RenderOptions = {
  wrapper: ({ children }) => (
    <IntlProvider locale="en" defaultLocale="en">
      {children}
    </IntlProvider>
  ),
};

describe('CountryList', () => {
  it('lists every country beyond its first rows, highest risk first and equal scores by name', async () => {
    // Three times the rows drawn at first; names out of order, pairs of equal scores.
    const countries = Array.from({ length: FIRST_ROWS * 3 }, (_, index) =>
      createMapCountry({
        country_id: index + 1,
        country_name: `Country ${String.fromCharCode(90 - index)}${index}`,
        numeric_code: String(100 + index),
        severity_score: Math.floor(index / 2) * 2,
      }),
    );
    render(
      <CountryList countries={countries} isFiltered={false} signalCodes={new Set()} onSelect={vi.fn()} />,
      inEnglish,
    );

    const list = screen.getByRole('region', { name: 'Countries with outbreaks' });
    const expected = [...countries]
      .sort((a, b) => b.severity_score - a.severity_score || (a.country_name < b.country_name ? -1 : 1))
      .map((country) => country.numeric_code);
    await vi.waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(countries.length));
    expect(
      within(list)
        .getAllByRole('button')
        .map((row) => row.dataset.countryCode),
    ).toEqual(expected);
  });

  it('stays out of sight and out of reach while a country’s panel is open', () => {
    render(
      <CountryList
        countries={[createMapCountry()]}
        isFiltered={false}
        signalCodes={new Set()}
        onSelect={vi.fn()}
        hidden
      />,
      inEnglish,
    );
    expect(screen.queryByRole('region', { name: 'Countries with outbreaks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the risk order when coloured by incidence, with swatches of the map’s colours and each rate', () => {
    const countries = [
      createMapCountry({ severity_score: 10, severity_band: 2, cases_per_100k: 150 }),
      createMapCountry({
        country_id: 110,
        country_name: 'Kenya',
        numeric_code: '404',
        severity_score: 80,
        severity_band: 5,
        cases_per_100k: null,
      }),
    ];
    render(
      <CountryList
        colouring="incidence"
        countries={countries}
        isFiltered={false}
        signalCodes={new Set()}
        onSelect={vi.fn()}
      />,
      inEnglish,
    );
    const rows = within(screen.getByRole('region', { name: 'Countries with outbreaks' })).getAllByRole(
      'button',
    );
    expect(rows.map((row) => row.dataset.countryCode)).toEqual(['404', '566']);
    expect(rows[0]).toHaveTextContent('Very high risk · No rate');
    expect(rows[1]).toHaveTextContent('Low risk · 150 per 100,000');
    // Nigeria's swatch is the top incidence band's colour, as on the map; Kenya has none.
    expect(rows[1].querySelector('[aria-hidden="true"]')!.className).toContain(BAND_SWATCH_CLASSES[5]);
    expect(rows[0].querySelector('[aria-hidden="true"]')!.className).toContain(BAND_SWATCH_CLASSES[0]);
  });
});
