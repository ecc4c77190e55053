import { OFFLINE_MESSAGES, ROLE, type ErrorResponse, type Outbreak } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, countTables, createUser, reportPayload, seeded, signIn } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

describe.each(DATABASE_KINDS)('the Idempotency-Key of a new report on %s', (kind) => {
  let t: TestApp;
  let first: string;
  let second: string;
  let countryId: number;
  let diseaseId: number;
  let stateId: number;
  let day = 0;

  const reporterToken = async () => {
    const user = await createUser(t.app.db, { role_id: ROLE.REPORTER, user_type: 'reporter' });
    return (await signIn(t.app, user)).access_token;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    const db = t.app.db;
    countryId = await seeded.countryId(db, 'NGA');
    diseaseId = await seeded.diseaseId(db, 'Anthrax');
    stateId = (
      await db.selectFrom('states').select('id').where('code', '=', 'NG-LA').executeTakeFirstOrThrow()
    ).id;
    first = await reporterToken();
    second = await reporterToken();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Each test's own report (a day of its own, so that none is a duplicate of another's). */
  const newReport = () => {
    day += 1;
    const date = new Date(Date.UTC(2025, 0, day)).toISOString().slice(0, 10);
    return reportPayload({ country_id: countryId, state_id: stateId, disease_id: diseaseId }, { date });
  };
  const post = (payload: object, token: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/outbreaks',
      payload,
      headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });
  const counts = () =>
    countTables(t.app.db, [
      'outbreaks',
      'outbreak_answers',
      'outbreak_submission_keys',
      'diseases',
      'states',
    ]);

  it('stores a report sent twice with one key once and answers the same report both times', async () => {
    const key = crypto.randomUUID();
    const payload = newReport();
    const before = await counts();
    const stored = await post(payload, first, key);
    expect(stored.statusCode).toBe(201);
    const again = await post(payload, first, key);
    expect(again.statusCode).toBe(200);
    expect(again.json<Outbreak>()).toEqual(stored.json<Outbreak>());
    expect(await counts()).toEqual({
      ...before,
      outbreaks: before.outbreaks + 1,
      outbreak_answers: before.outbreak_answers + 4,
      outbreak_submission_keys: before.outbreak_submission_keys + 1,
    });
  });

  it('answers the stored report to a resend whatever its body now says, upper-case key too', async () => {
    const key = crypto.randomUUID();
    const stored = (await post(newReport(), first, key)).json<Outbreak>();
    const resend = await post(newReport(), first, key.toUpperCase());
    expect(resend.statusCode).toBe(200);
    expect(resend.json<Outbreak>().id).toBe(stored.id);
  });

  it('stores one report when requests with the same key race', async () => {
    const key = crypto.randomUUID();
    const payload = newReport();
    const before = await counts();
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(payload, first, key)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 201]);
    const ids = new Set(answers.map((answer) => answer.json<Outbreak>().id));
    expect(ids.size).toBe(1);
    expect((await counts()).outbreaks).toBe(before.outbreaks + 1);
    const rows = await t.app.db
      .selectFrom('outbreaks')
      .select('id')
      .where('date', '=', payload.date)
      .execute();
    expect(rows.map((row) => row.id)).toEqual([...ids]);
  });

  it('keeps the keys of different users apart: the same key from two reporters stores two reports', async () => {
    const key = crypto.randomUUID();
    const before = await counts();
    const one = await post(newReport(), first, key);
    const other = await post(newReport(), second, key);
    expect([one.statusCode, other.statusCode]).toEqual([201, 201]);
    expect(one.json<Outbreak>().id).not.toBe(other.json<Outbreak>().id);
    expect((await counts()).outbreaks).toBe(before.outbreaks + 2);
  });

  it.each([
    'not-a-uuid',
    '1234',
    `${'a'.repeat(8)}-${'b'.repeat(4)}-${'c'.repeat(4)}-${'d'.repeat(4)}-xyz`,
    '',
  ])('refuses the key %j with 400 and stores nothing', async (key) => {
    const before = await counts();
    const response = await post(newReport(), first, key);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().message).toBe(OFFLINE_MESSAGES.invalidIdempotencyKey);
    expect(await counts()).toEqual(before);
  });

  it('frees the key when the report is refused, so the corrected report can be sent with it', async () => {
    const key = crypto.randomUUID();
    const before = await counts();
    const refused = await post({ ...newReport(), date: '2999-01-01' }, first, key);
    expect(refused.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    const corrected = await post(newReport(), first, key);
    expect(corrected.statusCode).toBe(201);
  });

  it('answers a resend of a report merged since with the report it was merged into', async () => {
    const key = crypto.randomUUID();
    const merged = (await post(newReport(), first, key)).json<Outbreak>();
    const survivor = (await post(newReport(), first)).json<Outbreak>();
    await t.app.db.deleteFrom('outbreak_answers').where('outbreak_id', '=', merged.id).execute();
    await t.app.db.deleteFrom('outbreaks').where('id', '=', merged.id).execute();
    await t.app.db
      .insertInto('outbreak_merges')
      .values({ merged_id: merged.id, survivor_id: survivor.id, merged_by_id: null, facts: '{}' })
      .execute();
    const before = await counts();
    const resend = await post(newReport(), first, key);
    expect(resend.statusCode).toBe(200);
    expect(resend.json<Outbreak>().id).toBe(survivor.id);
    expect(await counts()).toEqual(before);
  });

  it('answers a resend of a removed report with 410 and stores nothing', async () => {
    const key = crypto.randomUUID();
    const stored = (await post(newReport(), first, key)).json<Outbreak>();
    await t.app.db.deleteFrom('outbreak_answers').where('outbreak_id', '=', stored.id).execute();
    await t.app.db.deleteFrom('outbreaks').where('id', '=', stored.id).execute();
    const before = await counts();
    const resend = await post(newReport(), first, key);
    expect(resend.statusCode).toBe(410);
    expect(resend.json<ErrorResponse>().message).toBe(OFFLINE_MESSAGES.reportRemoved);
    expect(await counts()).toEqual(before);
  });
});
