import { ROLE, type TableSizesResponse } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailToken } from '../../lib/email-tokens.js';
import { endAllSessions, startSession } from '../../lib/sessions.js';
import { bearer, createUser, signIn } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { createUnsubscribeToken, readUnsubscribeToken } from '../notifications/unsubscribe-tokens.js';
import { HousekeepingRunner } from './housekeeping-runner.js';
import { purgeSpentRecords } from './housekeeping.js';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe.each(DATABASE_KINDS)('purge of spent records on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000 });
    adminToken = (await signIn(t.app, await createUser(t.app.db, { role_id: ROLE.ADMIN }))).access_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const sizes = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/table-sizes',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const { tables } = response.json<TableSizesResponse>();
    return Object.fromEntries(tables.map((table) => [table.name, table.rows]));
  };
  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/refresh_token', payload: { refresh_token: token } });

  it('deletes what can never be used again, keeps the rest, and the admin page shows the sizes', async () => {
    const user = await createUser(t.app.db);
    const live = await signIn(t.app, user);
    // A session that expired 40 days ago, and one ended (signed out) 8 days ago.
    await startSession(t.app.db, user, { remember: false, now: Date.now() - 40 * DAY });
    const ended = await startSession(t.app.db, user, { remember: true, now: Date.now() - 9 * DAY });
    await t.app.db
      .updateTable('sessions')
      .set({ ended_at: daysAgo(8) })
      .where('id', '=', ended.id)
      .execute();
    // A session ended yesterday is kept for a while.
    const recent = await startSession(t.app.db, user, { remember: true });
    await t.app.db
      .updateTable('sessions')
      .set({ ended_at: daysAgo(1) })
      .where('id', '=', recent.id)
      .execute();
    // A rotated refresh token of the live session stays: shown again, it ends the session.
    const rotated = await refresh(live.refresh_token);
    expect(rotated.statusCode).toBe(200);

    // Three links: one live, one used 8 days ago, one expired 8 days ago.
    await createEmailToken(t.app.db, user.id, 'reset_password');
    await createEmailToken(t.app.db, user.id, 'verify_email');
    await createEmailToken(t.app.db, user.id, 'reset_password');
    const tokenIds = await t.app.db
      .selectFrom('email_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    await t.app.db
      .updateTable('email_tokens')
      .set({ used_at: daysAgo(8) })
      .where('id', '=', tokenIds[1].id)
      .execute();
    await t.app.db
      .updateTable('email_tokens')
      .set({ expires_at: daysAgo(8) })
      .where('id', '=', tokenIds[2].id)
      .execute();

    await t.app.db
      .insertInto('unsubscribe_uses')
      .values([
        { token_hash: `old-${user.id}`, used_at: daysAgo(91) },
        { token_hash: `new-${user.id}`, used_at: daysAgo(10) },
      ])
      .execute();

    const before = await sizes();
    const deleted = await purgeSpentRecords(t.app.db);
    expect(deleted).toEqual({ sessions: 2, refresh_tokens: 2, email_tokens: 2, unsubscribe_uses: 1 });
    expect(await sizes()).toEqual({
      sessions: before.sessions - 2,
      refresh_tokens: before.refresh_tokens - 2,
      email_tokens: before.email_tokens - 2,
      unsubscribe_uses: before.unsubscribe_uses - 1,
    });
    // Nothing left to purge: a second round deletes nothing.
    expect(Object.values(await purgeSpentRecords(t.app.db)).every((n) => n === 0)).toBe(true);

    // The live session still works, and the reuse of its rotated token is still caught.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(live.access_token) }))
        .statusCode,
    ).toBe(200);
    expect((await refresh(live.refresh_token)).statusCode).toBe(401);
    const stillThere = await t.app.db
      .selectFrom('sessions')
      .select('ended_at')
      .where('id', '=', recent.id)
      .executeTakeFirst();
    expect(stillThere).toBeDefined();
  });

  it('purges sessions of a signed-out account once they are old enough, through the scheduled runner', async () => {
    const user = await createUser(t.app.db);
    await signIn(t.app, user);
    await endAllSessions(t.app.db, user.id);
    await t.app.db
      .updateTable('sessions')
      .set({ ended_at: daysAgo(30) })
      .where('user_id', '=', user.id)
      .execute();
    const log = { info: () => undefined, error: (entry: unknown) => expect.unreachable(String(entry)) };
    // Two instances at the same moment: one purges, the other skips or finds nothing; neither fails.
    const runners = [0, 1].map(() => new HousekeepingRunner(t.database, log as never, t.config));
    await Promise.all(runners.map((runner) => runner.run()));
    const left = await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(left).toEqual([]);
    const tokens = await t.app.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(tokens).toEqual([]);
  });

  it('forgets a used unsubscribe link only when the link itself no longer works', () => {
    const secret = t.config.jwtSecret;
    const fresh = createUnsubscribeToken(secret, 7);
    expect(readUnsubscribeToken(secret, fresh)?.userId).toBe(7);
    const old = createUnsubscribeToken(secret, 7, Date.now() - 91 * DAY);
    expect(readUnsubscribeToken(secret, old)).toBeNull();
    const future = createUnsubscribeToken(secret, 7, Date.now() + 2 * DAY);
    expect(readUnsubscribeToken(secret, future)).toBeNull();
  });

  it('shows the sizes to admins only', async () => {
    const blogger = await signIn(t.app, await createUser(t.app.db));
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/admin/table-sizes',
      headers: bearer(blogger.access_token),
    });
    expect(denied.statusCode).toBe(403);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/table-sizes',
      headers: bearer(adminToken),
    });
    const { tables } = response.json<TableSizesResponse>();
    expect(tables.map((table) => table.name)).toEqual([
      'sessions',
      'refresh_tokens',
      'email_tokens',
      'unsubscribe_uses',
    ]);
    expect(tables.every((table) => table.rows >= 0 && table.purge.length > 10)).toBe(true);
  });
});
