import {
  ROLE,
  todayUtc,
  type AnalyticsResponse,
  type MapCountriesResponse,
  type MapCountry,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, countTables, createUser, reportPayload, seeded, signIn } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

/**
 * What a country's colour rests on: reports filed through the API in countries no other outbreak uses,
 * read back from the map and analytics with and without `confirmed=true`.
 */
describe.each(DATABASE_KINDS)('what the map and analytics rest on, on %s', (kind) => {
  let t: TestApp;
  let reporterToken: string;
  let adminToken: string;
  let disease_id: number;

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const mapEntry = async (country_id: number, query = ''): Promise<MapCountry | undefined> => {
    const response = await get(`/api/map/countries${query}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<MapCountriesResponse>();
    expect(body.min_reports).toBe(3);
    return body.countries.find((country) => country.country_id === country_id);
  };
  const analytics = async (country_id: number, query = '') => {
    const response = await get(`/api/analytics?days=30&country_id=${country_id}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<AnalyticsResponse>();
  };

  async function placeIn(alpha3: string) {
    const country_id = await seeded.countryId(t.app.db, alpha3);
    const state = await t.app.db
      .selectFrom('states')
      .select('id')
      .where('country_id', '=', country_id)
      .executeTakeFirstOrThrow();
    return { country_id, state_id: state.id, disease_id };
  }

  async function report(place: Awaited<ReturnType<typeof placeIn>>, answers: Record<string, number> = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/outbreaks',
      headers: bearer(reporterToken),
      payload: reportPayload(place, { date: todayUtc() }, answers),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    disease_id = await seeded.diseaseId(t.app.db, 'Cholera');
    reporterToken = (await signIn(t.app, await createUser(t.app.db, { role_id: ROLE.REPORTER })))
      .access_token;
    adminToken = (await signIn(t.app, await createUser(t.app.db, { role_id: ROLE.ADMIN }))).access_token;
  });
  afterAll(() => t.close());

  it('counts one unconfirmed report by default, marked as resting on it alone, and drops it with confirmed=true', async () => {
    const place = await placeIn('ISL');
    const id = await report(place, { cases: 900, deaths: 0, population_at_risk: 1000, secondary_cases: 9 });

    const entry = await mapEntry(place.country_id);
    expect(entry).toMatchObject({
      total_outbreaks: 1,
      confirmed_outbreaks: 0,
      few_reports: true,
      unconfirmed_only: true,
    });
    expect(entry!.recent.map((outbreak) => outbreak.id)).toEqual([id]);
    expect(await mapEntry(place.country_id, '?confirmed=true')).toBeUndefined();

    const mixed = await analytics(place.country_id);
    expect(mixed.cards.total_outbreaks).toBe(1);
    expect(mixed.cards.unconfirmed).toMatchObject({ total_outbreaks: 1, total_cases: 900 });
    expect(mixed.recent.map((outbreak) => outbreak.id)).toEqual([id]);
    const confirmedOnly = await analytics(place.country_id, '&confirmed=true');
    expect(confirmedOnly.cards.total_outbreaks).toBe(0);
    expect(confirmedOnly.cards.total_cases).toBe(0);
    expect(confirmedOnly.recent).toEqual([]);
    expect(confirmedOnly.by_disease).toEqual([]);

    // Once the verification team confirms it, it counts with confirmed=true and is no longer "unconfirmed only".
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/outbreaks/${id}/confirm`,
      headers: bearer(adminToken),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await mapEntry(place.country_id)).toMatchObject({
      total_outbreaks: 1,
      confirmed_outbreaks: 1,
      unconfirmed_only: false,
      few_reports: true,
    });
    expect(await mapEntry(place.country_id, '?confirmed=true')).toMatchObject({
      total_outbreaks: 1,
      confirmed_outbreaks: 1,
    });
    expect((await analytics(place.country_id, '&confirmed=true')).cards.total_outbreaks).toBe(1);
  });

  it('flags "few reports" below the minimum of 3 and not at it', async () => {
    const place = await placeIn('MNG');
    await report(place);
    await report(place);
    expect(await mapEntry(place.country_id)).toMatchObject({ total_outbreaks: 2, few_reports: true });
    await report(place);
    expect(await mapEntry(place.country_id)).toMatchObject({
      total_outbreaks: 3,
      confirmed_outbreaks: 0,
      few_reports: false,
      unconfirmed_only: true,
    });
  });

  it.each([
    '/api/map/countries?confirmed=yes',
    '/api/map/countries.geojson?confirmed=yes',
    '/api/analytics?confirmed=yes',
    '/api/outbreaks?confirmed=yes',
    '/api/outbreaks/export.csv?confirmed=1',
    '/api/feeds/outbreaks.atom?confirmed=TRUE',
  ])('refuses %s with a 400 that names the parameter, changing nothing', async (url) => {
    const tables = ['outbreaks', 'outbreak_stats_changes', 'audit_log'] as const;
    const before = await countTables(t.app.db, tables);
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('confirmed');
    expect(await countTables(t.app.db, tables)).toEqual(before);
  });
});

describe('the minimum of reports', () => {
  it('is the configured one', async () => {
    const t = await createTestApp('sqlite', { mapMinReports: 1 });
    try {
      const place = await seeded.countryId(t.app.db, 'NPL');
      const reporter = await signIn(t.app, await createUser(t.app.db, { role_id: ROLE.REPORTER }));
      const state = await t.app.db
        .selectFrom('states')
        .select('id')
        .where('country_id', '=', place)
        .executeTakeFirstOrThrow();
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/outbreaks',
        headers: bearer(reporter.access_token),
        payload: reportPayload(
          { country_id: place, state_id: state.id, disease_id: await seeded.diseaseId(t.app.db, 'Cholera') },
          { date: todayUtc() },
        ),
      });
      expect(created.statusCode).toBe(201);
      const body = (
        await t.app.inject({ method: 'GET', url: '/api/map/countries' })
      ).json<MapCountriesResponse>();
      expect(body.min_reports).toBe(1);
      expect(body.countries[0]).toMatchObject({
        total_outbreaks: 1,
        few_reports: false,
        unconfirmed_only: true,
      });
    } finally {
      await t.close();
    }
  });
});
