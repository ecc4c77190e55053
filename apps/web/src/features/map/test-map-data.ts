import type { MapCountry, MapRecentOutbreak } from '@outbreak-watch/domain';

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
    total_cases: 2104,
    mean_attack_rate: 2.345678,
    mean_transmission_rate: 1.23456,
    mean_survivability: 97.123456,
    severity_score: 24.987654,
    severity_band: 2,
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

export { createDisease } from '../../test/outbreak-fixtures';
