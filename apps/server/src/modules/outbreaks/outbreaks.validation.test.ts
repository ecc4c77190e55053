import { METRIC_MESSAGES, OUTBREAK_MESSAGES, ROLE, type ErrorResponse } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, countTables, createUser, reportPayload, signIn } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

describe.each(DATABASE_KINDS)('validating outbreak reports on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let nigeria: { id: number };
  let kenya: { id: number };
  let lagos: { id: number };
  let nairobi: { id: number };
  let anthrax: { id: number };

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    const db = t.app.db;
    const country = (alpha3: string) =>
      db.selectFrom('countries').select('id').where('alpha3', '=', alpha3).executeTakeFirstOrThrow();
    nigeria = await country('NGA');
    kenya = await country('KEN');
    lagos = await db.selectFrom('states').select('id').where('code', '=', 'NG-LA').executeTakeFirstOrThrow();
    nairobi = await db
      .selectFrom('states')
      .select('id')
      .where('country_id', '=', kenya.id)
      .executeTakeFirstOrThrow();
    anthrax = await db
      .selectFrom('diseases')
      .select('id')
      .where('name', '=', 'Anthrax')
      .executeTakeFirstOrThrow();
    const reporter = await createUser(db, { role_id: ROLE.REPORTER, user_type: 'reporter' });
    token = (await signIn(t.app, reporter)).access_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const report = (overrides: Record<string, unknown> = {}, answers: Record<string, unknown> = {}) =>
    reportPayload({ country_id: nigeria.id, state_id: lagos.id, disease_id: anthrax.id }, overrides, answers);

  /** Posts a report as a verified reporter. */
  const post = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/outbreaks', payload, headers: bearer(token) });

  const counts = () => countTables(t.app.db, ['outbreaks', 'diseases', 'states', 'outbreak_answers']);

  describe('refusals', () => {
    const NEW_DISEASE = { disease_id: null, disease_name: 'Kpando river fever' };
    const NEW_STATE = { state_id: null, state_name: 'Volta Lowlands' };
    const withoutDeaths = { cases: 200, population_at_risk: 10_000, secondary_cases: 1.5 };

    it.each<[string, () => object, string]>([
      [
        'a missing answer',
        () => report({ question_answers: withoutDeaths }),
        OUTBREAK_MESSAGES.invalidScores,
      ],
      ['no answers at all', () => report({ question_answers: {} }), OUTBREAK_MESSAGES.invalidScores],
      ['a numeric string', () => report({}, { cases: '12' }), OUTBREAK_MESSAGES.invalidScores],
      ['a null answer', () => report({}, { deaths: null }), OUTBREAK_MESSAGES.invalidScores],
      ['a boolean answer', () => report({}, { secondary_cases: true }), OUTBREAK_MESSAGES.invalidScores],
      [
        'population at risk 0 (minimum 1)',
        () => report({}, { population_at_risk: 0 }),
        OUTBREAK_MESSAGES.invalidScores,
      ],
      ['cases -1 (minimum 0)', () => report({}, { cases: -1, deaths: 0 }), OUTBREAK_MESSAGES.invalidScores],
      [
        'an answer above 1e12',
        () => report({}, { population_at_risk: 1e12 + 1 }),
        OUTBREAK_MESSAGES.invalidScores,
      ],
      ['deaths above cases', () => report({}, { cases: 10, deaths: 11 }), METRIC_MESSAGES.deathsExceedCases],
      [
        'cases above the population',
        () => report({}, { cases: 101, deaths: 0, population_at_risk: 100 }),
        METRIC_MESSAGES.casesExceedPopulation,
      ],
      [
        'an unknown country',
        () => report({ country_id: 987_654, state_id: null }),
        OUTBREAK_MESSAGES.countryNotFound,
      ],
      ['an unknown disease', () => report({ disease_id: 987_654 }), OUTBREAK_MESSAGES.diseaseNotFound],
      ['an unknown state', () => report({ state_id: 987_654 }), OUTBREAK_MESSAGES.stateNotFound],
      ['a state of another country', () => report({ state_id: nairobi.id }), OUTBREAK_MESSAGES.stateNotFound],
      [
        'neither disease_id nor disease_name',
        () => report({ disease_id: undefined }),
        OUTBREAK_MESSAGES.diseaseRequired,
      ],
      [
        'a blank disease name',
        () => report({ disease_id: null, disease_name: '   ' }),
        OUTBREAK_MESSAGES.diseaseRequired,
      ],
      ['a date in the future', () => report({ date: daysFromToday(3) }), OUTBREAK_MESSAGES.dateInFuture],
      ['a date that does not exist', () => report({ date: '2026-13-40' }), 'Use a real calendar date.'],
      ['February 30th', () => report({ date: '2026-02-30' }), 'Use a real calendar date.'],
      ['a missing country', () => report({ country_id: undefined }), 'This field is required'],
      // The failures below come after a new disease or state would have been added.
      [
        'a new disease with an unknown state',
        () => report({ ...NEW_DISEASE, state_id: 987_654 }),
        OUTBREAK_MESSAGES.stateNotFound,
      ],
      [
        'a new disease and state with deaths above cases',
        () => report({ ...NEW_DISEASE, ...NEW_STATE }, { cases: 1, deaths: 2 }),
        METRIC_MESSAGES.deathsExceedCases,
      ],
      [
        'a new disease and state with a missing answer',
        () => report({ ...NEW_DISEASE, ...NEW_STATE, question_answers: withoutDeaths }),
        OUTBREAK_MESSAGES.invalidScores,
      ],
    ])('refuses %s with 400 and changes nothing', async (_name, payload, message) => {
      const before = await counts();
      const response = await post(payload());
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorResponse>().message).toBe(message);
      expect(await counts()).toEqual(before);
    });

    it('refuses a date in another format with 400 and changes nothing', async () => {
      const before = await counts();
      const response = await post(report({ date: '01/11/2026' }));
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorResponse>().details).toContainEqual({
        field: 'date',
        message: 'Use a date in the form YYYY-MM-DD.',
      });
      expect(await counts()).toEqual(before);
    });

    it.each([
      ['status', { status: 'active' }],
      ['confirmed', { confirmed: true }],
      ['reporter_id', { reporter_id: 1 }],
      ['severity_score', { severity_score: 99 }],
    ])('refuses an unknown field (%s) with 400 and changes nothing', async (_name, extra) => {
      const before = await counts();
      const response = await post(report(extra));
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorResponse>().message.length).toBeGreaterThan(5);
      expect(await counts()).toEqual(before);
    });

    it('accepts the boundaries: no cases, a population of 1e12, today and tomorrow', async () => {
      for (const payload of [
        report({}, { cases: 0, deaths: 0, population_at_risk: 1, secondary_cases: 0 }),
        report({}, { population_at_risk: 1e12 }),
        report({ date: daysFromToday(0) }),
        report({ date: daysFromToday(1) }),
      ]) {
        const response = await post(payload);
        expect(response.statusCode, response.body).toBe(201);
      }
    });
  });
});
