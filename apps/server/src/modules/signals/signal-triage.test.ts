import {
  addDays,
  isoWeekStart,
  todayUtc,
  type SignalDetail,
  type SignalListResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestUsers, countAudit, signedInUser } from '../../test/admin-fixtures.js';
import { bearer, countTables, insertOutbreakRows, seeded } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { rebuildOutbreakStats } from '../stats/outbreak-stats.js';
import { recomputeSignals } from './signals.service.js';

describe.each(DATABASE_KINDS)('signal triage on %s', (kind) => {
  let t: TestApp;
  let users: Awaited<ReturnType<typeof adminTestUsers>>;
  let follower: Awaited<ReturnType<typeof signedInUser>>;
  let kenya: number;
  let measles: number;
  let malaria: number;
  /** The outbreaks of the planted jumps, by series. */
  const planted: Record<string, number[]> = {};
  const thisWeek = isoWeekStart(todayUtc());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const triage = (id: number, body: unknown, token?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/signals/${id}/triage`,
      headers: token ? bearer(token) : {},
      payload: body as object,
    });
  /** The signal of a country × disease series this week. */
  const signalOf = async (diseaseId: number) => {
    const { signals } = (
      await get(`/api/signals?country_id=${kenya}&disease_id=${diseaseId}`, users.admin.token)
    ).json<SignalListResponse>();
    return signals.find((s) => s.disease_id === diseaseId && s.week_start === thisWeek)!;
  };
  const notificationsOf = (userId: number) =>
    t.app.db
      .selectFrom('notifications')
      .select(['kind', 'link', 'title'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'signal')
      .execute();

  /** Ten weeks of one or two reports a week, then eight this week. */
  async function plantJump(diseaseId: number) {
    const rows = [];
    for (let week = 10; week >= 1; week -= 1)
      for (let i = 0; i < 1 + (week % 2); i += 1)
        rows.push({ date: addDays(thisWeek, -7 * week), cases: 10 });
    const jump = Array.from({ length: 8 }, () => ({ date: thisWeek, cases: 30 }));
    await insertOutbreakRows(t.app.db, { country_id: kenya, disease_id: diseaseId }, rows);
    planted[diseaseId] = await insertOutbreakRows(
      t.app.db,
      { country_id: kenya, disease_id: diseaseId },
      jump,
    );
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    users = await adminTestUsers(t);
    follower = await signedInUser(t, { first_name: 'Wanjiru' });
    kenya = await seeded.countryId(t.app.db, 'KEN');
    measles = await seeded.diseaseId(t.app.db, 'Measles');
    malaria = await seeded.diseaseId(t.app.db, 'Malaria');
    await plantJump(measles);
    await plantJump(malaria);
    await t.app.db
      .insertInto('follows')
      .values({ user_id: follower.id, kind: 'country', country_id: kenya, target_key: `country:${kenya}` })
      .execute();
    await rebuildOutbreakStats(t.app.db);
    await recomputeSignals(t.app.db);
  });
  afterAll(() => t.close());

  it('lets admins and super admins triage, nobody else', async () => {
    const signal = await signalOf(measles);
    expect(signal.status).toBe('new');
    expect((await triage(signal.id, { status: 'under_review' })).statusCode).toBe(401);
    for (const user of [users.reporter, users.blogger])
      expect((await triage(signal.id, { status: 'under_review' }, user.token)).statusCode).toBe(403);
    expect(await countAudit(t.app.db, 'signal.triage')).toBe(0);
    const reviewed = await triage(signal.id, { status: 'under_review' }, users.admin.token);
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json<SignalDetail>().triage).toMatchObject({
      status: 'under_review',
      triaged_by: 'Amadou Diallo',
    });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target_type', 'target_id', 'details'])
      .where('action', '=', 'signal.triage')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: users.admin.id, target_type: 'signal', target_id: signal.id });
    expect(JSON.parse(audit.details!)).toMatchObject({
      before: { status: 'new' },
      after: { status: 'under_review' },
    });
    // Visitors see the state, not who triaged.
    const visitor = (await get(`/api/signals/${signal.id}`)).json<SignalDetail>();
    expect(visitor.triage).toMatchObject({ status: 'under_review', triaged_by: null });
  });

  it('refuses bad bodies and invalid transitions, and changes nothing', async () => {
    const signal = await signalOf(measles);
    const other = await seeded.countryId(t.app.db, 'UGA');
    const [elsewhere] = await insertOutbreakRows(t.app.db, { country_id: other, disease_id: measles }, [
      { date: thisWeek },
    ]);
    const before = await countTables(t.app.db, [
      'signal_weeks',
      'signal_week_outbreaks',
      'audit_log',
      'notifications',
    ]);
    const token = users.superAdmin.token;
    const bad: [unknown, number, RegExp][] = [
      [{ status: 'discarded' }, 400, /reason/i],
      [{ status: 'discarded', reason: '   ' }, 400, /Please give a reason/],
      [{ status: 'discarded', reason: 'x'.repeat(501) }, 400, /500 characters/],
      [{ status: 'under_review', extra: true }, 400, /./],
      [{ status: 'new' }, 400, /under_review, verified or discarded/],
      [{ status: 'verified' }, 400, /at least one outbreak/],
      [{ status: 'verified', outbreak_ids: [] }, 400, /at least one outbreak/],
      [{ status: 'verified', outbreak_ids: [planted[measles][0], planted[measles][0]] }, 400, /only once/],
      [{ status: 'verified', outbreak_ids: [999_999] }, 400, /do not exist: 999999/],
      [{ status: 'verified', outbreak_ids: [elsewhere] }, 400, /not in the signal's series/],
      [{ status: 'verified', outbreak_ids: [planted[malaria][0]] }, 400, /not in the signal's series/],
      [{ status: 'under_review' }, 409, /under review cannot be marked under review/],
    ];
    for (const [body, status, message] of bad) {
      const response = await triage(signal.id, body, token);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    expect((await triage(999_999, { status: 'under_review' }, token)).statusCode).toBe(404);
    expect((await triage(0, { status: 'under_review' }, token)).statusCode).toBe(400);
    expect(
      await countTables(t.app.db, ['signal_weeks', 'signal_week_outbreaks', 'audit_log', 'notifications']),
    ).toEqual(before);
    expect((await signalOf(measles)).status).toBe('under_review');
  });

  it('tells a follower of a verified event once, with a link to the signal, and marks it verified', async () => {
    const signal = await signalOf(measles);
    const linked = planted[measles].slice(0, 3);
    const verified = await triage(signal.id, { status: 'verified', outbreak_ids: linked }, users.admin.token);
    expect(verified.statusCode).toBe(200);
    const detail = verified.json<SignalDetail>();
    expect(detail.signal.status).toBe('verified');
    expect(detail.triage.outbreaks.map((o) => o.id).sort()).toEqual([...linked].sort());
    const notices = await notificationsOf(follower.id);
    expect(notices).toEqual([
      { kind: 'signal', link: `/signals/${signal.id}`, title: 'Verified event: Kenya × Measles' },
    ]);
    // A verified decision is reopened through review only; verifying again tells nobody twice.
    expect(
      (await triage(signal.id, { status: 'discarded', reason: 'No.' }, users.admin.token)).statusCode,
    ).toBe(409);
    expect((await triage(signal.id, { status: 'under_review' }, users.admin.token)).statusCode).toBe(200);
    expect(
      (await triage(signal.id, { status: 'verified', outbreak_ids: [linked[0]] }, users.admin.token))
        .statusCode,
    ).toBe(200);
    expect(await notificationsOf(follower.id)).toHaveLength(1);
    // Visitors see the verified state and the linked outbreak, and the list marks it.
    const visitor = (await get(`/api/signals/${signal.id}`)).json<SignalDetail>();
    expect(visitor.triage).toMatchObject({ status: 'verified', reason: null, triaged_by: null });
    expect(visitor.triage.outbreaks.map((o) => o.id)).toEqual([linked[0]]);
    const listed = (await get(`/api/signals?disease_id=${measles}`)).json<SignalListResponse>().signals;
    expect(listed.find((s) => s.id === signal.id)?.status).toBe('verified');
    expect(await countAudit(t.app.db, 'signal.triage')).toBe(4);
  });

  it('tells each person of a verified event once, through a burst of fifty decisions and several follows', async () => {
    const signal = await signalOf(measles);
    // Follows both the country and the disease the signal concerns.
    const doubly = await signedInUser(t, { first_name: 'Otieno' });
    await t.app.db
      .insertInto('follows')
      .values([
        { user_id: doubly.id, kind: 'country', country_id: kenya, target_key: `country:${kenya}` },
        { user_id: doubly.id, kind: 'disease', disease_id: measles, target_key: `disease:${measles}` },
      ])
      .execute();
    const outbreak_ids = [planted[measles][0]];
    for (let round = 0; round < 25; round += 1) {
      expect((await triage(signal.id, { status: 'under_review' }, users.admin.token)).statusCode).toBe(200);
      expect(
        (await triage(signal.id, { status: 'verified', outbreak_ids }, users.admin.token)).statusCode,
      ).toBe(200);
    }
    expect(await notificationsOf(doubly.id)).toEqual([
      { kind: 'signal', link: `/signals/${signal.id}`, title: 'Verified event: Kenya × Measles' },
    ]);
    expect(await notificationsOf(follower.id)).toHaveLength(1);
  });

  it('takes a discarded signal out of the public list and tells nobody of it', async () => {
    const signal = await signalOf(malaria);
    const discarded = await triage(
      signal.id,
      { status: 'discarded', reason: 'A reporting backlog cleared in one week.' },
      users.superAdmin.token,
    );
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json<SignalDetail>().triage.reason).toBe('A reporting backlog cleared in one week.');
    const publicIds = (await get('/api/signals')).json<SignalListResponse>().signals.map((s) => s.id);
    expect(publicIds).not.toContain(signal.id);
    expect(
      (await get(`/api/signals?disease_id=${malaria}`)).json<SignalListResponse>().signals.map((s) => s.id),
    ).not.toContain(signal.id);
    expect((await get(`/api/signals/${signal.id}`)).statusCode).toBe(404);
    expect((await get(`/api/signals/${signal.id}`, users.reporter.token)).statusCode).toBe(404);
    // Admins still find it, with its reason, and may list the discarded ones.
    expect(
      (await get(`/api/signals/${signal.id}`, users.admin.token)).json<SignalDetail>().triage,
    ).toMatchObject({
      status: 'discarded',
      reason: 'A reporting backlog cleared in one week.',
    });
    const discardedList = await get('/api/signals?status=discarded', users.admin.token);
    expect(discardedList.json<SignalListResponse>().signals.map((s) => s.id)).toEqual([signal.id]);
    expect((await get('/api/signals?status=discarded')).statusCode).toBe(403);
    expect((await get('/api/signals?status=discarded', users.reporter.token)).statusCode).toBe(403);
    expect((await notificationsOf(follower.id)).map((n) => n.link)).not.toContain(`/signals/${signal.id}`);
  });

  it('keeps ids and decisions across recomputation; discarding a verified event takes its notice back', async () => {
    const before = (await get('/api/signals?status=verified')).json<SignalListResponse>().signals;
    expect(before).toHaveLength(1);
    await recomputeSignals(t.app.db);
    const after = (await get('/api/signals?status=verified')).json<SignalListResponse>().signals;
    expect(after.map((s) => [s.id, s.detected_at, s.status])).toEqual(
      before.map((s) => [s.id, s.detected_at, s.status]),
    );
    const [event] = after;
    expect((await triage(event.id, { status: 'under_review' }, users.admin.token)).statusCode).toBe(200);
    expect(
      (
        await triage(
          event.id,
          { status: 'discarded', reason: 'Two reports of the same cluster.' },
          users.admin.token,
        )
      ).statusCode,
    ).toBe(200);
    expect(await notificationsOf(follower.id)).toEqual([]);
  });

  it('names the series of a verified event in each follower’s language', async () => {
    const francophone = await signedInUser(t, { first_name: 'Amélie' });
    await t.app.db.updateTable('users').set({ language: 'fr' }).where('id', '=', francophone.id).execute();
    await t.app.db
      .insertInto('follows')
      .values({ user_id: francophone.id, kind: 'country', country_id: kenya, target_key: `country:${kenya}` })
      .execute();
    const { signals } = (
      await get(`/api/signals?country_id=${kenya}`, users.admin.token)
    ).json<SignalListResponse>();
    const everyDisease = signals.find((s) => s.disease_id === null && s.week_start === thisWeek)!;
    const verified = await triage(
      everyDisease.id,
      { status: 'verified', outbreak_ids: [planted[measles][0]] },
      users.admin.token,
    );
    expect(verified.statusCode).toBe(200);
    expect(await notificationsOf(francophone.id)).toEqual([
      {
        kind: 'signal',
        link: `/signals/${everyDisease.id}`,
        title: 'Événement vérifié : Kenya (toutes maladies)',
      },
    ]);
    expect(await notificationsOf(follower.id)).toEqual([
      { kind: 'signal', link: `/signals/${everyDisease.id}`, title: 'Verified event: Kenya (all diseases)' },
    ]);
  });
});
