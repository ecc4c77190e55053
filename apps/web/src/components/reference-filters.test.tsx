import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatLocation } from '../lib/format';
import { chooseLocale } from '../lib/i18n/locale';
import { serveRegions } from '../test/region-fixtures';
import { server } from '../test/server';
import { CountryFilter, RegionFilter } from './reference-filters';
import { LocaleProvider } from '../lib/i18n/locale-provider';

const COUNTRIES = [
  { name: 'Egypt', alpha2: 'EG', alpha3: 'EGY', numeric_code: '818' },
  { name: 'Germany', alpha2: 'DE', alpha3: 'DEU', numeric_code: '276' },
  { name: 'United States of America', alpha2: 'US', alpha3: 'USA', numeric_code: '840' },
].map((country, index) => ({ id: index + 1, region: null, latitude: null, longitude: null, ...country }));

function renderCountryFilter() {
  server.use(http.get('/api/countries', () => HttpResponse.json(COUNTRIES)));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Inside the app's language provider, as in the app: a change of language re-renders the list.
  render(
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <CountryFilter value="" onChange={() => undefined} />
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

const optionTexts = (select: HTMLElement) =>
  Array.from(select.querySelectorAll('option'), (option) => option.textContent);

function ChosenRegion() {
  const [value, setValue] = useState('');
  return (
    <>
      <RegionFilter value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value === '' ? 'all' : value}</output>
    </>
  );
}

describe('RegionFilter', () => {
  it('lists every area below its parent, and the chosen area is its M49 code', async () => {
    serveRegions();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <ChosenRegion />
      </QueryClientProvider>,
    );
    const select = screen.getByLabelText('Region');
    expect(await screen.findByRole('option', { name: /Western Africa/ })).toBeInTheDocument();
    expect(Array.from(select.querySelectorAll('option'), (option) => option.textContent?.trim())).toEqual([
      'All regions',
      'Africa',
      'Sub-Saharan Africa',
      'Western Africa',
      'Europe',
    ]);
    // Deeper areas are set in further.
    const indent = (name: string) =>
      Array.from(select.querySelectorAll('option'))
        .find((option) => option.textContent?.trim() === name)!
        .textContent.search(/\S/);
    expect(indent('Sub-Saharan Africa')).toBeGreaterThan(indent('Africa'));
    expect(indent('Western Africa')).toBeGreaterThan(indent('Sub-Saharan Africa'));

    await userEvent.setup().selectOptions(select, '11');
    expect(screen.getByRole('status')).toHaveTextContent('11');
  });

  it('says so when the regions cannot be loaded', async () => {
    server.use(http.get('/api/regions', () => HttpResponse.json({}, { status: 500 })));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <RegionFilter value="" onChange={() => undefined} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('option', { name: 'Could not be loaded' })).toBeDisabled();
  });
});

describe('CountryFilter', () => {
  it('lists the countries as the server names them in English', async () => {
    renderCountryFilter();
    expect(await screen.findByRole('option', { name: 'Germany' })).toBeInTheDocument();
    expect(optionTexts(screen.getByLabelText('Country'))).toEqual([
      'All countries',
      'Egypt',
      'Germany',
      'United States of America',
    ]);
  });

  it('names and sorts the countries in French, and in Arabic', async () => {
    await chooseLocale('fr');
    renderCountryFilter();
    expect(await screen.findByRole('option', { name: 'Allemagne' })).toBeInTheDocument();
    expect(optionTexts(screen.getByLabelText('Pays'))).toEqual([
      'Tous les pays',
      'Allemagne',
      'Égypte',
      "États-Unis d'Amérique",
    ]);
    expect(formatLocation({ state_name: 'Bavaria', country_name: 'Germany', country_code: 'DEU' })).toBe(
      'Bavaria, Allemagne',
    );

    await chooseLocale('ar');
    expect(await screen.findByRole('option', { name: 'ألمانيا' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'مصر' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'كل البلدان' })).toBeInTheDocument();
    expect(formatLocation({ state_name: null, country_name: 'Egypt', country_code: 'EGY' })).toBe('مصر');
    // A code without a translated name keeps the stored name.
    expect(formatLocation({ state_name: null, country_name: 'Narnia', country_code: 'NRN' })).toBe('Narnia');
  });
});
