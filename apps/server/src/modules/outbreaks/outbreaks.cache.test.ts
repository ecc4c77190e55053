import { ROLE, type OutbreakListResponse } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOutbreakRow, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SerializedJson } from '../../lib/serialized-json.js';
import { PublicResponseCache } from './public-response-cache.js';

describe('PublicResponseCache', () => {
  it('forgets entries after their lifetime and the oldest when full', () => {
    const cache = new PublicResponseCache(1_000, 2);
    const [A, B, C] = ['A', 'B', 'C'].map((body) => new SerializedJson(Buffer.from(body)));
    cache.set('a', A, 0);
    expect(cache.get('a', 999)).toBe(A);
    expect(cache.get('a', 1_000)).toBeUndefined();
    cache.set('a', A, 0);
    cache.set('b', B, 0);
    cache.set('c', C, 0);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, B, C]);
  });
});

describe("visitors' answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { publicCacheSeconds: 60 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url: '/api/outbreaks', headers })).json<OutbreakListResponse>();

  it('are reused for visitors, never for signed-in users, and dropped when a report comes in', async () => {
    await createOutbreakRow(t.app.db);
    expect((await list()).outbreaks).toHaveLength(1);
    // Written behind the API's back: visitors keep the cached page for its lifetime.
    await createOutbreakRow(t.app.db);
    expect((await list()).outbreaks).toHaveLength(1);

    const reporter = await createUser(t.app.db, { role_id: ROLE.REPORTER });
    const session = await signIn(t.app, reporter);
    expect((await list(bearer(session.access_token))).outbreaks).toHaveLength(2);

    const country = await t.app.db.selectFrom('countries').select('id').executeTakeFirstOrThrow();
    const disease = await t.app.db.selectFrom('diseases').select('id').executeTakeFirstOrThrow();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/outbreaks',
      headers: bearer(session.access_token),
      payload: {
        date: '2026-11-01',
        country_id: country.id,
        disease_id: disease.id,
        question_answers: { cases: 10, deaths: 1, population_at_risk: 100, secondary_cases: 1 },
      },
    });
    expect(created.statusCode).toBe(201);
    const fresh = await list();
    expect(fresh.outbreaks).toHaveLength(3);
    // The cached body is the same filtered shape: no reporter identity for visitors.
    expect(fresh.outbreaks.every((o) => o.first_name === null && o.reporter_email === null)).toBe(true);
  });
});
