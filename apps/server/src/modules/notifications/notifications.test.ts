import { ROLE, type NotificationListResponse } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  insertOutbreakRows,
  seeded,
  signIn,
  type TestUser,
} from '../../test/factories.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { notifyCommentAdded, notifyOutbreakConfirmed, withdrawNotifications } from './events.js';
import { sendDailyDigests } from './notify.service.js';

describe.each(DATABASE_KINDS)('alerts on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let nigeria: number;
  let cholera: number;
  const users: Record<string, TestUser & { token: string }> = {};
  let outbreakId: number;

  const context = () => ({ publicUrl: t.config.publicUrl, secret: t.config.jwtSecret });
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      authRateLimitPerMinute: 100_000,
    });
    const db = t.app.db;
    nigeria = await seeded.countryId(db, 'NGA');
    cholera = await seeded.diseaseId(db, 'Cholera');
    for (const name of ['follower', 'digest', 'region', 'bystander', 'reporter']) {
      const user = await createUser(db, { role_id: name === 'reporter' ? ROLE.REPORTER : ROLE.BLOGGER });
      users[name] = { ...user, token: (await signIn(t.app, user)).access_token };
    }
    const follow = (name: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/follows',
        headers: bearer(users[name].token),
        payload: body,
      });
    expect((await follow('follower', { kind: 'country', target_id: nigeria })).statusCode).toBe(201);
    expect((await follow('digest', { kind: 'disease', target_id: cholera })).statusCode).toBe(201);
    await db
      .updateTable('users')
      .set({ email_frequency: 'daily' })
      .where('id', '=', users.digest.id)
      .execute();
    await db
      .updateTable('users')
      .set({ notify_regions: '["West Africa"]' })
      .where('id', '=', users.region.id)
      .execute();
    [outbreakId] = await insertOutbreakRows(db, { country_id: nigeria, disease_id: cholera }, [
      { reporter_id: users.reporter.id, confirmed: true },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a follower of the country exactly once when an outbreak there is confirmed', async () => {
    await t.app.db.transaction().execute((tx) => notifyOutbreakConfirmed(tx, context(), outbreakId));
    // Seen again (a retried request): still one notification and one mail.
    await t.app.db.transaction().execute((tx) => notifyOutbreakConfirmed(tx, context(), outbreakId));
    await t.app.mail.runOnce();
    const mails = mailsTo(users.follower.email);
    expect(mails).toHaveLength(1);
    const headers = mails[0].raw.replace(/\r\n[ \t]+/g, ' '); // unfold long header lines
    expect(headers).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/notifications\/unsubscribe\?token=/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    // The region in the settings counts as following; people who follow nothing hear nothing.
    expect(mailsTo(users.region.email)).toHaveLength(1);
    expect(mailsTo(users.bystander.email)).toHaveLength(0);
    // The daily-digest user has the notification in the app but no mail yet.
    expect(mailsTo(users.digest.email)).toHaveLength(0);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(users.follower.token),
    });
    const body = list.json<NotificationListResponse>();
    expect(body.unread).toBe(1);
    expect(body.notifications[0]).toMatchObject({
      kind: 'new_outbreak',
      link: `/details/${outbreakId}`,
      read: false,
    });
  });

  it("groups a day's events in one digest", async () => {
    const [comment] = await t.app.db
      .insertInto('comments')
      .values({ outbreak_id: outbreakId, author_id: users.bystander.id, content: 'Seen in the market too.' })
      .returning('id')
      .execute();
    await t.app.db
      .insertInto('follows')
      .values({
        user_id: users.digest.id,
        kind: 'outbreak',
        outbreak_id: outbreakId,
        target_key: `outbreak:${outbreakId}`,
      })
      .execute();
    await t.app.db.transaction().execute((tx) => notifyCommentAdded(tx, context(), comment.id));
    expect(await sendDailyDigests(t.app.db, context())).toBe(1);
    expect(await sendDailyDigests(t.app.db, context())).toBe(0);
    await t.app.mail.runOnce();
    const digests = mailsTo(users.digest.email);
    expect(digests).toHaveLength(1);
    expect(digests[0].raw).toContain('2 updates from the last day');
    // The reporter hears of comments on their report; the comment's author does not.
    expect(mailsTo(users.reporter.email)).toHaveLength(1);
    expect(mailsTo(users.bystander.email)).toHaveLength(0);
  });

  it('withdraws notifications about a hidden comment or a removed outbreak', async () => {
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('outbreak_id', '=', outbreakId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBeGreaterThan(0);
    await t.app.db.transaction().execute((tx) => withdrawNotifications(tx, { outbreakId }));
    expect(await count()).toBe(0);
  });

  it('unsubscribes with the mailed link once, signed out, and refuses a forged one', async () => {
    const raw = mailsTo(users.follower.email)[0].raw.replace(/=\r?\n/g, '');
    const token = decodeURIComponent(/unsubscribe\?token=([^>\s&]+)/.exec(raw)![1].replace(/=3D/g, '='));
    const url = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
    const first = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(first.statusCode).toBe(200);
    const user = await t.app.db
      .selectFrom('users')
      .select('notify_email')
      .where('id', '=', users.follower.id)
      .executeTakeFirstOrThrow();
    expect(user.notify_email).toBe(false);
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(400);
    // The same values spelled otherwise are the same, used link.
    for (const replay of [`0${token}`, `00${token}`, ` ${token}`, `${token}=`, `+${token}`]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(replay)}`,
      });
      expect(answer.statusCode, replay).toBe(400);
    }
    const forged = `${users.bystander.id}${token.slice(token.indexOf('.'))}`;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/notifications/unsubscribe?token=${forged}` }))
        .statusCode,
    ).toBe(400);
  });

  it('manages follows for signed-in users only, with clear errors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/follows' })).statusCode).toBe(401);
    const headers = bearer(users.bystander.token);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/follows',
      headers,
      payload: { kind: 'country', target_id: 999_999 },
    });
    expect(unknown.statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/follows',
      headers,
      payload: { kind: 'planet', target_id: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/follows',
      headers,
      payload: { kind: 'outbreak', target_id: outbreakId },
    });
    expect(created.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/follows',
      headers,
      payload: { kind: 'outbreak', target_id: outbreakId },
    });
    expect(again.json<{ id: number }>().id).toBe(created.json<{ id: number }>().id);
    const list = await t.app.inject({ method: 'GET', url: '/api/follows', headers });
    expect(list.json<{ follows: { name: string }[] }>().follows).toEqual([
      expect.objectContaining({ name: 'Cholera in Nigeria' }),
    ]);
    const id = created.json<{ id: number }>().id;
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/follows/${id}`,
          headers: bearer(users.follower.token),
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/follows/${id}`, headers })).statusCode).toBe(
      204,
    );
  });

  it('reads and saves the email frequency of the signed-in user', async () => {
    const headers = bearer(users.bystander.token);
    const url = '/api/notifications/email-frequency';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers })).json()).toEqual({
      email_frequency: 'immediate',
    });
    const bad = await t.app.inject({ method: 'PUT', url, headers, payload: { email_frequency: 'hourly' } });
    expect(bad.statusCode).toBe(400);
    await t.app.inject({ method: 'PUT', url, headers, payload: { email_frequency: 'daily' } });
    expect((await t.app.inject({ method: 'GET', url, headers })).json()).toEqual({
      email_frequency: 'daily',
    });
  });

  it('marks notifications read', async () => {
    const headers = bearer(users.region.token);
    const read = await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers, payload: {} });
    expect(read.statusCode).toBe(204);
    const body = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers })
    ).json<NotificationListResponse>();
    expect(body.unread).toBe(0);
  });
});
