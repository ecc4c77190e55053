import { Writable } from 'node:stream';
import { AUDIT_ACTIONS, ROLE, type AuditLogEntry, type AuthResponse } from '@outbreak-watch/domain';
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_PREFIX } from '../../lib/password-hasher.js';
import { bearer, createUser, signIn } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

/** What the audit viewer shows admins for one action. */
async function auditEntries(t: TestApp, adminToken: string, action: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit?action=${action}`,
    headers: bearer(adminToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ entries: AuditLogEntry[] }>().entries;
}

const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;

describe.each(DATABASE_KINDS)('security events on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  let adminToken: string;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000 }, { logger: { level: 'info', stream } });
    const admin = await createUser(t.app.db, { role_id: ROLE.ADMIN });
    adminToken = (await signIn(t.app, admin)).access_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes a successful sign-in to the audit log with its session', async () => {
    const user = await createUser(t.app.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.30.0.7',
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    const sessionId = sessionIdOf(response.json<AuthResponse>().access_token);
    const entries = (await auditEntries(t, adminToken, AUDIT_ACTIONS.signIn)).filter(
      (entry) => entry.actor_id === user.id,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      target_type: 'user',
      target_id: user.id,
      ip: '10.30.0.7',
      details: { session_id: sessionId },
    });
    expect(JSON.stringify(entries[0])).not.toContain(user.password);
  });

  it('writes a 403 on an admin route to the audit log, with the route and the session', async () => {
    const blogger = await createUser(t.app.db, { role_id: ROLE.BLOGGER });
    const token = (await signIn(t.app, blogger)).access_token;
    const denied = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) });
    expect(denied.statusCode).toBe(403);
    const entries = (await auditEntries(t, adminToken, AUDIT_ACTIONS.accessDenied)).filter(
      (entry) => entry.actor_id === blogger.id,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      target_type: 'route',
      details: {
        method: 'GET',
        route: '/api/admin/users',
        role_id: ROLE.BLOGGER,
        session_id: sessionIdOf(token),
      },
    });
    // A visitor is not a denial of access but a missing sign-in: 401, nothing written.
    const before = (await auditEntries(t, adminToken, AUDIT_ACTIONS.accessDenied)).length;
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    expect(await auditEntries(t, adminToken, AUDIT_ACTIONS.accessDenied)).toHaveLength(before);
  });

  it('names the user and the session on the log line of a signed-in request, and no one on a visitor’s', async () => {
    const user = await createUser(t.app.db);
    const token = (await signIn(t.app, user)).access_token;
    lines.length = 0;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/countries' })).statusCode).toBe(200);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const own = logged.find((line) => line.url === '/api/profile/me');
    expect(own).toMatchObject({ msg: 'request', user_id: user.id, session_id: sessionIdOf(token) });
    const visitor = logged.find((line) => line.url === '/api/countries');
    expect(visitor).toBeDefined();
    expect(visitor).not.toHaveProperty('user_id');
    expect(visitor).not.toHaveProperty('session_id');
  });

  describe('password hashes', () => {
    it('are made with the pinned argon2id parameters (OWASP: 19 MiB, two passes, one lane)', async () => {
      expect(PASSWORD_HASH_PREFIX).toBe('$argon2id$v=19$m=19456,t=2,p=1$');
      expect(await hashPassword('Quiet-Harbour-77')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('made with weaker parameters are replaced at the next sign-in, sessions and password kept', async () => {
      const user = await createUser(t.app.db);
      const before = await signIn(t.app, user);
      // argon2id with m=4096, t=1: what an older policy would have stored.
      const weak = await hash(user.password, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
      expect(weak).toContain('$m=4096,t=1,p=1$');
      await t.app.db.updateTable('users').set({ password_hash: weak }).where('id', '=', user.id).execute();
      const stored = () =>
        t.app.db
          .selectFrom('users')
          .select(['password_hash', 'password_changed_at'])
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow();
      const changedAt = (await stored()).password_changed_at;

      await signIn(t.app, user);
      const after = await stored();
      expect(after.password_hash.startsWith(PASSWORD_HASH_PREFIX)).toBe(true);
      expect(after.password_hash).not.toBe(weak);
      expect(after.password_changed_at).toBe(changedAt);
      // The password is the same: it still signs in, and the earlier session still works.
      await signIn(t.app, user);
      const earlier = await t.app.inject({
        method: 'GET',
        url: '/api/profile/me',
        headers: bearer(before.access_token),
      });
      expect(earlier.statusCode).toBe(200);
    });

    it('are left alone by a failed sign-in', async () => {
      const user = await createUser(t.app.db);
      const weak = await hash(user.password, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
      await t.app.db.updateTable('users').set({ password_hash: weak }).where('id', '=', user.id).execute();
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: 'Wrong-Guess-41x' },
      });
      expect(wrong.statusCode).toBe(401);
      const row = await t.app.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toBe(weak);
    });
  });
});
