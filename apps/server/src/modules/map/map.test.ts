import {
  addDays,
  MAP_MIN_REPORTS_DEFAULT,
  rangeForDays,
  severityScore,
  severityScoreBand,
  todayUtc,
  type MapCountriesResponse,
  type MapCountry,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allOutbreakFacts,
  groupBy,
  plantOutbreaks,
  type OutbreakFacts,
} from '../../test/aggregate-fixtures.js';
import { ROLE } from '@outbreak-watch/domain';
import { bearer, createUser, reportPayload, seeded, signIn } from '../../test/factories.js';
import { expectedRates, NO_POPULATION_ALPHA3 } from '../../test/population-fixtures.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

/** The map entry of one country computed directly from its outbreaks. */
function expectedCountry(rows: OutbreakFacts[]) {
  const n = rows.length;
  const mean = (pick: (row: OutbreakFacts) => number) => rows.reduce((sum, row) => sum + pick(row), 0) / n;
  const means = {
    attack_rate: mean((r) => r.attack_rate),
    transmission_rate: mean((r) => r.transmission_rate),
    survivability: mean((r) => r.survivability),
  };
  const score = severityScore(means);
  const recent = [...rows]
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
    .slice(0, 6)
    .map((row) => row.id);
  return {
    total_outbreaks: n,
    confirmed_outbreaks: rows.filter((row) => row.confirmed).length,
    total_cases: rows.reduce((sum, row) => sum + row.cases, 0),
    total_deaths: rows.reduce((sum, row) => sum + row.deaths, 0),
    ...means,
    score,
    band: severityScoreBand(score),
    recent,
  };
}

/** The rates of a map answer use the population of its range's last year, today's without an end. */
function populationYearOf(query: string): number {
  return Number((new URLSearchParams(query).get('to') ?? todayUtc()).slice(0, 4));
}

function expectMatches(actual: MapCountry, rows: OutbreakFacts[], populationYear: number) {
  const expected = expectedCountry(rows);
  const rates = expectedRates(actual.alpha3, populationYear, {
    cases: expected.total_cases,
    deaths: expected.total_deaths,
  });
  expect(actual.population).toBe(rates.population);
  expect(actual.population_year).toBe(rates.population_year);
  expect(Math.abs(actual.cases_per_100k! - rates.cases_per_100k)).toBeLessThan(1e-9);
  expect(Math.abs(actual.deaths_per_100k! - rates.deaths_per_100k)).toBeLessThan(1e-9);
  expect(actual.total_outbreaks).toBe(expected.total_outbreaks);
  expect(actual.confirmed_outbreaks).toBe(expected.confirmed_outbreaks);
  expect(actual.few_reports).toBe(expected.total_outbreaks < MAP_MIN_REPORTS_DEFAULT);
  expect(actual.unconfirmed_only).toBe(expected.confirmed_outbreaks === 0);
  expect(actual.total_cases).toBeCloseTo(expected.total_cases, 6);
  expect(Math.abs(actual.total_cases - expected.total_cases) / expected.total_cases).toBeLessThan(1e-9);
  expect(Math.abs(actual.mean_attack_rate - expected.attack_rate)).toBeLessThan(1e-9);
  expect(Math.abs(actual.mean_transmission_rate - expected.transmission_rate)).toBeLessThan(1e-9);
  expect(Math.abs(actual.mean_survivability - expected.survivability)).toBeLessThan(1e-9);
  expect(Math.abs(actual.severity_score - expected.score)).toBeLessThan(1e-9);
  expect(actual.severity_band).toBe(expected.band);
  expect(actual.recent.map((r) => r.id)).toEqual(expected.recent);
}

