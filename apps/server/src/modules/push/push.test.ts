import { createECDH } from 'node:crypto';
import { MAX_PUSH_ATTEMPTS, PUSH_MESSAGES, ROLE } from '@outbreak-watch/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  insertOutbreakRows,
  seeded,
  signIn,
  type TestUser,
} from '../../test/factories.js';
import {
  browserKeys,
  openPush,
  startPushServiceStandIn,
  type BrowserKeys,
} from '../../test/push-service-stand-in.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { notifyCommentAdded } from '../notifications/events.js';
import { notifyUsers } from '../notifications/notify.service.js';
import { encryptPushPayload } from './payload-encryption.js';
import { queuePush } from './push.service.js';

describe('push message encryption', () => {
  it('reproduces the aes128gcm example of RFC 8291 (Appendix A) byte for byte', () => {
    const sender = createECDH('prime256v1');
    sender.setPrivateKey(Buffer.from('yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw', 'base64url'));
    const body = encryptPushPayload(
      Buffer.from('When I grow up, I want to be a watermelon'),
      {
        p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
        auth: 'BTBZMqHH6r4Tts7J_aSIgg',
      },
      { salt: Buffer.from('DGv6ra1nlYgDCS1FRnbzlw', 'base64url'), senderKeys: sender },
    );
    expect(body.toString('base64url')).toBe(
      'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
    );
  });
});

