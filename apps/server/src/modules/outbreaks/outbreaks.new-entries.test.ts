import { MESSAGES, OUTBREAK_MESSAGES, ROLE, severityScore, type Outbreak } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, countTables, createUser, reportPayload, seeded, signIn } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

describe.each(DATABASE_KINDS)('the "new" sentinel and full-precision metrics on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let place: { country_id: number; state_id: number; disease_id: number };

  const report = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/outbreaks', headers: bearer(token), payload });

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    token = (await signIn(t.app, await createUser(t.app.db, { role_id: ROLE.REPORTER }))).access_token;
    const country_id = await seeded.countryId(t.app.db, 'NGA');
    const state = await t.app.db
      .selectFrom('states')
      .select('id')
      .where('country_id', '=', country_id)
      .executeTakeFirstOrThrow();
    place = { country_id, state_id: state.id, disease_id: await seeded.diseaseId(t.app.db, 'Cholera') };
  });
  afterAll(() => t.close());

  it('adds a disease and a state when their ids are "new", as the spec form sends them', async () => {
    const response = await report(
      reportPayload(place, {
        disease_id: 'new',
        disease_name: 'Sentinel fever',
        disease_agent_type: 'virus',
        state_id: 'new',
        state_name: 'Sentinel Hills',
      }),
    );
    expect(response.statusCode).toBe(201);
    const outbreak = response.json<Outbreak>();
    expect(outbreak.disease_name).toBe('Sentinel fever');
    expect(outbreak.state_name).toBe('Sentinel Hills');
    expect(outbreak.disease_id).not.toBe(place.disease_id);
  });

  it('still accepts null for a new entry', async () => {
    const response = await report(
      reportPayload(place, {
        disease_id: null,
        disease_name: 'Null fever',
        state_id: null,
        state_name: 'Null Vale',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Outbreak>().state_name).toBe('Null Vale');
  });

  it('refuses "new" without a name, and any other text, changing nothing', async () => {
    const before = await countTables(t.app.db, ['outbreaks', 'diseases', 'states'] as const);
    const missingName = await report(reportPayload(place, { disease_id: 'new' }));
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json<{ message: string }>().message).toBe(OUTBREAK_MESSAGES.diseaseRequired);
    expect((await report(reportPayload(place, { disease_id: 'other' }))).statusCode).toBe(400);
    expect((await report(reportPayload(place, { state_id: 'NEW' }))).statusCode).toBe(400);
    expect(await countTables(t.app.db, ['outbreaks', 'diseases', 'states'] as const)).toEqual(before);
  });

  it('refuses a "new" state without its name with the field\'s message, changing nothing', async () => {
    const before = await countTables(t.app.db, ['outbreaks', 'diseases', 'states'] as const);
    for (const state_name of [undefined, null, '', '   ']) {
      const response = await report(reportPayload(place, { state_id: 'new', state_name }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: MESSAGES.required,
        details: [{ field: 'state_name', message: MESSAGES.required }],
      });
    }
    expect(await countTables(t.app.db, ['outbreaks', 'diseases', 'states'] as const)).toEqual(before);
  });

  it('still files a report without a state when state_id is null or absent', async () => {
    const { state_id: _unused, ...withoutState } = reportPayload(place, {});
    for (const payload of [withoutState, reportPayload(place, { state_id: null })]) {
      const response = await report(payload);
      expect(response.statusCode).toBe(201);
      expect(response.json<Outbreak>().state_name).toBeNull();
    }
  });

  it('stores and serves the metrics at full precision', async () => {
    const answers = { cases: 333.3, deaths: 12.7, population_at_risk: 9_876.5, secondary_cases: 1.234567 };
    const created = (await report(reportPayload(place, {}, answers))).json<Outbreak>();
    const served = (
      await t.app.inject({ method: 'GET', url: `/api/outbreaks/${created.id}` })
    ).json<Outbreak>();
    const survivability = (100 * (333.3 - 12.7)) / 333.3;
    const attack_rate = (100 * 333.3) / 9_876.5;
    for (const outbreak of [created, served]) {
      expect(outbreak.survivability).toBe(survivability);
      expect(outbreak.attack_rate).toBe(attack_rate);
      expect(outbreak.transmission_rate).toBe(1.234567);
      expect(outbreak.severity_score).toBe(
        severityScore({ attack_rate, transmission_rate: 1.234567, survivability }),
      );
    }
  });

  it('documents both forms in OpenAPI', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
    expect(spec).toContain('\\"new\\"');
  });
});
