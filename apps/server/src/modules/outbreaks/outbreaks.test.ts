import { AUTH_MESSAGES, ROLE, type ErrorResponse, type Outbreak } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  countTables,
  createUser,
  type CreateUserOptions,
  reportPayload,
  signIn,
} from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

describe.each(DATABASE_KINDS)('reporting outbreaks on %s', (kind) => {
  let t: TestApp;
  let reporter: { id: number; email: string; first_name: string; last_name: string; token: string };
  let nigeria: { id: number; latitude: number | null; longitude: number | null };
  let kenya: { id: number };
  let lagos: { id: number };
  let anthrax: { id: number; category: string | null; description: string | null };

  async function signedInUser(overrides: CreateUserOptions = {}) {
    const user = await createUser(t.app.db, overrides);
    const session = await signIn(t.app, user);
    return {
      ...user,
      first_name: session.user.first_name,
      last_name: session.user.last_name,
      token: session.access_token,
    };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    const db = t.app.db;
    const country = (alpha3: string) =>
      db
        .selectFrom('countries')
        .select(['id', 'latitude', 'longitude'])
        .where('alpha3', '=', alpha3)
        .executeTakeFirstOrThrow();
    nigeria = await country('NGA');
    kenya = await country('KEN');
    lagos = await db.selectFrom('states').select('id').where('code', '=', 'NG-LA').executeTakeFirstOrThrow();
    anthrax = await db
      .selectFrom('diseases')
      .select(['id', 'category', 'description'])
      .where('name', '=', 'Anthrax')
      .executeTakeFirstOrThrow();
    reporter = await signedInUser({
      role_id: ROLE.REPORTER,
      user_type: 'reporter',
      first_name: 'Ngozi',
      last_name: 'Adeyemi',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const report = (overrides: Record<string, unknown> = {}, answers: Record<string, unknown> = {}) =>
    reportPayload({ country_id: nigeria.id, state_id: lagos.id, disease_id: anthrax.id }, overrides, answers);

  const post = (payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url: '/api/outbreaks', payload, headers: token ? bearer(token) : {} });

  const counts = () => countTables(t.app.db, ['outbreaks', 'diseases', 'states', 'outbreak_answers']);

  describe('who may report', () => {
    it('refuses a visitor with 401', async () => {
      const before = await counts();
      const response = await post(report());
      expect(response.statusCode).toBe(401);
      expect(response.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.authenticationRequired);
      expect(await counts()).toEqual(before);
    });

    it('refuses an invalid token with 401', async () => {
      const before = await counts();
      const response = await post(report(), 'not-a-token');
      expect(response.statusCode).toBe(401);
      expect(response.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.sessionExpired);
      expect(await counts()).toEqual(before);
    });

    it.each([
      ['a verified blogger', { role_id: ROLE.BLOGGER }, AUTH_MESSAGES.forbidden],
      [
        'an unverified reporter',
        { role_id: ROLE.REPORTER, is_verified: false },
        AUTH_MESSAGES.verificationRequired,
      ],
      [
        'an unverified admin',
        { role_id: ROLE.ADMIN, is_verified: false },
        AUTH_MESSAGES.verificationRequired,
      ],
    ])('refuses %s with 403', async (_name, overrides, message) => {
      const user = await signedInUser(overrides);
      const before = await counts();
      const response = await post(report(), user.token);
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorResponse>().message).toBe(message);
      expect(await counts()).toEqual(before);
    });

    it('refuses a suspended reporter whose token is still valid with 403', async () => {
      const user = await signedInUser({ role_id: ROLE.REPORTER });
      await t.app.db.updateTable('users').set({ is_suspended: true }).where('id', '=', user.id).execute();
      const before = await counts();
      const response = await post(report(), user.token);
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.accountSuspended);
      expect(await counts()).toEqual(before);
    });

    it.each([
      ['a verified reporter', ROLE.REPORTER],
      ['an admin', ROLE.ADMIN],
      ['a super admin', ROLE.SUPER_ADMIN],
    ])('accepts %s with 201', async (_name, role_id) => {
      const user = await signedInUser({ role_id });
      const before = await counts();
      const response = await post(report(), user.token);
      expect(response.statusCode).toBe(201);
      expect(response.json<Outbreak>().reporter_id).toBe(user.id);
      expect((await counts()).outbreaks).toBe(before.outbreaks + 1);
    });
  });

  describe('creation', () => {
    it('returns the outbreak with the metrics computed by the domain', async () => {
      const response = await post(report(), reporter.token);
      expect(response.statusCode).toBe(201);
      const body = response.json<Outbreak>();
      expect(body).toEqual({
        id: expect.any(Number),
        disease_id: anthrax.id,
        disease_name: 'Anthrax',
        disease_category: anthrax.category,
        disease_agent_type: 'bacteria',
        disease_description: anthrax.description,
        country_id: nigeria.id,
        country_name: 'Nigeria',
        country_code: 'NGA',
        country_numeric_code: '566',
        state_id: lagos.id,
        state_name: 'Lagos',
        city: 'Ikeja',
        region: 'Western Africa',
        latitude: nigeria.latitude,
        longitude: nigeria.longitude,
        date: '2026-11-01',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        status: 'investigating',
        confirmed: false,
        severity: 'low',
        risk_level: 1,
        severity_score: 4.25,
        transmission_rate: 1.5,
        attack_rate: 2,
        survivability: 75,
        cases: 200,
        deaths: 50,
        population_at_risk: 10_000,
        description: expect.stringMatching(
          /^A cluster of cutaneous cases among livestock traders \(report \d+\)\.$/,
        ),
        source: 'State Ministry of Health',
        reporter_role: 'Reporter',
        reporter_id: reporter.id,
        first_name: 'Ngozi',
        last_name: 'Adeyemi',
        reporter_email: reporter.email,
      });
      expect(nigeria.latitude).toEqual(expect.any(Number));
      expect(response.body).not.toContain('password_hash');

      const stored = await t.app.db
        .selectFrom('outbreaks')
        .selectAll()
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        status: 'investigating',
        confirmed: false,
        city: 'Ikeja',
        reporter_id: reporter.id,
      });
      const answers = await t.app.db
        .selectFrom('outbreak_answers')
        .select(['question_key', 'value'])
        .where('outbreak_id', '=', body.id)
        .orderBy('question_key')
        .execute();
      expect(answers).toEqual([
        { question_key: 'cases', value: 200 },
        { question_key: 'deaths', value: 50 },
        { question_key: 'population_at_risk', value: 10_000 },
        { question_key: 'secondary_cases', value: 1.5 },
      ]);
    });

    it('stores empty optional texts as null', async () => {
      const response = await post(
        report({ city: '  ', description: '', source: null, state_id: null }),
        reporter.token,
      );
      expect(response.statusCode).toBe(201);
      expect(response.json<Outbreak>()).toMatchObject({
        city: null,
        description: null,
        source: null,
        state_id: null,
        state_name: null,
      });
    });

    it('adds a new disease and a new state as custom, and reuses them whatever their case', async () => {
      const before = await counts();
      const first = await post(
        report({
          disease_id: null,
          disease_name: 'Ikoyi haemorrhagic fever',
          disease_category: 'Viral haemorrhagic fevers',
          disease_agent_type: 'virus',
          disease_description: 'A fever first reported on Ikoyi.',
          state_id: null,
          state_name: 'Lagos Island',
          city: 'Obalende',
        }),
        reporter.token,
      );
      expect(first.statusCode).toBe(201);
      const created = first.json<Outbreak>();
      expect(created).toMatchObject({
        disease_name: 'Ikoyi haemorrhagic fever',
        disease_category: 'Viral haemorrhagic fevers',
        disease_agent_type: 'virus',
        disease_description: 'A fever first reported on Ikoyi.',
        state_name: 'Lagos Island',
        city: 'Obalende',
      });
      const disease = await t.app.db
        .selectFrom('diseases')
        .selectAll()
        .where('id', '=', created.disease_id)
        .executeTakeFirstOrThrow();
      expect(disease).toMatchObject({
        name: 'Ikoyi haemorrhagic fever',
        agent_type: 'virus',
        is_custom: true,
      });
      const state = await t.app.db
        .selectFrom('states')
        .selectAll()
        .where('id', '=', created.state_id)
        .executeTakeFirstOrThrow();
      expect(state).toMatchObject({
        name: 'Lagos Island',
        country_id: nigeria.id,
        is_custom: true,
        code: null,
      });
      expect(await counts()).toEqual({
        outbreaks: before.outbreaks + 1,
        diseases: before.diseases + 1,
        states: before.states + 1,
        outbreak_answers: before.outbreak_answers + 4,
      });

      const again = await post(
        report({
          disease_id: null,
          disease_name: '  IKOYI haemorrhagic  FEVER ',
          state_id: null,
          state_name: 'lagos island',
        }),
        reporter.token,
      );
      expect(again.statusCode).toBe(201);
      expect(again.json<Outbreak>()).toMatchObject({
        disease_id: created.disease_id,
        disease_name: 'Ikoyi haemorrhagic fever',
        state_id: created.state_id,
        state_name: 'Lagos Island',
      });
      expect((await counts()).diseases).toBe(before.diseases + 1);
      expect((await counts()).states).toBe(before.states + 1);
    });

    it('reuses a seeded disease and state typed by name in another case', async () => {
      const before = await counts();
      const response = await post(
        report({ disease_id: null, disease_name: 'anthrax', state_id: null, state_name: 'LAGOS' }),
        reporter.token,
      );
      expect(response.statusCode).toBe(201);
      expect(response.json<Outbreak>()).toMatchObject({ disease_id: anthrax.id, state_id: lagos.id });
      const after = await counts();
      expect([after.diseases, after.states]).toEqual([before.diseases, before.states]);
    });

    it('keeps a state name per country: the same new name in another country is another state', async () => {
      const name = 'Riverside District';
      const inNigeria = await post(report({ state_id: null, state_name: name }), reporter.token);
      const inKenya = await post(
        report({ country_id: kenya.id, state_id: null, state_name: name }),
        reporter.token,
      );
      expect([inNigeria.statusCode, inKenya.statusCode]).toEqual([201, 201]);
      expect(inNigeria.json<Outbreak>().state_id).not.toBe(inKenya.json<Outbreak>().state_id);
      expect(inKenya.json<Outbreak>()).toMatchObject({ country_code: 'KEN', state_name: name });
    });

    it('defaults the agent type of a new disease to unknown', async () => {
      const response = await post(
        report({ disease_id: null, disease_name: 'Unnamed coastal rash' }),
        reporter.token,
      );
      expect(response.statusCode).toBe(201);
      expect(response.json<Outbreak>()).toMatchObject({
        disease_agent_type: 'unknown',
        disease_category: null,
      });
    });

    it('adds one disease and one state from parallel reports of the same new names', async () => {
      const before = await counts();
      const responses = await Promise.all(
        ['Ogun valley fever', 'OGUN VALLEY FEVER', 'ogun valley fever', 'Ogun Valley Fever'].map(
          (disease_name, i) =>
            post(
              report({
                disease_id: null,
                disease_name,
                state_id: null,
                state_name: i % 2 ? 'Ijebu North' : 'ijebu north',
              }),
              reporter.token,
            ),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
      expect(new Set(responses.map((r) => r.json<Outbreak>().disease_id)).size).toBe(1);
      expect(new Set(responses.map((r) => r.json<Outbreak>().state_id)).size).toBe(1);
      const after = await counts();
      expect(after).toEqual({
        outbreaks: before.outbreaks + 4,
        diseases: before.diseases + 1,
        states: before.states + 1,
        outbreak_answers: before.outbreak_answers + 16,
      });
    });
  });
});
