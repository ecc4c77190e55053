import {
  addDays,
  AUDIT_ACTIONS,
  DUPLICATE_MESSAGES,
  OUTBREAK_MESSAGES,
  todayUtc,
  type ErrorResponse,
  type Outbreak,
  type PossibleDuplicate,
  type VerificationOutbreak,
  type VerificationQueueResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestUsers, countAudit } from '../../test/admin-fixtures.js';
import { bearer, countTables, reportPayload, seeded } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

describe.each(DATABASE_KINDS)('"not a duplicate" on %s', (kind) => {
  let t: TestApp;
  let users: Awaited<ReturnType<typeof adminTestUsers>>;
  const ids: number[] = [];
  const description = 'Fever and rash among children at two schools in Kisumu.';

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    users = await adminTestUsers(t);
    const db = t.app.db;
    const state = await db
      .selectFrom('states')
      .select('id')
      .where('code', '=', 'KE-17')
      .executeTakeFirstOrThrow();
    const place = {
      country_id: await seeded.countryId(db, 'KEN'),
      state_id: state.id,
      disease_id: await seeded.diseaseId(db, 'Measles'),
    };
    // Three alike reports: the first two turn out to be different outbreaks, the third repeats the first.
    for (const [offset, text] of [
      [0, description],
      [3, `${description} A third school closed.`],
      [5, `${description} Same cluster.`],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/outbreaks',
        headers: bearer(users.reporter.token),
        payload: reportPayload(place, { date: addDays(todayUtc(), -10 + offset), description: text }),
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json<Outbreak>().id);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const mark = (id: number | string, body: object, token = users.superAdmin.token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/outbreaks/${id}/not-duplicate`,
      headers: bearer(token),
      payload: body,
    });
  const reviewed = async (id: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/outbreaks/${id}`,
        headers: bearer(users.admin.token),
      })
    ).json<VerificationOutbreak>().duplicates;

  it('records the pair, audited, and neither is suggested as the other again', async () => {
    const [first, second, third] = ids;
    expect((await reviewed(first)).map((d) => d.id).sort()).toEqual([second, third].sort());
    const audits = await countAudit(t.app.db, AUDIT_ACTIONS.outbreakNotDuplicate);

    const response = await mark(second, { other_id: first });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ duplicates: PossibleDuplicate[] }>().duplicates.map((d) => d.id)).toEqual([third]);

    expect(await countAudit(t.app.db, AUDIT_ACTIONS.outbreakNotDuplicate)).toBe(audits + 1);
    const entry = await t.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target_id', 'details'])
      .where('action', '=', AUDIT_ACTIONS.outbreakNotDuplicate)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: users.superAdmin.id, target_id: second });
    expect(JSON.parse(entry.details!)).toEqual({ other_id: first });
    expect(await t.app.db.selectFrom('outbreak_not_duplicates').selectAll().execute()).toEqual([
      expect.objectContaining({ low_id: first, high_id: second, decided_by_id: users.superAdmin.id }),
    ]);

    // Either way round: the first no longer lists the second, and the queue agrees.
    expect((await reviewed(first)).map((d) => d.id)).toEqual([third]);
    const queue = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/outbreaks?queue=all',
        headers: bearer(users.admin.token),
      })
    ).json<VerificationQueueResponse>();
    expect(queue.possible_duplicates[String(first)].map((d) => d.id)).toEqual([third]);
    expect(queue.possible_duplicates[String(second)].map((d) => d.id)).toEqual([third]);
  });

  it('refuses bad requests with a clear 4xx that changes nothing', async () => {
    const [first, second] = ids;
    const tables = ['outbreak_not_duplicates', 'audit_log'] as const;
    const before = await countTables(t.app.db, tables);
    const cases: [number | string, object, number, string][] = [
      [first, { other_id: second }, 409, DUPLICATE_MESSAGES.alreadyNotDuplicate],
      [first, { other_id: first }, 400, DUPLICATE_MESSAGES.notDuplicateOfItself],
      [first, { other_id: 999_999 }, 400, DUPLICATE_MESSAGES.otherNotFound],
      [999_999, { other_id: first }, 404, OUTBREAK_MESSAGES.notFound],
      [first, {}, 400, 'Choose the report this one is not a duplicate of.'],
      [first, { other_id: second, note: 'x' }, 400, 'Unrecognized key: "note"'],
    ];
    for (const [id, body, status, message] of cases) {
      const response = await mark(id, body, users.admin.token);
      expect(response.statusCode, message).toBe(status);
      expect(response.json<ErrorResponse>().message).toBe(message);
    }
    expect(await countTables(t.app.db, tables)).toEqual(before);
  });
});
