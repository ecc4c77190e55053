import {
  AUDIT_ACTIONS,
  AUTH_MESSAGES,
  OUTBREAK_MESSAGES,
  VERIFICATION_MESSAGES,
  type ErrorResponse,
  type Outbreak,
  type OutbreakHistoryResponse,
  type OutbreakListResponse,
  type VerificationOutbreak,
  type VerificationQueueResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminTestUsers,
  type AdminCall,
  countAudit,
  countAuditBesidesDenials,
  expectSummaryToMatchOutbreaks,
  failAuditInserts,
} from '../../test/admin-fixtures.js';
import { bearer, countTables, reportPayload } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

describe.each(DATABASE_KINDS)('the verification team on %s', (kind) => {
  let t: TestApp;
  let users: Awaited<ReturnType<typeof adminTestUsers>>;
  let places: {
    nigeria: number;
    kenya: number;
    lagos: number;
    nairobi: number;
    anthrax: number;
    cholera: number;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    const db = t.app.db;
    const country = async (alpha3: string) =>
      (await db.selectFrom('countries').select('id').where('alpha3', '=', alpha3).executeTakeFirstOrThrow())
        .id;
    const state = async (code: string) =>
      (await db.selectFrom('states').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    const disease = async (name: string) =>
      (await db.selectFrom('diseases').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    places = {
      nigeria: await country('NGA'),
      kenya: await country('KEN'),
      lagos: await state('NG-LA'),
      nairobi: await state('KE-30'),
      anthrax: await disease('Anthrax'),
      cholera: await disease('Cholera'),
    };
    users = await adminTestUsers(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const request = (method: AdminCall[0], url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  /** A report made through the API by the reporter, so the summary counts it as it counts every report. */
  async function report(overrides: Record<string, unknown> = {}, answers: Record<string, unknown> = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/outbreaks',
      headers: bearer(users.reporter.token),
      payload: reportPayload(
        { country_id: places.nigeria, state_id: places.lagos, disease_id: places.anthrax },
        { date: '2026-01-10', ...overrides },
        answers,
      ),
    });
    expect(response.statusCode).toBe(201);
    return response.json<Outbreak>();
  }

  const outbreakRow = (id: number) =>
    t.app.db.selectFrom('outbreaks').selectAll().where('id', '=', id).executeTakeFirst();
  const history = async (id: number, token?: string) =>
    (await request('GET', `/api/outbreaks/${id}/history`, token)).json<OutbreakHistoryResponse>().history;

  describe('who may use it', () => {
    let id: number;
    beforeAll(async () => {
      id = (await report()).id;
    });

    const endpoints = () =>
      [
        ['GET', '/api/admin/outbreaks', undefined],
        ['GET', `/api/admin/outbreaks/${id}`, undefined],
        ['PUT', `/api/admin/outbreaks/${id}/confirm`, undefined],
        ['PUT', `/api/admin/outbreaks/${id}/status`, { status: 'active' }],
        ['PUT', `/api/admin/outbreaks/${id}`, { date: '2026-01-01' }],
        ['DELETE', `/api/admin/outbreaks/${id}`, { reason: 'Duplicate' }],
      ] as const;

    it('answers 401 to visitors and 403 to bloggers and reporters on every endpoint, changing nothing', async () => {
      const counts = async () => [
        await countTables(t.app.db, ['outbreaks', 'outbreak_history']),
        await countAuditBesidesDenials(t.app.db),
      ];
      const before = await counts();
      const row = await outbreakRow(id);
      for (const [method, url, payload] of endpoints()) {
        const visitor = await request(method, url, undefined, payload);
        expect(visitor.statusCode, `${method} ${url}`).toBe(401);
        expect(visitor.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.authenticationRequired);
        for (const user of [users.blogger, users.reporter]) {
          const refused = await request(method, url, user.token, payload);
          expect(refused.statusCode, `${method} ${url} as ${user.role_id}`).toBe(403);
          expect(refused.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.forbidden);
        }
      }
      expect(await counts()).toEqual(before);
      expect(await outbreakRow(id)).toEqual(row);
    });

    it('serves admins and super admins', async () => {
      for (const user of [users.admin, users.superAdmin]) {
        expect((await request('GET', '/api/admin/outbreaks', user.token)).statusCode).toBe(200);
        expect((await request('GET', `/api/admin/outbreaks/${id}`, user.token)).statusCode).toBe(200);
      }
    });

    it('lists the admin endpoints in the OpenAPI document', async () => {
      const doc = (await request('GET', '/api/docs/json')).json<{ paths: Record<string, object> }>();
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/admin/outbreaks',
          '/api/admin/outbreaks/{id}',
          '/api/admin/outbreaks/{id}/confirm',
          '/api/admin/outbreaks/{id}/status',
          '/api/outbreaks/{id}/history',
        ]),
      );
    });
  });

  describe('the queue', () => {
    it('lists unconfirmed reports oldest first, with filters and paging', async () => {
      const first = await report({ description: 'Queue marker first', date: '2025-12-01' });
      const second = await report({ description: 'Queue marker second', date: '2026-01-05' });
      const third = await report({
        description: 'Queue marker third',
        country_id: places.kenya,
        state_id: places.nairobi,
        disease_id: places.cholera,
      });
      const queue = async (query: string) =>
        (
          await request('GET', `/api/admin/outbreaks?q=queue+marker&${query}`, users.admin.token)
        ).json<OutbreakListResponse>();

      const all = await queue('');
      expect(all.outbreaks.map((o) => o.id)).toEqual([first.id, second.id, third.id]);
      // Admins see who reported it.
      expect(all.outbreaks[0].reporter_email).toBe(users.reporter.email);
      expect((await queue(`country_id=${places.kenya}`)).outbreaks.map((o) => o.id)).toEqual([third.id]);
      expect((await queue(`disease_id=${places.cholera}`)).outbreaks.map((o) => o.id)).toEqual([third.id]);
      expect((await queue('from=2026-01-01&to=2026-01-06')).outbreaks.map((o) => o.id)).toEqual([second.id]);

      const page1 = await queue('limit=2');
      const page2 = await queue('limit=2&page=2');
      expect([page1.has_more, page2.has_more]).toEqual([true, false]);
      expect([...page1.outbreaks, ...page2.outbreaks].map((o) => o.id)).toEqual([
        first.id,
        second.id,
        third.id,
      ]);

      await request('PUT', `/api/admin/outbreaks/${first.id}/confirm`, users.admin.token);
      expect((await queue('')).outbreaks.map((o) => o.id)).toEqual([second.id, third.id]);
      expect((await queue('queue=confirmed')).outbreaks.map((o) => o.id)).toEqual([first.id]);
      expect((await queue('queue=all')).outbreaks.map((o) => o.id)).toEqual([third.id, second.id, first.id]);
    });

    it('says how many reports it holds and orders them as the admin asks', async () => {
      // Submitted in this order, the first about a later outbreak.
      const later = await report({ description: 'Order marker later', date: '2026-02-01' });
      const earlier = await report({ description: 'Order marker earlier', date: '2025-06-01' });
      const listed = async (query: string) =>
        (
          await request('GET', `/api/admin/outbreaks?q=order+marker&${query}`, users.admin.token)
        ).json<VerificationQueueResponse>();
      const ids = (list: VerificationQueueResponse) => list.outbreaks.map((o) => o.id);

      expect(await listed('')).toMatchObject({ sort: 'waiting', total: 2 });
      expect(ids(await listed(''))).toEqual([later.id, earlier.id]);
      expect(ids(await listed('sort=submitted_newest'))).toEqual([earlier.id, later.id]);
      expect(ids(await listed('sort=date_newest'))).toEqual([later.id, earlier.id]);
      expect(ids(await listed('sort=date_oldest'))).toEqual([earlier.id, later.id]);
      expect((await listed('queue=all')).sort).toBe('date_newest');
      // The total is the list's, not the page's.
      expect(await listed('limit=1&page=2')).toMatchObject({ total: 2, has_more: false });

      // Without a search too: every report, against a direct count.
      const everything = (
        await request('GET', '/api/admin/outbreaks?queue=all&limit=1', users.admin.token)
      ).json<VerificationQueueResponse>();
      const { n } = await t.app.db
        .selectFrom('outbreaks')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(everything.total).toBe(Number(n));
    });

    it('refuses malformed filters with a 400', async () => {
      for (const query of ['queue=pending', 'sort=random', 'from=2026-13-01', 'limit=0', 'country_id=abc']) {
        expect((await request('GET', `/api/admin/outbreaks?${query}`, users.admin.token)).statusCode).toBe(
          400,
        );
      }
    });
  });

  describe('confirming', () => {
    it('confirms, keeps the history, writes one audit entry and moves the summary', async () => {
      const { id } = await report();
      const audits = await countAudit(t.app.db);
      const response = await request('PUT', `/api/admin/outbreaks/${id}/confirm`, users.admin.token);
      expect(response.statusCode).toBe(200);
      expect(response.json<Outbreak>().confirmed).toBe(true);
      const row = await outbreakRow(id);
      expect(row).toMatchObject({ confirmed: true, confirmed_by_id: users.admin.id });
      expect(Date.parse(row!.confirmed_at!)).toBeGreaterThan(Date.now() - 60_000);

      expect(await countAudit(t.app.db)).toBe(audits + 1);
      const entry = await t.app.db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(entry).toMatchObject({
        actor_id: users.admin.id,
        action: AUDIT_ACTIONS.outbreakConfirm,
        target_type: 'outbreak',
        target_id: id,
      });
      expect(JSON.parse(entry.details!)).toEqual({
        before: { confirmed: false },
        after: { confirmed: true },
      });
      await expectSummaryToMatchOutbreaks(t.app.db);

      // The details page's history: the team, never the admin's name, except for admins.
      const visitorView = await history(id);
      expect(visitorView).toEqual([
        expect.objectContaining({ kind: 'confirmed', status: null, fields: [], actor_name: null }),
      ]);
      expect(await history(id, users.reporter.token)).toEqual(visitorView);
      expect((await history(id, users.superAdmin.token))[0].actor_name).toBe('Amadou Diallo');
      expect(JSON.stringify(visitorView)).not.toContain('Diallo');
    });

    it('refuses to confirm twice with a 409 that writes nothing', async () => {
      const { id } = await report();
      await request('PUT', `/api/admin/outbreaks/${id}/confirm`, users.admin.token);
      const before = await countTables(t.app.db, ['audit_log', 'outbreak_history']);
      const again = await request('PUT', `/api/admin/outbreaks/${id}/confirm`, users.superAdmin.token);
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorResponse>().message).toBe(VERIFICATION_MESSAGES.alreadyConfirmed);
      expect(await countTables(t.app.db, ['audit_log', 'outbreak_history'])).toEqual(before);
      expect((await outbreakRow(id))?.confirmed_by_id).toBe(users.admin.id);
    });

    it('counts one of two simultaneous confirmations and refuses the other', async () => {
      const { id } = await report();
      const audits = await countAudit(t.app.db, AUDIT_ACTIONS.outbreakConfirm);
      const answers = await Promise.all(
        [users.admin, users.superAdmin].map((user) =>
          request('PUT', `/api/admin/outbreaks/${id}/confirm`, user.token),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await countAudit(t.app.db, AUDIT_ACTIONS.outbreakConfirm)).toBe(audits + 1);
      expect(await history(id)).toHaveLength(1);
      await expectSummaryToMatchOutbreaks(t.app.db);
    });

    it('answers 404 for an unknown outbreak and 400 for a malformed id', async () => {
      expect(
        (await request('PUT', '/api/admin/outbreaks/999999/confirm', users.admin.token)).statusCode,
      ).toBe(404);
      expect((await request('PUT', '/api/admin/outbreaks/abc/confirm', users.admin.token)).statusCode).toBe(
        400,
      );
    });
  });

  describe('changing the status', () => {
    it('changes it, keeps the history, writes one audit entry and moves the summary', async () => {
      const { id } = await report();
      const audits = await countAudit(t.app.db);
      const response = await request('PUT', `/api/admin/outbreaks/${id}/status`, users.superAdmin.token, {
        status: 'contained',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Outbreak>().status).toBe('contained');
      expect(await countAudit(t.app.db)).toBe(audits + 1);
      expect(await countAudit(t.app.db, AUDIT_ACTIONS.outbreakStatus)).toBeGreaterThan(0);
      await expectSummaryToMatchOutbreaks(t.app.db);
      expect(await history(id)).toEqual([
        expect.objectContaining({ kind: 'status_changed', status: 'contained', actor_name: null }),
      ]);
    });

    it('refuses the same status, an unknown status and extra fields, changing nothing', async () => {
      const { id } = await report();
      const before = await countTables(t.app.db, ['audit_log', 'outbreak_history']);
      const same = await request('PUT', `/api/admin/outbreaks/${id}/status`, users.admin.token, {
        status: 'investigating',
      });
      expect(same.statusCode).toBe(409);
      expect(same.json<ErrorResponse>().message).toBe('The status is already Investigating.');
      for (const payload of [{ status: 'confirmed' }, {}, { status: 'active', confirmed: true }]) {
        const refused = await request('PUT', `/api/admin/outbreaks/${id}/status`, users.admin.token, payload);
        expect(refused.statusCode).toBe(400);
      }
      expect(await countTables(t.app.db, ['audit_log', 'outbreak_history'])).toEqual(before);
      expect((await outbreakRow(id))?.status).toBe('investigating');
    });
  });

  describe('correcting', () => {
    const correction = (overrides: Record<string, unknown> = {}, answers: Record<string, unknown> = {}) => ({
      date: '2026-01-10',
      country_id: places.nigeria,
      state_id: places.lagos,
      city: 'Ikeja',
      disease_id: places.anthrax,
      description: 'A cluster of cutaneous cases among livestock traders.',
      source: 'State Ministry of Health',
      question_answers: {
        cases: 200,
        deaths: 50,
        population_at_risk: 10_000,
        secondary_cases: 1.5,
        ...answers,
      },
      ...overrides,
    });

    it('corrects the facts, recomputes the metrics, keeps the answers and moves the summary', async () => {
      const { id, description } = await report();
      const audits = await countAudit(t.app.db);
      const response = await request(
        'PUT',
        `/api/admin/outbreaks/${id}`,
        users.admin.token,
        correction(
          {
            date: '2025-11-30',
            country_id: places.kenya,
            state_id: places.nairobi,
            city: null,
            disease_id: places.cholera,
            description,
            source: 'WHO Disease Outbreak News',
          },
          { cases: 400, deaths: 4, population_at_risk: 2_000, secondary_cases: 2.5 },
        ),
      );
      expect(response.statusCode).toBe(200);
      const outbreak = response.json<Outbreak>();
      expect(outbreak).toMatchObject({
        date: '2025-11-30',
        country_id: places.kenya,
        state_id: places.nairobi,
        city: null,
        disease_id: places.cholera,
        source: 'WHO Disease Outbreak News',
        cases: 400,
        deaths: 4,
        population_at_risk: 2_000,
        transmission_rate: 2.5,
        attack_rate: 20,
        survivability: 99,
      });
      const answers = (
        await request('GET', `/api/admin/outbreaks/${id}`, users.admin.token)
      ).json<VerificationOutbreak>().answers;
      expect(answers).toEqual({ cases: 400, deaths: 4, population_at_risk: 2_000, secondary_cases: 2.5 });
      expect(await countAudit(t.app.db)).toBe(audits + 1);
      const entry = await t.app.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(entry.action).toBe(AUDIT_ACTIONS.outbreakCorrect);
      expect(JSON.parse(entry.details!)).toMatchObject({
        before: { date: '2026-01-10', city: 'Ikeja', answers: { cases: 200 } },
        after: { date: '2025-11-30', city: null, answers: { cases: 400 } },
        fields: ['date', 'place', 'disease', 'source', 'assessment'],
      });
      await expectSummaryToMatchOutbreaks(t.app.db);
      // The search follows the corrected words and places at once.
      const found = async (q: string) =>
        (await request('GET', `/api/outbreaks?q=${encodeURIComponent(q)}&limit=100`))
          .json<{ outbreaks: Outbreak[] }>()
          .outbreaks.map((o) => o.id);
      expect(await found('ikeja')).not.toContain(id);
      expect(await found('lagos')).not.toContain(id);
      expect(await found('who outbreak news nairobi cholera')).toContain(id);
      expect(await history(id)).toEqual([
        expect.objectContaining({
          kind: 'corrected',
          fields: ['date', 'place', 'disease', 'source', 'assessment'],
        }),
      ]);
    });

    it('leaves the metrics alone when only the text changes', async () => {
      const { id } = await report();
      const before = await outbreakRow(id);
      const response = await request(
        'PUT',
        `/api/admin/outbreaks/${id}`,
        users.admin.token,
        correction({ description: 'Corrected description' }),
      );
      expect(response.statusCode).toBe(200);
      const after = await outbreakRow(id);
      expect(after).toMatchObject({ description: 'Corrected description', cases: before!.cases });
      expect((await history(id))[0].fields).toEqual(['description']);
    });

    it('refuses invalid corrections with a clear 400 that changes nothing', async () => {
      const { id, description } = await report();
      const tables = ['audit_log', 'outbreak_history', 'outbreak_answers', 'outbreak_stats'] as const;
      const before = await countTables(t.app.db, tables);
      const row = await outbreakRow(id);
      const cases: [object, string][] = [
        [correction({}, { deaths: 300 }), 'The number of deaths cannot be greater than the number of cases.'],
        [correction({}, { cases: 'many' }), OUTBREAK_MESSAGES.invalidScores],
        [correction({ disease_id: 999_999 }), OUTBREAK_MESSAGES.diseaseNotFound],
        [correction({ state_id: places.nairobi }), OUTBREAK_MESSAGES.stateNotFound],
        [correction({ country_id: 999_999 }), OUTBREAK_MESSAGES.countryNotFound],
        [correction({ date: '2999-01-01' }), OUTBREAK_MESSAGES.dateInFuture],
        [correction({ description }), VERIFICATION_MESSAGES.nothingCorrected],
        [{ ...correction({ description }), reporter_id: users.admin.id }, 'Unrecognized key: "reporter_id"'],
      ];
      for (const [payload, message] of cases) {
        const response = await request('PUT', `/api/admin/outbreaks/${id}`, users.admin.token, payload);
        expect(response.statusCode, message).toBe(400);
        expect(response.json<ErrorResponse>().message).toBe(message);
      }
      expect(await countTables(t.app.db, tables)).toEqual(before);
      expect(await outbreakRow(id)).toEqual(row);
    });
  });

  describe('removing', () => {
    it('needs a reason', async () => {
      const { id } = await report();
      for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
        const response = await request('DELETE', `/api/admin/outbreaks/${id}`, users.admin.token, payload);
        expect(response.statusCode).toBe(400);
      }
      expect(await outbreakRow(id)).toBeDefined();
    });

    it('removes the outbreak from every read, keeps a tombstone and one audit entry, and moves the summary', async () => {
      const outbreak = await report({ description: 'To be removed' });
      await request('PUT', `/api/admin/outbreaks/${outbreak.id}/confirm`, users.admin.token);
      await t.app.inject({
        method: 'POST',
        url: `/api/outbreaks/${outbreak.id}/comments`,
        headers: bearer(users.blogger.token),
        payload: { content: 'Seen this too.' },
      });
      const audits = await countAudit(t.app.db);
      const response = await request(
        'DELETE',
        `/api/admin/outbreaks/${outbreak.id}`,
        users.superAdmin.token,
        {
          reason: '  Duplicate of an earlier report  ',
        },
      );
      expect(response.statusCode).toBe(204);

      expect(await outbreakRow(outbreak.id)).toBeUndefined();
      expect((await request('GET', `/api/outbreaks/${outbreak.id}`)).statusCode).toBe(404);
      expect((await request('GET', `/api/outbreaks/${outbreak.id}/history`)).statusCode).toBe(404);
      expect((await request('GET', `/api/outbreaks/${outbreak.id}/comments`)).statusCode).toBe(404);
      const list = (await request('GET', '/api/outbreaks?limit=100')).json<OutbreakListResponse>();
      expect(list.outbreaks.map((o) => o.id)).not.toContain(outbreak.id);
      const csv = (await request('GET', '/api/outbreaks/export.csv')).body;
      expect(csv).not.toContain('To be removed');

      const tombstone = await t.app.db
        .selectFrom('outbreak_removals')
        .selectAll()
        .where('outbreak_id', '=', outbreak.id)
        .executeTakeFirstOrThrow();
      expect(tombstone).toMatchObject({
        reason: 'Duplicate of an earlier report',
        removed_by_id: users.superAdmin.id,
        confirmed: true,
        country_id: places.nigeria,
        date: '2026-01-10',
      });
      expect(JSON.parse(tombstone.facts)).toMatchObject({ id: outbreak.id, description: 'To be removed' });
      // The tombstone keeps what the public saw, nothing private about the reporter.
      expect(tombstone.facts).not.toContain(users.reporter.email);

      expect(await countAudit(t.app.db)).toBe(audits + 1);
      const entry = await t.app.db
        .selectFrom('audit_log')
        .select(['action', 'target_id', 'details'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ action: AUDIT_ACTIONS.outbreakRemove, target_id: outbreak.id });
      expect(JSON.parse(entry.details!)).toMatchObject({ reason: 'Duplicate of an earlier report' });
      await expectSummaryToMatchOutbreaks(t.app.db);

      const again = await request('DELETE', `/api/admin/outbreaks/${outbreak.id}`, users.admin.token, {
        reason: 'Again',
      });
      expect(again.statusCode).toBe(404);
      expect(await countAudit(t.app.db)).toBe(audits + 1);
    });
  });

  describe('when the transaction fails at its last write', () => {
    const actions = [
      [
        AUDIT_ACTIONS.outbreakConfirm,
        (id: number): AdminCall => ['PUT', `/api/admin/outbreaks/${id}/confirm`, undefined],
      ],
      [
        AUDIT_ACTIONS.outbreakStatus,
        (id: number): AdminCall => ['PUT', `/api/admin/outbreaks/${id}/status`, { status: 'resolved' }],
      ],
      [
        AUDIT_ACTIONS.outbreakRemove,
        (id: number): AdminCall => ['DELETE', `/api/admin/outbreaks/${id}`, { reason: 'Test' }],
      ],
    ] as const;

    it.each(actions)(
      '%s leaves no trace: no change, no history, no summary move, no audit entry',
      async (action, call) => {
        const { id } = await report();
        const tables = [
          'outbreaks',
          'audit_log',
          'outbreak_history',
          'outbreak_removals',
          'outbreak_stats',
          'outbreak_totals',
        ] as const;
        const before = await countTables(t.app.db, tables);
        const row = await outbreakRow(id);
        const restore = await failAuditInserts(t.app.db, kind, action);
        try {
          const [method, url, payload] = call(id);
          expect((await request(method, url, users.admin.token, payload)).statusCode).toBe(500);
        } finally {
          await restore();
        }
        expect(await countTables(t.app.db, tables)).toEqual(before);
        expect(await outbreakRow(id)).toEqual(row);
        await expectSummaryToMatchOutbreaks(t.app.db);
      },
    );
  });
});

