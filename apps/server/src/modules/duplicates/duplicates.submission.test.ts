import {
  addDays,
  DUPLICATE_MESSAGES,
  DUPLICATE_RULE,
  todayUtc,
  type DuplicateConflictResponse,
  type Outbreak,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestUsers } from '../../test/admin-fixtures.js';
import { bearer, countTables, reportPayload, seeded } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

describe.each(DATABASE_KINDS)('possible duplicates at submission on %s', (kind) => {
  let t: TestApp;
  let users: Awaited<ReturnType<typeof adminTestUsers>>;
  let place: { country_id: number; state_id: number; disease_id: number };
  const day = addDays(todayUtc(), -20);
  const original = 'Cluster of cutaneous anthrax among cattle traders at the Ikeja livestock market.';

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    users = await adminTestUsers(t);
    const db = t.app.db;
    const state = await db
      .selectFrom('states')
      .select('id')
      .where('code', '=', 'NG-LA')
      .executeTakeFirstOrThrow();
    place = {
      country_id: await seeded.countryId(db, 'NGA'),
      state_id: state.id,
      disease_id: await seeded.diseaseId(db, 'Anthrax'),
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Sends a report as this user; the warning is not passed unless `submit_anyway` is given. */
  const submit = (
    token: string,
    overrides: Record<string, unknown> = {},
    answers: Record<string, unknown> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/outbreaks',
      headers: bearer(token),
      payload: reportPayload(
        place,
        { date: day, description: original, submit_anyway: undefined, ...overrides },
        answers,
      ),
    });
  const tables = ['outbreaks', 'outbreak_answers', 'outbreak_stats', 'outbreak_stats_changes'] as const;

  let first: Outbreak;
  beforeAll(async () => {
    const response = await submit(users.reporter.token);
    expect(response.statusCode, response.body).toBe(201);
    first = response.json<Outbreak>();
  });

  it('refuses an exact repeat by the same reporter within a day, even sent anyway, and stores nothing', async () => {
    const before = await countTables(t.app.db, tables);
    for (const submitAnyway of [undefined, true]) {
      const response = await submit(users.reporter.token, {
        submit_anyway: submitAnyway,
        description: `  ${original} `,
      });
      expect(response.statusCode).toBe(409);
      const body = response.json<DuplicateConflictResponse>();
      expect(body).toMatchObject({
        statusCode: 409,
        message: DUPLICATE_MESSAGES.exactRepeat,
        can_submit_anyway: false,
      });
      expect(body.duplicates.map((d) => d.id)).toEqual([first.id]);
    }
    expect(await countTables(t.app.db, tables)).toEqual(before);
  });

  it('warns another reporter of the same report, without naming who made it, and accepts it sent anyway', async () => {
    const before = await countTables(t.app.db, tables);
    const warned = await submit(users.otherReporter.token);
    expect(warned.statusCode).toBe(409);
    const body = warned.json<DuplicateConflictResponse>();
    expect(body).toMatchObject({ message: DUPLICATE_MESSAGES.possible, can_submit_anyway: true });
    expect(body.duplicates).toEqual([
      {
        id: first.id,
        date: day,
        country_name: 'Nigeria',
        disease_name: 'Anthrax',
        state_name: first.state_name,
        city: 'Ikeja',
        description: original,
        status: 'investigating',
        confirmed: false,
        similarity: 1,
        reasons: ['similar_description', 'same_answers'],
      },
    ]);
    for (const secret of [
      users.reporter.email,
      users.reporter.first_name,
      users.reporter.last_name,
      'reporter_id',
    ])
      expect(warned.body).not.toContain(secret);
    expect(await countTables(t.app.db, tables)).toEqual(before);

    const accepted = await submit(users.otherReporter.token, { submit_anyway: true });
    expect(accepted.statusCode).toBe(201);
    await t.app.db.deleteFrom('outbreaks').where('id', '=', accepted.json<Outbreak>().id).execute();
  });

  it('warns of a near-duplicate (reworded, other figures) and accepts it once the reporter chooses to submit anyway', async () => {
    const reworded = 'Cutaneous anthrax cluster among traders of cattle, Ikeja livestock market';
    const warned = await submit(
      users.reporter.token,
      { date: addDays(day, 9), description: reworded },
      { cases: 230 },
    );
    expect(warned.statusCode).toBe(409);
    const [match] = warned.json<DuplicateConflictResponse>().duplicates;
    expect(match).toMatchObject({ id: first.id, reasons: ['similar_description'] });
    expect(match.similarity).toBeGreaterThanOrEqual(DUPLICATE_RULE.minSimilarity);

    const accepted = await submit(
      users.reporter.token,
      { date: addDays(day, 9), description: reworded, submit_anyway: true },
      { cases: 230 },
    );
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json<Outbreak>()).toMatchObject({ description: reworded, cases: 230 });
    await t.app.db.deleteFrom('outbreaks').where('id', '=', accepted.json<Outbreak>().id).execute();
  });

  it('warns of the same answers under another description', async () => {
    const warned = await submit(users.otherReporter.token, { description: 'Sick animals and two farmers.' });
    expect(warned.statusCode).toBe(409);
    expect(warned.json<DuplicateConflictResponse>().duplicates[0]).toMatchObject({
      id: first.id,
      reasons: ['same_answers'],
    });
  });

  it('does not warn of an unrelated report: another description and figures, another disease, or weeks apart', async () => {
    const unrelated = 'Flooding displaced families; clinics report fever among children.';
    const cholera = await seeded.diseaseId(t.app.db, 'Cholera');
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ description: unrelated }, { cases: 90 }],
      [{ disease_id: cholera }, {}],
      [{ date: addDays(day, DUPLICATE_RULE.windowDays + 1) }, {}],
      [{ date: addDays(day, -DUPLICATE_RULE.windowDays - 1) }, {}],
    ];
    for (const [overrides, answers] of cases) {
      const response = await submit(users.otherReporter.token, overrides, answers);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(201);
      await t.app.db.deleteFrom('outbreaks').where('id', '=', response.json<Outbreak>().id).execute();
    }
  });

  it('warns at the edge of the window, 14 days either side', async () => {
    for (const date of [addDays(day, DUPLICATE_RULE.windowDays), addDays(day, -DUPLICATE_RULE.windowDays)]) {
      const response = await submit(users.otherReporter.token, { date });
      expect(response.statusCode, date).toBe(409);
    }
  });

  it('refuses a malformed choice with a 400', async () => {
    const response = await submit(users.otherReporter.token, { submit_anyway: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: { field: string }[] }>().details[0].field).toBe('submit_anyway');
  });
});