describe.each(DATABASE_KINDS)('push notifications on %s', (kind) => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof startPushServiceStandIn>>;
  const users: Record<string, TestUser & { token: string }> = {};
  let endpointCount = 0;

  const context = () => ({ publicUrl: t.config.publicUrl, secret: t.config.jwtSecret });
  const newEndpoint = () => {
    endpointCount += 1;
    return `${service.origin}/push/device-${endpointCount}`;
  };
  const subscribe = (token: string, payload: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: bearer(token), payload });
  const subscriptionsOf = (userId: number) =>
    t.app.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute();
  const outboxOf = (userId: number) =>
    t.app.db.selectFrom('push_outbox').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  /** A device of this user, subscribed through the API. */
  async function subscribedDevice(name: string): Promise<{ endpoint: string; browser: BrowserKeys }> {
    const browser = browserKeys();
    const endpoint = newEndpoint();
    const response = await subscribe(users[name].token, {
      endpoint,
      expirationTime: null,
      keys: browser.keys,
    });
    expect(response.statusCode).toBe(201);
    return { endpoint, browser };
  }
  /** Notifies one user as a change would, committed, then lets the dispatcher send. */
  async function notify(name: string, event: { dedupeKey: string; title: string; link: string }) {
    await t.app.db.transaction().execute((tx) =>
      notifyUsers(tx, context(), [users[name].id], {
        kind: 'signal',
        body: 'Weekly counts rose.',
        ...event,
      }),
    );
    await t.app.push.runOnce();
  }

  beforeAll(async () => {
    service = await startPushServiceStandIn();
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000 });
    for (const name of [
      'alice',
      'bob',
      'quiet',
      'gone',
      'missing',
      'flaky',
      'moved',
      'leaving',
      'admin',
      'burst',
    ]) {
      const user = await createUser(t.app.db, { role_id: name === 'admin' ? ROLE.ADMIN : ROLE.BLOGGER });
      users[name] = { ...user, token: (await signIn(t.app, user)).access_token };
    }
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it('gives out the VAPID public key, a P-256 point', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(response.statusCode).toBe(200);
    const key = response.json<{ public_key: string }>().public_key;
    expect(key).toBe(t.config.vapid.publicKey);
    const point = Buffer.from(key, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
  });

  it('refuses visitors without a session', async () => {
    const browser = browserKeys();
    const payload = { endpoint: newEndpoint(), keys: browser.keys };
    const posted = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', payload });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: payload.endpoint },
    });
    expect([posted.statusCode, deleted.statusCode]).toEqual([401, 401]);
    expect(
      await t.app.db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', payload.endpoint)
        .execute(),
    ).toEqual([]);
  });

  it('answers 400 to subscriptions that are not a browser’s, and stores nothing', async () => {
    const { keys } = browserKeys();
    const bad: object[] = [
      {},
      { endpoint: newEndpoint() },
      { endpoint: 'http://push.example.com/abc', keys },
      { endpoint: 'ftp://127.0.0.1/abc', keys },
      { endpoint: 'not a url', keys },
      { endpoint: newEndpoint(), keys: { p256dh: keys.p256dh, auth: 'c2hvcnQ' } },
      { endpoint: newEndpoint(), keys: { p256dh: keys.p256dh.slice(0, 40), auth: keys.auth } },
      { endpoint: newEndpoint(), keys: { p256dh: `${keys.p256dh.slice(0, -2)}+/`, auth: keys.auth } },
      { endpoint: newEndpoint(), keys: { p256dh: 42, auth: keys.auth } },
      [],
    ];
    for (const payload of bad) {
      const response = await subscribe(users.alice.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
    expect(await subscriptionsOf(users.alice.id)).toEqual([]);
  });

  it('pushes a notification to each device, signed with VAPID and readable only with the device’s key', async () => {
    const phone = await subscribedDevice('alice');
    const laptop = await subscribedDevice('alice');
    await notify('alice', { dedupeKey: 'push-1', title: 'Cholera rising in Nigeria', link: '/signals' });

    const notification = await t.app.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', users.alice.id)
      .where('dedupe_key', '=', 'push-1')
      .executeTakeFirstOrThrow();
    for (const device of [phone, laptop]) {
      const path = new URL(device.endpoint).pathname;
      const requests = service.received.filter((request) => request.path === path);
      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request.headers.ttl).toBe('86400');
      expect(request.headers.urgency).toBe('normal');
      expect(request.headers['content-type']).toBe('application/octet-stream');
      const payload = await openPush(request, {
        origin: service.origin,
        vapidPublicKey: t.config.vapid.publicKey,
        browser: device.browser,
      });
      expect(payload).toEqual({
        title: 'Cholera rising in Nigeria',
        body: 'Weekly counts rose.',
        url: `${t.config.publicUrl}/signals`,
      });
      // Another browser's key cannot read it.
      await expect(
        openPush(request, {
          origin: service.origin,
          vapidPublicKey: t.config.vapid.publicKey,
          browser: browserKeys(),
        }),
      ).rejects.toThrow();
    }
    const rows = await outboxOf(users.alice.id);
    expect(rows.map((row) => [row.status, row.http_status, row.notification_id, row.attempts])).toEqual([
      ['sent', 201, notification.id, 1],
      ['sent', 201, notification.id, 1],
    ]);
    expect(rows.every((row) => row.sent_at !== null && row.link === '/signals')).toBe(true);
    const subscriptions = await subscriptionsOf(users.alice.id);
    expect(subscriptions.every((s) => s.last_success_at !== null)).toBe(true);
  });

  it('pushes a burst of comments on one outbreak once, when its notification appears', async () => {
    const device = await subscribedDevice('burst');
    const author = await createUser(t.app.db);
    const [outbreakId] = await insertOutbreakRows(
      t.app.db,
      {
        country_id: await seeded.countryId(t.app.db, 'KEN'),
        disease_id: await seeded.diseaseId(t.app.db, 'Cholera'),
      },
      [{ reporter_id: users.burst.id, confirmed: true }],
    );
    for (let i = 0; i < 5; i += 1) {
      await t.app.db.transaction().execute(async (tx) => {
        const comment = await tx
          .insertInto('comments')
          .values({ outbreak_id: outbreakId, author_id: author.id, content: `Field note ${i}` })
          .returning('id')
          .executeTakeFirstOrThrow();
        await notifyCommentAdded(tx, context(), comment.id);
      });
    }
    await t.app.push.runOnce();
    const rows = await outboxOf(users.burst.id);
    expect(rows.map((row) => [row.status, row.title])).toEqual([
      ['sent', 'New expert comment on Cholera in Kenya'],
    ]);
    const path = new URL(device.endpoint).pathname;
    expect(service.received.filter((push) => push.path === path)).toHaveLength(1);
  });

  it('pushes nothing to a user who turned push off', async () => {
    await subscribedDevice('quiet');
    await t.app.db
      .updateTable('users')
      .set({ notify_push: false })
      .where('id', '=', users.quiet.id)
      .execute();
    await notify('quiet', { dedupeKey: 'push-quiet', title: 'Not pushed', link: '/signals' });
    expect(await outboxOf(users.quiet.id)).toEqual([]);
  });

  it.each([
    ['gone', 410],
    ['missing', 404],
  ])('forgets a subscription the push service calls gone (%s, %i)', async (name, status) => {
    const device = await subscribedDevice(name);
    service.answer(new URL(device.endpoint).pathname, status);
    await notify(name, { dedupeKey: `push-${name}`, title: 'Gone', link: '/signals' });
    expect(await subscriptionsOf(users[name].id)).toEqual([]);
    const [row] = await outboxOf(users[name].id);
    expect([row.status, row.http_status]).toEqual(['gone', status]);
  });

  it('retries a push service error with growing delays, then gives up', async () => {
    const device = await subscribedDevice('flaky');
    const path = new URL(device.endpoint).pathname;
    service.answer(path, 500, 503);
    await notify('flaky', { dedupeKey: 'push-flaky', title: 'Retried', link: '/signals' });
    let [row] = await outboxOf(users.flaky.id);
    expect([row.status, row.attempts, row.http_status]).toEqual(['pending', 1, 500]);
    expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing more is sent.
    const before = service.received.length;
    await t.app.push.runOnce();
    expect(service.received.length).toBe(before);

    /** The retry of this message is due now: the dispatcher's next pass sends it. */
    const retryNow = async (id: number) => {
      await t.app.db
        .updateTable('push_outbox')
        .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', id)
        .execute();
      await t.app.push.runOnce();
    };
    const due = async () => {
      await retryNow(row.id);
      [row] = await outboxOf(users.flaky.id);
    };
    await due();
    expect([row.status, row.attempts, row.http_status]).toEqual(['pending', 2, 503]);
    await due();
    expect([row.status, row.attempts, row.http_status]).toEqual(['sent', 3, 201]);
    expect(await subscriptionsOf(users.flaky.id)).toHaveLength(1);

    service.answer(path, ...Array<number>(MAX_PUSH_ATTEMPTS).fill(500));
    await notify('flaky', { dedupeKey: 'push-flaky-2', title: 'Given up', link: '/signals' });
    for (let attempt = 1; attempt < MAX_PUSH_ATTEMPTS; attempt += 1) {
      [, row] = await outboxOf(users.flaky.id);
      await retryNow(row.id);
    }
    [, row] = await outboxOf(users.flaky.id);
    expect([row.status, row.attempts, row.last_error]).toEqual([
      'failed',
      MAX_PUSH_ATTEMPTS,
      'push service answered 500',
    ]);
    // The subscription stays: a failing push service is not a gone subscription.
    expect(await subscriptionsOf(users.flaky.id)).toHaveLength(1);
  });

  it('moves an endpoint subscribed again by another account, and unsubscribes by endpoint', async () => {
    const device = await subscribedDevice('moved');
    const again = browserKeys();
    const moved = await subscribe(users.bob.token, { endpoint: device.endpoint, keys: again.keys });
    expect(moved.statusCode).toBe(201);
    expect(moved.json<{ message: string }>().message).toBe(PUSH_MESSAGES.subscribed);
    expect(await subscriptionsOf(users.moved.id)).toEqual([]);
    const [bobs] = await subscriptionsOf(users.bob.id);
    expect([bobs.endpoint, bobs.p256dh, bobs.auth]).toEqual([
      device.endpoint,
      again.keys.p256dh,
      again.keys.auth,
    ]);

    // Someone else cannot remove it; its owner can.
    const unsubscribe = (token: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/push/subscriptions',
        headers: bearer(token),
        payload: { endpoint: device.endpoint },
      });
    expect((await unsubscribe(users.moved.token)).statusCode).toBe(200);
    expect(await subscriptionsOf(users.bob.id)).toHaveLength(1);
    const removed = await unsubscribe(users.bob.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ message: string }>().message).toBe(PUSH_MESSAGES.unsubscribed);
    expect(await subscriptionsOf(users.bob.id)).toEqual([]);
    const badDelete = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: bearer(users.bob.token),
      payload: { endpoint: 'nope' },
    });
    expect(badDelete.statusCode).toBe(400);
  });

  it('forgets a deleted account’s devices and its unsent push messages', async () => {
    await subscribedDevice('leaving');
    await t.app.db
      .transaction()
      .execute((tx) => queuePush(tx, [users.leaving.id], { id: null, title: 'Unsent', body: '', link: '/' }));
    expect(await outboxOf(users.leaving.id)).toHaveLength(1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${users.leaving.id}`,
      headers: bearer(users.admin.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await subscriptionsOf(users.leaving.id)).toEqual([]);
    expect(await outboxOf(users.leaving.id)).toEqual([]);
  });
});
