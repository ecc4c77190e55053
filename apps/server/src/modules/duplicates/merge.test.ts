import {
  addDays,
  AUDIT_ACTIONS,
  AUTH_MESSAGES,
  DUPLICATE_MESSAGES,
  OUTBREAK_MESSAGES,
  todayUtc,
  type CommentListResponse,
  type ErrorResponse,
  type Outbreak,
  type OutbreakHistoryResponse,
  type OutbreakMergedResponse,
  type VerificationOutbreak,
  type VerificationQueueResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminTestUsers,
  countAudit,
  countAuditBesidesDenials,
  expectSummaryToMatchOutbreaks,
} from '../../test/admin-fixtures.js';
import { bearer, countTables, reportPayload, seeded } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { loadWeeklySeries } from '../signals/series.js';

type Users = Awaited<ReturnType<typeof adminTestUsers>>;

/** Two apps and their users, made alike: the same users and shared reports get the same ids in both. */
interface World {
  t: TestApp;
  users: Users;
}

/** Removes what differs between two databases however alike their data: creation times and ETags. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'created_at')
        .map(([key, inner]) => [key, comparable(inner)]),
    );
  return value;
}

describe.each(DATABASE_KINDS)('merging duplicates on %s', (kind) => {
  let withDuplicate: World;
  let without: World;
  const day = addDays(todayUtc(), -12);
  const description = 'Cluster of cutaneous anthrax among cattle traders at the Ikeja livestock market.';
  let survivorId: number;
  let duplicateId: number;

  const call = (
    world: World,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) =>
    world.t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  async function placeIn(world: World, alpha3: string, stateCode: string, disease: string) {
    const db = world.t.app.db;
    const state = await db
      .selectFrom('states')
      .select('id')
      .where('code', '=', stateCode)
      .executeTakeFirstOrThrow();
    return {
      country_id: await seeded.countryId(db, alpha3),
      state_id: state.id,
      disease_id: await seeded.diseaseId(db, disease),
    };
  }

  /** The reports both worlds share, in the same order: the survivor first. */
  async function fileSharedReports(world: World): Promise<number> {
    const nigeria = await placeIn(world, 'NGA', 'NG-LA', 'Anthrax');
    const kenya = await placeIn(world, 'KEN', 'KE-30', 'Cholera');
    const reports = [
      reportPayload(nigeria, { date: day, description }),
      reportPayload(
        kenya,
        { date: addDays(day, -30), description: 'Watery diarrhoea in Nairobi.' },
        { cases: 48, deaths: 1 },
      ),
      reportPayload(
        nigeria,
        { date: addDays(day, -200), description: 'Anthrax in Lagos.' },
        { cases: 12, deaths: 0 },
      ),
    ];
    const ids: number[] = [];
    for (const payload of reports) {
      const response = await call(world, 'POST', '/api/outbreaks', world.users.reporter.token, payload);
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json<Outbreak>().id);
    }
    return ids[0];
  }

  beforeAll(async () => {
    const make = async (): Promise<World> => {
      const t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
      return { t, users: await adminTestUsers(t) };
    };
    [withDuplicate, without] = [await make(), await make()];
    survivorId = await fileSharedReports(withDuplicate);
    expect(await fileSharedReports(without)).toBe(survivorId);

    // The duplicate: the same outbreak told by another reporter, with more cases, sent past the warning.
    const nigeria = await placeIn(withDuplicate, 'NGA', 'NG-LA', 'Anthrax');
    const duplicate = await call(
      withDuplicate,
      'POST',
      '/api/outbreaks',
      withDuplicate.users.otherReporter.token,
      reportPayload(
        nigeria,
        { date: addDays(day, 2), description: `${description} Two deaths.` },
        { cases: 260 },
      ),
    );
    expect(duplicate.statusCode, duplicate.body).toBe(201);
    duplicateId = duplicate.json<Outbreak>().id;
  });
  afterAll(async () => {
    await withDuplicate?.t.close();
    await without?.t.close();
  });

  it('lists the likely duplicates in the queue and on the review page, with the same rule', async () => {
    const { users } = withDuplicate;
    const queue = (
      await call(withDuplicate, 'GET', '/api/admin/outbreaks?queue=all', users.admin.token)
    ).json<VerificationQueueResponse>();
    expect(queue.possible_duplicates[String(duplicateId)].map((d) => d.id)).toEqual([survivorId]);
    expect(queue.possible_duplicates[String(survivorId)].map((d) => d.id)).toEqual([duplicateId]);
    expect(Object.keys(queue.possible_duplicates).sort()).toEqual(
      [String(survivorId), String(duplicateId)].sort(),
    );
    const review = (
      await call(withDuplicate, 'GET', `/api/admin/outbreaks/${duplicateId}`, users.admin.token)
    ).json<VerificationOutbreak>();
    expect(review.duplicates).toEqual([
      expect.objectContaining({ id: survivorId, reasons: ['similar_description'], description }),
    ]);
  });

  const endpoints = () =>
    [
      [`/api/admin/outbreaks/${duplicateId}/merge`, { survivor_id: survivorId }],
      [`/api/admin/outbreaks/${duplicateId}/not-duplicate`, { other_id: survivorId }],
    ] as const;

  it('answers 401 to visitors and 403 to reporters and bloggers, changing nothing', async () => {
    const { t, users } = withDuplicate;
    const tables = ['outbreaks', 'outbreak_merges', 'outbreak_not_duplicates'] as const;
    const before = await countTables(t.app.db, tables);
    const auditBefore = await countAuditBesidesDenials(t.app.db);
    for (const [url, payload] of endpoints()) {
      const visitor = await call(withDuplicate, 'POST', url, undefined, payload);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.authenticationRequired);
      for (const user of [users.reporter, users.otherReporter, users.blogger]) {
        const refused = await call(withDuplicate, 'POST', url, user.token, payload);
        expect(refused.statusCode).toBe(403);
        expect(refused.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.forbidden);
      }
    }
    expect(await countTables(t.app.db, tables)).toEqual(before);
    expect(await countAuditBesidesDenials(t.app.db)).toBe(auditBefore);
  });

  it('refuses bad merges with a clear 4xx that changes nothing', async () => {
    const { t, users } = withDuplicate;
    const tables = [
      'outbreaks',
      'comments',
      'follows',
      'outbreak_history',
      'outbreak_merges',
      'audit_log',
    ] as const;
    const before = await countTables(t.app.db, tables);
    const merge = (id: number | string, body: object) =>
      call(withDuplicate, 'POST', `/api/admin/outbreaks/${id}/merge`, users.admin.token, body);
    const cases: [number | string, object, number, string][] = [
      [duplicateId, { survivor_id: duplicateId }, 400, DUPLICATE_MESSAGES.mergeIntoItself],
      [duplicateId, { survivor_id: 999_999 }, 400, DUPLICATE_MESSAGES.survivorNotFound],
      [999_999, { survivor_id: survivorId }, 404, OUTBREAK_MESSAGES.notFound],
      [duplicateId, {}, 400, 'Choose the report this one repeats.'],
      [duplicateId, { survivor_id: 'one' }, 400, 'Choose the report this one repeats.'],
      [duplicateId, { survivor_id: survivorId, reason: 'x' }, 400, 'Unrecognized key: "reason"'],
    ];
    for (const [id, body, status, message] of cases) {
      const response = await merge(id, body);
      expect(response.statusCode, message).toBe(status);
      expect(response.json<ErrorResponse>().message).toBe(message);
    }
    expect((await merge('abc', { survivor_id: survivorId })).statusCode).toBe(400);
    expect(await countTables(t.app.db, tables)).toEqual(before);
  });

  describe('a merge', () => {
    let follower: Awaited<ReturnType<typeof adminTestUsers>>['blogger'];
    beforeAll(async () => {
      const { users } = withDuplicate;
      follower = users.blogger;
      const comment = (id: number, content: string) =>
        call(withDuplicate, 'POST', `/api/outbreaks/${id}/comments`, users.superAdmin.token, { content });
      expect((await comment(duplicateId, 'Seen at the market too.')).statusCode).toBe(201);
      expect((await comment(survivorId, 'Samples sent to the lab.')).statusCode).toBe(201);
      const follow = (token: string, id: number) =>
        call(withDuplicate, 'POST', '/api/follows', token, { kind: 'outbreak', target_id: id });
      // One follower of the duplicate only, one of both: each ends with one follow of the survivor.
      expect((await follow(follower.token, duplicateId)).statusCode).toBe(201);
      expect((await follow(users.otherReporter.token, duplicateId)).statusCode).toBe(201);
      expect((await follow(users.otherReporter.token, survivorId)).statusCode).toBe(201);
      // The duplicate was confirmed before anyone saw the other report: its history moves too.
      expect(
        (await call(withDuplicate, 'PUT', `/api/admin/outbreaks/${duplicateId}/confirm`, users.admin.token))
          .statusCode,
      ).toBe(200);

      const audits = await countAudit(withDuplicate.t.app.db, AUDIT_ACTIONS.outbreakMerge);
      const merged = await call(
        withDuplicate,
        'POST',
        `/api/admin/outbreaks/${duplicateId}/merge`,
        users.admin.token,
        {
          survivor_id: survivorId,
        },
      );
      expect(merged.statusCode, merged.body).toBe(200);
      expect(merged.json<Outbreak>().id).toBe(survivorId);
      expect(await countAudit(withDuplicate.t.app.db, AUDIT_ACTIONS.outbreakMerge)).toBe(audits + 1);
    });

    it('moves the comments, follows (no follow twice) and history to the survivor, and shows the merge', async () => {
      const { t, users } = withDuplicate;
      const comments = (
        await call(withDuplicate, 'GET', `/api/outbreaks/${survivorId}/comments`)
      ).json<CommentListResponse>().comments;
      expect(comments.map((c) => c.content).sort()).toEqual([
        'Samples sent to the lab.',
        'Seen at the market too.',
      ]);
      const follows = await t.app.db
        .selectFrom('follows')
        .select(['user_id', 'outbreak_id', 'target_key'])
        .where('kind', '=', 'outbreak')
        .orderBy('user_id')
        .execute();
      expect(follows).toEqual(
        [
          { user_id: follower.id, outbreak_id: survivorId, target_key: `outbreak:${survivorId}` },
          { user_id: users.otherReporter.id, outbreak_id: survivorId, target_key: `outbreak:${survivorId}` },
        ].sort((a, b) => a.user_id - b.user_id),
      );
      const history = (
        await call(withDuplicate, 'GET', `/api/outbreaks/${survivorId}/history`)
      ).json<OutbreakHistoryResponse>().history;
      expect(history.map((h) => [h.kind, h.merged_id, h.actor_name])).toEqual([
        ['confirmed', null, null],
        ['merged', duplicateId, null],
      ]);
      const audit = await t.app.db
        .selectFrom('audit_log')
        .select(['actor_id', 'target_id', 'details'])
        .where('action', '=', AUDIT_ACTIONS.outbreakMerge)
        .executeTakeFirstOrThrow();
      expect(audit.actor_id).toBe(users.admin.id);
      expect(audit.target_id).toBe(duplicateId);
      expect(JSON.parse(audit.details!)).toMatchObject({
        after: { merged_into: survivorId },
        comments_moved: 1,
        follows_moved: 1,
      });
      const record = await t.app.db.selectFrom('outbreak_merges').selectAll().executeTakeFirstOrThrow();
      expect(record).toMatchObject({
        merged_id: duplicateId,
        survivor_id: survivorId,
        merged_by_id: users.admin.id,
      });
      expect(JSON.parse(record.facts)).toMatchObject({ cases: 260, reporter_id: users.otherReporter.id });
    });

    it('redirects the merged id to the survivor, naming it for clients that do not follow', async () => {
      for (const token of [undefined, withDuplicate.users.admin.token]) {
        const response = await call(withDuplicate, 'GET', `/api/outbreaks/${duplicateId}`, token);
        expect(response.statusCode).toBe(308);
        expect(response.headers.location).toBe(`/api/outbreaks/${survivorId}`);
        expect(response.json<OutbreakMergedResponse>()).toMatchObject({
          merged_into: survivorId,
          message: DUPLICATE_MESSAGES.alreadyMerged(survivorId),
        });
      }
      expect((await call(withDuplicate, 'GET', `/api/outbreaks/${duplicateId}/history`)).statusCode).toBe(
        404,
      );
      expect((await call(withDuplicate, 'GET', '/api/outbreaks/999999')).statusCode).toBe(404);
    });

    it('leaves the list, map, analytics, summaries and weekly series as if the duplicate had never been submitted', async () => {
      for (const url of [
        '/api/outbreaks?limit=100',
        '/api/map/countries',
        '/api/analytics',
        '/api/analytics?days=30',
      ]) {
        const [actual, expected] = await Promise.all([
          call(withDuplicate, 'GET', url),
          call(without, 'GET', url),
        ]);
        expect(actual.statusCode, url).toBe(200);
        // The survivor was not confirmed in either world; the merged report's confirmation left with it.
        expect(comparable(actual.json()), url).toEqual(comparable(expected.json()));
      }
      // Sums kept by adding and taking away differ from sums never touched in the last bits only.
      const rounded = (row: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            typeof value === 'number' ? Math.round(value * 1e6) / 1e6 : value,
          ]),
        );
      const rows = async (world: World, table: 'outbreak_totals' | 'outbreak_stats') =>
        (await world.t.app.db.selectFrom(table).selectAll().execute())
          .filter((row) => Number(row.outbreaks) !== 0)
          .map((row) => JSON.stringify(rounded({ ...row, confirmed: Boolean(row.confirmed) })))
          .sort();
      for (const table of ['outbreak_totals', 'outbreak_stats'] as const)
        expect(await rows(withDuplicate, table), table).toEqual(await rows(without, table));
      const fromWeek = addDays(day, -400);
      expect(await loadWeeklySeries(withDuplicate.t.app.db, fromWeek)).toEqual(
        await loadWeeklySeries(without.t.app.db, fromWeek),
      );
      await expectSummaryToMatchOutbreaks(withDuplicate.t.app.db);
    });

    it('refuses to merge the merged id again, or anything into it, changing nothing', async () => {
      const { t, users } = withDuplicate;
      const tables = ['outbreaks', 'outbreak_merges', 'audit_log', 'outbreak_history'] as const;
      const before = await countTables(t.app.db, tables);
      const again = await call(
        withDuplicate,
        'POST',
        `/api/admin/outbreaks/${duplicateId}/merge`,
        users.admin.token,
        {
          survivor_id: survivorId,
        },
      );
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorResponse>().message).toBe(DUPLICATE_MESSAGES.alreadyMerged(survivorId));
      const into = await call(
        withDuplicate,
        'POST',
        `/api/admin/outbreaks/${survivorId}/merge`,
        users.admin.token,
        {
          survivor_id: duplicateId,
        },
      );
      expect(into.statusCode).toBe(400);
      expect(into.json<ErrorResponse>().message).toBe(DUPLICATE_MESSAGES.survivorNotFound);
      expect(await countTables(t.app.db, tables)).toEqual(before);
    });
  });
});
