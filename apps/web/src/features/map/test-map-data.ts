import type {
  MapCountry,
  MapFramesResponse,
  MapRecentOutbreak,
  RegionArea,
  Signal,
} from '@outbreak-watch/domain';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { serveBoundaries } from '../../components/map/test-boundaries';
import { createCountry, createDisease } from '../../test/outbreak-fixtures';
import { findPageHeading, renderApp } from '../../test/render-app';
import { server, testConfig } from '../../test/server';

export function createRecentOutbreak(overrides: Partial<MapRecentOutbreak> = {}): MapRecentOutbreak {
  return {
    id: 5,
    disease_name: 'Cholera',
    state_name: 'Lagos',
    city: null,
    date: '2026-11-21',
    status: 'investigating',
    confirmed: false,
    severity: 'medium',
    cases: 1250,
    attack_rate: 2.5,
    transmission_rate: 1.4,
    survivability: 97.2,
    ...overrides,
  };
}

/** A country entry as `GET /api/map/countries` sends it: means at full precision. */
export function createMapCountry(overrides: Partial<MapCountry> = {}): MapCountry {
  return {
    country_id: 161,
    country_name: 'Nigeria',
    alpha3: 'NGA',
    numeric_code: '566',
    region: 'Western Africa',
    latitude: 9.6,
    longitude: 8.1,
    total_outbreaks: 3,
    confirmed_outbreaks: 2,
    few_reports: false,
    unconfirmed_only: false,
    total_cases: 2104,
    mean_attack_rate: 2.345678,
    mean_transmission_rate: 1.23456,
    mean_survivability: 97.123456,
    severity_score: 24.987654,
    severity_band: 2,
    population: 227_882_945,
    population_year: 2024,
    cases_per_100k: 0.9232802,
    deaths_per_100k: 0.0412,
    recent: [
      createRecentOutbreak(),
      createRecentOutbreak({
        id: 3,
        disease_name: 'Lassa fever',
        state_name: null,
        city: 'Abuja',
        date: '2026-10-02',
        status: 'contained',
        confirmed: true,
        cases: 54,
        attack_rate: 0.123456,
        transmission_rate: 0.456789,
        survivability: 81.55555,
      }),
      createRecentOutbreak({ id: 1, disease_name: 'Measles', state_name: 'Kano', date: '2026-01-15' }),
    ],
    ...overrides,
  };
}

export const KENYA = createMapCountry({
  country_id: 110,
  country_name: 'Kenya',
  alpha3: 'KEN',
  numeric_code: '404',
  region: 'Eastern Africa',
  total_outbreaks: 1,
  confirmed_outbreaks: 1,
  total_cases: 80,
  mean_attack_rate: 120,
  mean_transmission_rate: 0.5,
  mean_survivability: 35,
  severity_score: 78.5,
  severity_band: 5,
  recent: [
    createRecentOutbreak({
      id: 9,
      disease_name: 'Measles',
      state_name: 'Nairobi',
      date: '2026-03-05',
      cases: 80,
      attack_rate: 120,
      transmission_rate: 0.5,
      survivability: 35,
    }),
  ],
});

export const NIGERIA = createMapCountry();

/**
 * The fixtures' minimum of reports: a deployment with `MAP_MIN_REPORTS=1`, so that only the fixtures
 * that say so are drawn hatched.
 */
export const TEST_MIN_REPORTS = 1;

/**
 * Answers the map with `countries` and the current `signals`, serves the reference lists and the
 * boundaries, and records the query string of every map call.
 */
export function serveMap(
  countries: MapCountry[] = [NIGERIA, KENYA],
  signals: Signal[] = [],
  minReports = TEST_MIN_REPORTS,
) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/map/countries', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ countries, min_reports: minReports });
    }),
    http.get('/api/signals', () => HttpResponse.json({ signals })),
    http.get('/api/countries', () =>
      HttpResponse.json([
        createCountry(161, 'Nigeria', { numeric_code: '566' }),
        createCountry(110, 'Kenya', { numeric_code: '404' }),
        createCountry(203, 'Spain', { numeric_code: '724' }),
      ]),
    ),
    http.get('/api/diseases', () =>
      HttpResponse.json([createDisease(3, 'Cholera'), createDisease(9, 'Measles')]),
    ),
    http.get('/api/regions', () => HttpResponse.json({ regions: TEST_REGIONS })),
    serveBoundaries(testConfig.map_boundaries_url).handler,
  );
  return queries;
}

export const TEST_REGIONS: RegionArea[] = [
  { code: 2, name: 'Africa', level: 'region', parent: null, country_ids: [161, 110] },
  { code: 150, name: 'Europe', level: 'region', parent: null, country_ids: [203] },
];

/**
 * Four weeks of frames: Nigeria in the first two (low, then high risk), Kenya in the fourth, the third
 * empty.
 */
export const TEST_FRAMES: MapFramesResponse = {
  interval: 'week',
  from: '2026-01-05',
  to: '2026-02-01',
  min_reports: TEST_MIN_REPORTS,
  countries: [
    { country_id: 110, country_name: 'Kenya', alpha3: 'KEN', numeric_code: '404' },
    { country_id: 161, country_name: 'Nigeria', alpha3: 'NGA', numeric_code: '566' },
  ],
  frames: [
    ['2026-W02', '2026-01-05', '2026-01-11', [161], [2], [5.5], [1]],
    ['2026-W03', '2026-01-12', '2026-01-18', [161], [1], [80.25], [5]],
    ['2026-W04', '2026-01-19', '2026-01-25', [], [], [], []],
    ['2026-W05', '2026-01-26', '2026-02-01', [110], [3], [30], [3]],
  ].map(([label, start, end, ids, outbreaks, scores, bands]) => ({
    label: label as string,
    start: start as string,
    end: end as string,
    population_year: 2026,
    country_ids: ids as number[],
    total_outbreaks: outbreaks as number[],
    confirmed_outbreaks: outbreaks as number[],
    total_cases: (ids as number[]).map(() => 100),
    total_deaths: (ids as number[]).map(() => 1),
    severity_scores: scores as number[],
    severity_bands: bands as number[],
    cases_per_100k: (ids as number[]).map(() => 0.05),
    population_years: (ids as number[]).map(() => 2024),
  })),
};

/** Answers the frames with `frames`, and records the query string of every call. */
export function serveFrames(frames: MapFramesResponse = TEST_FRAMES) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/map/frames', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(frames);
    }),
  );
  return queries;
}

/** Renders the app at a map URL and waits for the page. */
export async function renderMap(path = '/map') {
  const result = renderApp(path);
  await findPageHeading('Outbreak Map');
  return result;
}

/** The drawn shape of a country, once the lazily loaded map has drawn it. */
export async function findShape(code: string) {
  const map = await screen.findByRole('region', { name: 'World map of outbreaks by country' });
  let shape: Element | null = null;
  await waitFor(
    () => {
      shape = map.querySelector(`path[data-country-code="${code}"]`);
      expect(shape).not.toBeNull();
    },
    { timeout: 3000 },
  );
  return shape as unknown as Element;
}