describe("visitors' cached outbreak answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      publicCacheSeconds: 60,
      authRateLimitPerMinute: 100_000,
      rateLimitPerMinute: 100_000,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('show a verification change at once', async () => {
    const { admin, reporter } = await adminTestUsers(t);
    const nigeria = await t.app.db
      .selectFrom('countries')
      .select('id')
      .where('alpha3', '=', 'NGA')
      .executeTakeFirstOrThrow();
    const anthrax = await t.app.db
      .selectFrom('diseases')
      .select('id')
      .where('name', '=', 'Anthrax')
      .executeTakeFirstOrThrow();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/outbreaks',
      headers: bearer(reporter.token),
      payload: reportPayload({ country_id: nigeria.id, state_id: null as never, disease_id: anthrax.id }),
    });
    const { id } = created.json<Outbreak>();
    const visit = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/outbreaks/${id}` })).json<Outbreak>();
    expect((await visit()).confirmed).toBe(false);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/outbreaks/${id}/confirm`,
      headers: bearer(admin.token),
    });
    expect((await visit()).confirmed).toBe(true);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/outbreaks/${id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'resolved' },
    });
    expect((await visit()).status).toBe('resolved');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/outbreaks/${id}`,
      headers: bearer(admin.token),
      payload: { reason: 'Test report' },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/outbreaks/${id}` })).statusCode).toBe(404);
  });
});
