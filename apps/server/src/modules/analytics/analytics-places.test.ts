import { type AnalyticsPlacesResponse } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildOutbreakStats } from '../stats/outbreak-stats.js';
import { insertOutbreakRows, seeded } from '../../test/factories.js';
import { areaPopulationOf, expectedRates } from '../../test/population-fixtures.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

const close = (actual: number | null, expected: number) =>
  expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));

const RANGE = 'from=2026-01-01&to=2026-12-31';
const YEAR = 2026;

describe.each(DATABASE_KINDS)('analytics places on %s', (kind) => {
  let t: TestApp;

  const get = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/analytics/places?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<AnalyticsPlacesResponse>();
  };

  /** A region's population by hand: every country filed under it, each by the year rule. */
  async function areaPopulation(code: number) {
    const countries = await t.app.db.selectFrom('countries').select(['alpha3', 'region']).execute();
    return areaPopulationOf(countries, code, YEAR);
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimitPerMinute: 100_000 });
    const disease_id = await seeded.diseaseId(t.app.db, 'Cholera');
    const plant = async (alpha3: string, rows: object[]) =>
      insertOutbreakRows(
        t.app.db,
        { country_id: await seeded.countryId(t.app.db, alpha3), disease_id },
        rows,
      );
    // Nigeria (Western Africa) and Kenya (Eastern Africa) are in Africa; Brazil (South America) in the Americas.
    await plant('NGA', [
      { cases: 100, deaths: 10, attack_rate: 4, confirmed: true },
      { cases: 50, deaths: 5, attack_rate: 2, confirmed: false },
    ]);
    await plant('KEN', [{ cases: 30, deaths: 3, attack_rate: 6, confirmed: true }]);
    await plant('BRA', [{ cases: 200, deaths: 2, attack_rate: 1, confirmed: true }]);
    await plant('BRA', [{ cases: 999, deaths: 9, date: '2025-06-01' }]); // outside the range
    await rebuildOutbreakStats(t.app.db);
  });
  afterAll(() => t.close());

  it('counts countries, most cases first, with rates of the range’s last year', async () => {
    const body = await get(RANGE);
    expect(body.level).toBe('country');
    expect(body.total_places).toBe(3);
    expect(body.places.map((p) => [p.code, p.count, p.unconfirmed, p.cases, p.deaths])).toEqual([
      ['BRA', 1, 0, 200, 2],
      ['NGA', 2, 1, 150, 15],
      ['KEN', 1, 0, 30, 3],
    ]);
    const nigeria = body.places[1];
    close(nigeria.case_fatality_rate, 10);
    close(nigeria.mean_attack_rate, 3);
    const rates = expectedRates('NGA', YEAR, { cases: 150, deaths: 15 });
    expect([nigeria.population, nigeria.population_year]).toEqual([rates.population, rates.population_year]);
    close(nigeria.cases_per_100k, rates.cases_per_100k);
    close(nigeria.deaths_per_100k, rates.deaths_per_100k);
  });

  it('adds countries up into M49 regions, with the sum of their countries’ populations', async () => {
    const body = await get(`${RANGE}&level=region`);
    expect(body.places.map((p) => [p.code, p.name, p.count, p.unconfirmed, p.cases, p.deaths])).toEqual([
      ['019', 'Americas', 1, 0, 200, 2],
      ['002', 'Africa', 3, 1, 180, 18],
    ]);
    const africa = body.places[1];
    close(africa.case_fatality_rate, 10);
    close(africa.mean_attack_rate, 4);
    const { population, year } = await areaPopulation(2);
    expect(africa.population).toBe(population);
    expect(africa.population_year).toBe(year);
    close(africa.cases_per_100k, (180 * 100_000) / population);
    close(africa.deaths_per_100k, (18 * 100_000) / population);
  });

  it('counts sub-regions as countries file them (the intermediate region where there is one)', async () => {
    const body = await get(`${RANGE}&level=sub-region`);
    expect(body.places.map((p) => [p.id, p.name, p.cases])).toEqual([
      [5, 'South America', 200],
      [11, 'Western Africa', 150],
      [14, 'Eastern Africa', 30],
    ]);
    const { population } = await areaPopulation(14);
    close(body.places[2].cases_per_100k, (30 * 100_000) / population);
  });

  it('narrows with the analytics filters and covers all time', async () => {
    const confirmed = await get(`${RANGE}&level=region&confirmed=true`);
    expect(confirmed.places.map((p) => [p.name, p.count, p.cases])).toEqual([
      ['Americas', 1, 200],
      ['Africa', 2, 130],
    ]);
    const all = await get('days=all&level=region');
    expect(all.range).toEqual({ from: null, to: null, days: null });
    expect(all.places[0]).toMatchObject({ name: 'Americas', count: 2, cases: 1199 });
  });

  it('exports every place of the level as CSV for the same filters', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/places.csv?${RANGE}&level=region`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="analytics-places-region-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const json = await get(`${RANGE}&level=region`);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Level,Code,Name,Outbreaks,Unconfirmed outbreaks,Cases,Deaths,Case fatality rate (%),' +
        'Mean attack rate (%),Population,Population year,Cases per 100k,Deaths per 100k,From,To',
    );
    expect(lines).toHaveLength(3);
    const africa = json.places[1];
    expect(lines[2]).toBe(
      [
        'region',
        '002',
        'Africa',
        3,
        1,
        180,
        18,
        africa.case_fatality_rate,
        africa.mean_attack_rate,
        africa.population,
        africa.population_year,
        africa.cases_per_100k,
        africa.deaths_per_100k,
        '2026-01-01',
        '2026-12-31',
      ].join(','),
    );
  });

  it.each(['level=continent', 'level=', 'days=ever'])(
    'refuses %s with a 400 and the reason',
    async (query) => {
      for (const path of ['places', 'places.csv']) {
        const response = await t.app.inject({ method: 'GET', url: `/api/analytics/${path}?${query}` });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).not.toBe('');
      }
    },
  );
});
