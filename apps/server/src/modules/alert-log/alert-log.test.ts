import type { AlertLogEntry, AlertLogResponse, ErrorResponse } from '@outbreak-watch/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestUsers, signedInUser, type SignedInUser } from '../../test/admin-fixtures.js';
import { bearer } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

/** Far enough ahead that the app's own dispatchers leave the pending rows alone during the test. */
const LATER = '2999-01-01T00:00:00.000Z';
const STRANGER = 'stranger@example.net';

describe.each(DATABASE_KINDS)('the alert log on %s', (kind) => {
  let t: TestApp;
  let users: Awaited<ReturnType<typeof adminTestUsers>>;
  let ines: SignedInUser;
  let omar: SignedInUser;

  async function backdate(table: 'notifications' | 'mail_outbox' | 'push_outbox', id: number, at: string) {
    await sql`update ${sql.table(table)} set created_at = ${at} where id = ${id}`.execute(t.app.db);
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimitPerMinute: 100_000 });
    users = await adminTestUsers(t);
    ines = await signedInUser(t, { first_name: 'Ines', last_name: 'Moreau' });
    omar = await signedInUser(t, { first_name: 'Omar', last_name: 'Haddad' });
    const db = t.app.db;

    const notification = async (
      userId: number,
      kindName: string,
      title: string,
      at: string,
      read = false,
    ) => {
      const row = await db
        .insertInto('notifications')
        .values({
          user_id: userId,
          kind: kindName,
          dedupe_key: `${kindName}:${title}`,
          title,
          body: 'Body',
          link: '/signals',
          read_at: read ? at : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await backdate('notifications', row.id, at);
      return row.id;
    };
    const commentNote = await notification(
      ines.id,
      'comment',
      'New expert comment on Cholera',
      '2026-03-02T09:00:00.000Z',
    );
    await notification(omar.id, 'signal', 'New signal in Kenya', '2026-03-03T09:00:00.000Z', true);

    const mail = async (values: {
      to: string;
      subject: string;
      category: string;
      userId: number | null;
      status: string;
      attempts: number;
      error?: string;
      at: string;
      notificationId?: number;
    }) => {
      const row = await db
        .insertInto('mail_outbox')
        .values({
          to_address: values.to,
          subject: values.subject,
          text_body: 'Text',
          html_body: '<p>HTML</p>',
          category: values.category,
          user_id: values.userId,
          notification_id: values.notificationId ?? null,
          status: values.status,
          attempts: values.attempts,
          last_error: values.error ?? null,
          next_attempt_at: LATER,
          sent_at: values.status === 'sent' ? values.at : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await backdate('mail_outbox', row.id, values.at);
    };
    await mail({
      to: ines.email,
      subject: 'New expert comment on Cholera',
      category: 'notification',
      userId: ines.id,
      notificationId: commentNote,
      status: 'sent',
      attempts: 1,
      at: '2026-03-02T09:01:00.000Z',
    });
    await mail({
      to: STRANGER,
      subject: 'Your message to Outbreak Watch',
      category: 'contact',
      userId: null,
      status: 'pending',
      attempts: 0,
      at: '2026-03-04T09:00:00.000Z',
    });
    await mail({
      to: omar.email,
      subject: 'Daily digest',
      category: 'digest',
      userId: omar.id,
      status: 'pending',
      attempts: 2,
      error: '451 4.3.0 Mailbox busy',
      at: '2026-03-05T09:00:00.000Z',
    });
    await mail({
      to: 'gone@example.net',
      subject: 'Verify your address',
      category: 'verification',
      userId: null,
      status: 'failed',
      attempts: 1,
      error: '550 5.1.1 No such user',
      at: '2026-03-06T09:00:00.000Z',
    });

    const subscription = await db
      .insertInto('push_subscriptions')
      .values({ user_id: ines.id, endpoint: 'https://push.example/abc', p256dh: 'key', auth: 'auth' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const push = async (status: string, attempts: number, at: string, error: string | null) => {
      const row = await db
        .insertInto('push_outbox')
        .values({
          user_id: ines.id,
          subscription_id: status === 'gone' ? null : subscription.id,
          notification_id: commentNote,
          title: 'New expert comment on Cholera',
          body: 'Someone commented.',
          link: '/details/1',
          status,
          attempts,
          last_error: error,
          next_attempt_at: LATER,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await backdate('push_outbox', row.id, at);
    };
    await push('sent', 1, '2026-03-02T09:02:00.000Z', null);
    await push('gone', 1, '2026-03-07T09:00:00.000Z', 'push service: 410 https://push.example/secret-token');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (query: string, token = users.admin.token) =>
    t.app.inject({ method: 'GET', url: `/api/admin/alert-log?${query}`, headers: bearer(token) });
  const entries = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AlertLogResponse>().entries;
  };
  const briefly = (list: AlertLogEntry[]) => list.map((e) => `${e.channel}:${e.state}:${e.title}`);

  it('lists the deliveries of all three channels, newest first, with their states', async () => {
    const list = await entries('from=2026-03-01&to=2026-03-31');
    expect(briefly(list)).toEqual([
      'push:gone:New expert comment on Cholera',
      'email:failed:Verify your address',
      'email:retrying:Daily digest',
      'email:queued:Your message to Outbreak Watch',
      'in_app:read:New signal in Kenya',
      'push:sent:New expert comment on Cholera',
      'email:sent:New expert comment on Cholera',
      'in_app:sent:New expert comment on Cholera',
    ]);
    expect(list.find((e) => e.channel === 'in_app' && e.state === 'sent')).toMatchObject({
      user_id: ines.id,
      recipient_name: 'Ines Moreau',
      recipient_email: ines.email,
      category: 'comment',
      link: '/signals',
      attempts: 0,
      last_error: null,
    });
    expect(list.find((e) => e.category === 'contact')).toMatchObject({
      user_id: null,
      recipient_name: null,
      recipient_email: STRANGER,
      state: 'queued',
      sent_at: null,
    });
    expect(list.find((e) => e.state === 'retrying')).toMatchObject({
      attempts: 2,
      last_error: '451 4.3.0 Mailbox busy',
    });
    expect(list.find((e) => e.category === 'notification')).toMatchObject({
      state: 'sent',
      link: '/signals',
      sent_at: expect.stringMatching(/^2026-03-02T09:01/) as unknown,
    });
    // The push endpoint's path is the subscription's secret: the log shows its origin only.
    const gone = list.find((e) => e.state === 'gone')!;
    expect(gone).toMatchObject({ category: 'comment', link: '/details/1', recipient_email: ines.email });
    expect(gone.last_error).toBe('push service: 410 https://push.example/…');
  });

  it('counts the outboxes by channel and state over the period', async () => {
    const response = await get('from=2026-03-01&to=2026-03-31');
    expect(response.json<AlertLogResponse>().summary).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      email: { queued: 1, retrying: 1, sent: 1, failed: 1, gone: 0 },
      push: { queued: 0, retrying: 0, sent: 1, failed: 0, gone: 1 },
    });
    const lastDays = (await get('from=2026-03-05&to=2026-03-06')).json<AlertLogResponse>().summary;
    expect(lastDays.email).toEqual({ queued: 0, retrying: 1, sent: 0, failed: 1, gone: 0 });
    expect(lastDays.push.gone).toBe(0);
  });

  it('narrows by channel, state, category, recipient and dates', async () => {
    expect(briefly(await entries('channel=push'))).toEqual([
      'push:gone:New expert comment on Cholera',
      'push:sent:New expert comment on Cholera',
    ]);
    expect(briefly(await entries('state=failed'))).toEqual(['email:failed:Verify your address']);
    expect(briefly(await entries('state=queued'))).toEqual(['email:queued:Your message to Outbreak Watch']);
    expect(briefly(await entries('state=read'))).toEqual(['in_app:read:New signal in Kenya']);
    expect(briefly(await entries('channel=in_app&state=sent'))).toEqual([
      'in_app:sent:New expert comment on Cholera',
    ]);
    expect(await entries('channel=email&state=gone')).toEqual([]);
    expect(briefly(await entries('category=signal'))).toEqual(['in_app:read:New signal in Kenya']);
    expect(briefly(await entries('category=comment'))).toEqual([
      'push:gone:New expert comment on Cholera',
      'push:sent:New expert comment on Cholera',
      'in_app:sent:New expert comment on Cholera',
    ]);
    expect(briefly(await entries('recipient=omar%20haddad'))).toEqual([
      'email:retrying:Daily digest',
      'in_app:read:New signal in Kenya',
    ]);
    expect(briefly(await entries(`recipient=${encodeURIComponent('stranger@')}`))).toEqual([
      'email:queued:Your message to Outbreak Watch',
    ]);
    expect(briefly(await entries('from=2026-03-04&to=2026-03-05'))).toEqual([
      'email:retrying:Daily digest',
      'email:queued:Your message to Outbreak Watch',
    ]);
  });

  it('pages through the merged channels without losing or repeating a row', async () => {
    const all = await entries('from=2026-03-01&to=2026-03-31');
    const pages: AlertLogEntry[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const response = (
        await get(`from=2026-03-01&to=2026-03-31&limit=3&page=${page}`)
      ).json<AlertLogResponse>();
      pages.push(...response.entries);
      expect(response.has_more).toBe(page < 3);
    }
    expect(pages).toEqual(all);
  });

  it('refuses bad filters with a 400 that names the problem', async () => {
    for (const query of [
      'channel=pigeon',
      'state=lost',
      'from=2026-13-01',
      'from=2026-03-05&to=2026-03-01',
      'limit=0',
    ]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ErrorResponse>().message, query).toBeTruthy();
    }
  });

  it('is for admins only', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/admin/alert-log' });
    expect(visitor.statusCode).toBe(401);
    for (const token of [users.reporter.token, users.blogger.token, ines.token])
      expect((await get('', token)).statusCode).toBe(403);
    expect((await get('', users.superAdmin.token)).statusCode).toBe(200);
  });
});
