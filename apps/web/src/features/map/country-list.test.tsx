import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CountryList, FIRST_ROWS } from './country-list';
import { createMapCountry } from './test-map-data';

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
    );
    expect(screen.queryByRole('region', { name: 'Countries with outbreaks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