describe.each(DATABASE_KINDS)('the country map on %s', (kind) => {
  let t: TestApp;
  let reporterToken: string;
  let place: { country_id: number; state_id: number; disease_id: number };

  const getMap = async (query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/map/countries${query}`, headers });

  /** Compares every entry with a direct computation over the rows that pass `keep`. */
  async function expectMapEquals(query: string, keep: (row: OutbreakFacts) => boolean) {
    const response = await getMap(query);
    expect(response.statusCode).toBe(200);
    const { countries } = response.json<MapCountriesResponse>();
    const rows = (await allOutbreakFacts(t.app.db)).filter(keep);
    const byCountry = groupBy(rows, (row) => row.country_id);
    expect(countries.map((c) => c.country_id).sort()).toEqual([...byCountry.keys()].sort());
    for (const country of countries) {
      expectMatches(country, byCountry.get(country.country_id)!, populationYearOf(query));
    }
    return countries;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    await plantOutbreaks(t.app.db);
    const reporter = await createUser(t.app.db, { role_id: 3 });
    reporterToken = (await signIn(t.app, reporter)).access_token;
    const country_id = await seeded.countryId(t.app.db, 'NGA');
    const state = await t.app.db
      .selectFrom('states')
      .select('id')
      .where('country_id', '=', country_id)
      .executeTakeFirstOrThrow();
    place = { country_id, state_id: state.id, disease_id: await seeded.diseaseId(t.app.db, 'Cholera') };
  });
  afterAll(() => t.close());

  it('gives every country with outbreaks its exact totals, means, score, band and recent six', async () => {
    const countries = await expectMapEquals('', () => true);
    expect(countries).toHaveLength(3);
    const nigeria = countries.find((c) => c.alpha3 === 'NGA')!;
    expect(nigeria).toMatchObject({ country_name: 'Nigeria', numeric_code: '566' });
    expect(nigeria.recent[0]).toEqual(
      expect.objectContaining({ disease_name: expect.any(String), status: expect.any(String) }),
    );
  });

  it('follows reports written later, through the summary kept by each write', async () => {
    for (const answers of [
      { cases: 333.3, deaths: 12.7, population_at_risk: 9_876.5, secondary_cases: 1.234567 },
      { cases: 10, deaths: 0, population_at_risk: 70, secondary_cases: 0.3 },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/outbreaks',
        headers: bearer(reporterToken),
        payload: reportPayload(place, { date: todayUtc() }, answers),
      });
      expect(response.statusCode).toBe(201);
    }
    await expectMapEquals('', () => true);
  });

  it('shows each recent outbreak as stored, and follows a correction of its place at once', async () => {
    const admin = await createUser(t.app.db, { role_id: ROLE.ADMIN });
    const adminToken = (await signIn(t.app, admin)).access_token;
    const nigeria = async () =>
      (await getMap()).json<MapCountriesResponse>().countries.find((c) => c.country_id === place.country_id)!;
    const shown = (await nigeria()).recent;
    const stored = await t.app.db
      .selectFrom('outbreaks')
      .innerJoin('diseases', 'diseases.id', 'outbreaks.disease_id')
      .leftJoin('states', 'states.id', 'outbreaks.state_id')
      .select([
        'outbreaks.id',
        'diseases.name as disease_name',
        'states.name as state_name',
        'outbreaks.city',
        'outbreaks.date',
        'outbreaks.status',
        'outbreaks.confirmed',
        'outbreaks.severity',
        'outbreaks.cases',
        'outbreaks.attack_rate',
        'outbreaks.transmission_rate',
        'outbreaks.survivability',
      ])
      .where(
        'outbreaks.id',
        'in',
        shown.map((r) => r.id),
      )
      .execute();
    expect(shown).toEqual(
      shown.map((r) => {
        const row = stored.find((s) => s.id === r.id)!;
        return { ...row, confirmed: Boolean(row.confirmed) };
      }),
    );

    const [newest] = shown;
    const otherState = await t.app.db
      .selectFrom('states')
      .select(['id', 'name'])
      .where('country_id', '=', place.country_id)
      .where('id', '!=', place.state_id)
      .executeTakeFirstOrThrow();
    const corrected = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/outbreaks/${newest.id}`,
      headers: bearer(adminToken),
      // A correction takes the report's facts but not the submission's choice about duplicates.
      payload: reportPayload(
        { ...place, state_id: otherState.id },
        { date: newest.date, city: 'Ibadan', submit_anyway: undefined },
      ),
    });
    expect(corrected.json()).toMatchObject({ city: 'Ibadan' });
    expect((await nigeria()).recent[0]).toMatchObject({
      id: newest.id,
      city: 'Ibadan',
      state_name: otherState.name,
    });
  });

  it('narrows by date range, disease, status and confirmation', async () => {
    const today = todayUtc();
    const last30 = rangeForDays(30, today);
    await expectMapEquals('?days=30', (r) => r.date >= last30.from && r.date <= last30.to);
    const last365 = rangeForDays(365, today);
    await expectMapEquals('?days=365', (r) => r.date >= last365.from && r.date <= last365.to);
    // A custom range whose ends cut periods in the middle: edge days come from outbreaks themselves.
    const from = addDays(today, -200);
    const to = addDays(today, -45);
    await expectMapEquals(`?from=${from}&to=${to}`, (r) => r.date >= from && r.date <= to);
    await expectMapEquals(`?from=${from}&to=${from}`, (r) => r.date === from);
    await expectMapEquals(`?disease_id=${place.disease_id}`, (r) => r.disease_id === place.disease_id);
    await expectMapEquals('?status=contained', (r) => r.status === 'contained');
    await expectMapEquals('?confirmed=true', (r) => r.confirmed);
    await expectMapEquals('?confirmed=false&days=90', (r) => {
      const range = rangeForDays(90, today);
      return !r.confirmed && r.date >= range.from && r.date <= range.to;
    });
  });

  it('gives no rate, and no population or year, for a country without a population figure', async () => {
    const country_id = await seeded.countryId(t.app.db, NO_POPULATION_ALPHA3);
    const state = await t.app.db
      .selectFrom('states')
      .select('id')
      .where('country_id', '=', country_id)
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/outbreaks',
      headers: bearer(reporterToken),
      payload: reportPayload({ ...place, country_id, state_id: state.id }, { date: todayUtc() }),
    });
    expect(response.statusCode).toBe(201);
    const { countries } = (await getMap()).json<MapCountriesResponse>();
    expect(countries.find((c) => c.country_id === country_id)).toMatchObject({
      total_outbreaks: 1,
      population: null,
      population_year: null,
      cases_per_100k: null,
      deaths_per_100k: null,
    });
  });

  it('has no entry for a country without matching outbreaks', async () => {
    const { countries } = (await getMap('?from=1990-01-01&to=1990-12-31')).json<MapCountriesResponse>();
    expect(countries).toEqual([]);
    const all = (await getMap()).json<MapCountriesResponse>().countries;
    expect(all.some((c) => c.alpha3 === 'FRA')).toBe(false);
  });

  it('answers with an ETag and a short max-age, and changes as soon as a report is written', async () => {
    const first = await getMap();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"\d+-/);
    expect(first.headers['cache-control']).toMatch(/max-age=5/);
    const again = await getMap('', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);

    const before = first.json<MapCountriesResponse>().countries.find((c) => c.alpha3 === 'NGA')!;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/outbreaks',
      headers: bearer(reporterToken),
      payload: reportPayload(place, { date: todayUtc() }),
    });
    expect(created.statusCode).toBe(201);
    const after = await getMap('', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const nigeria = after.json<MapCountriesResponse>().countries.find((c) => c.alpha3 === 'NGA')!;
    expect(nigeria.total_outbreaks).toBe(before.total_outbreaks + 1);
    expect(nigeria.recent[0].id).toBe(created.json<{ id: number }>().id);
  });

  it.each([
    ['?days=5', 'days'],
    ['?from=2026-13-01', 'from'],
    ['?confirmed=maybe', 'confirmed'],
    ['?confirmed=yes', 'confirmed'],
    ['?disease_id=abc', 'disease_id'],
    ['?status=closed', 'status'],
  ])('refuses %s with a 400', async (query, field) => {
    const response = await getMap(query);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });
});
