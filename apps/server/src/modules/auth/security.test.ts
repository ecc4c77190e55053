import { Writable } from 'node:stream';
import {
  AUDIT_ACTIONS,
  AUTH_MESSAGES,
  ROLE,
  SESSION_LIFETIME,
  type AuditLogEntry,
  type AuthResponse,
  type ErrorResponse,
} from '@outbreak-watch/domain';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { DEVICE_COOKIE } from '../../lib/device-cookie.js';
import { adminTestUsers } from '../../test/admin-fixtures.js';
import { bearer, createUser, latestMailTo, signIn, type TestUser } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

const NEW_PASSWORD = 'Quiet-Harbour-77';

let counter = 0;
const uniqueEmail = (prefix = 'person') => `${prefix}${(counter += 1)}.${Date.now()}@example.org`;

describe.each(DATABASE_KINDS)('security on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (
    user: Pick<TestUser, 'email' | 'password'>,
    options: { address?: string; cookie?: string; password?: string; remember?: boolean } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: options.address ?? '10.20.0.1',
      headers: options.cookie ? { cookie: `${DEVICE_COOKIE}=${options.cookie}` } : {},
      payload: {
        email: user.email,
        password: options.password ?? user.password,
        ...(options.remember === undefined ? {} : { remember: options.remember }),
      },
    });
  const deviceCookieOf = (response: Awaited<ReturnType<typeof login>>) =>
    response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)?.value;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  async function resetPasswordOf(user: TestUser, password = NEW_PASSWORD) {
    expect((await post('/api/forgot-password', { email: user.email })).statusCode).toBe(200);
    const token = (await latestMailTo(t.app.db, user.email))!.link!.searchParams.get('token')!;
    return post('/api/reset-password', { token, email: user.email, password });
  }

  describe('sign-in throttling', () => {
    it('eleven wrong passwords from another address do not stop the owner signing in from a known browser', async () => {
      const owner = await createUser(t.app.db);
      const first = await login(owner, { address: '10.21.0.1' });
      expect(first.statusCode).toBe(200);
      const cookie = deviceCookieOf(first)!;
      expect(cookie).toBeTruthy();
      expect(first.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
      });

      const statuses = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push(
          (await login(owner, { address: '203.0.113.9', password: `Wrong-Guess-${i}x` })).statusCode,
        );
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(6);
      expect(statuses.slice(6).every((status) => status === 429)).toBe(true);

      // A browser the account does not know waits, even with the right password…
      const stranger = await login(owner, { address: '198.51.100.7' });
      expect(stranger.statusCode).toBe(429);
      expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
      // …and so does one holding a cookie made for another account.
      const other = await createUser(t.app.db);
      const otherCookie = deviceCookieOf(await login(other))!;
      expect((await login(owner, { address: '198.51.100.7', cookie: otherCookie })).statusCode).toBe(429);
      // The owner's browser signs in at once.
      const known = await login(owner, { address: '10.21.0.1', cookie });
      expect(known.statusCode).toBe(200);
      expect(deviceCookieOf(known)).not.toBe(cookie);
    });

    it('a completed password reset lifts the wait', async () => {
      const owner = await createUser(t.app.db);
      for (let i = 0; i < 6; i += 1)
        await login(owner, { address: '203.0.113.10', password: 'Wrong-Guess-1x' });
      expect((await login(owner, { address: '198.51.100.8' })).statusCode).toBe(429);
      expect((await resetPasswordOf(owner)).statusCode).toBe(200);
      expect(
        (await login({ ...owner, password: NEW_PASSWORD }, { address: '198.51.100.8' })).statusCode,
      ).toBe(200);
    });

    it('of 20 parallel guesses only those before the first wait are checked', async () => {
      const owner = await createUser(t.app.db);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          login(owner, { address: `10.22.0.${i}`, password: 'Wrong-Guess-1x' }),
        ),
      );
      expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(6);
      expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(14);
    });

    it('slows one address guessing across many accounts, and no other address', async () => {
      const guesses = [];
      for (let i = 0; i < 21; i += 1) {
        guesses.push(
          (
            await login(
              { email: uniqueEmail('nobody'), password: 'Wrong-Guess-1x' },
              { address: '203.0.113.50' },
            )
          ).statusCode,
        );
      }
      expect(guesses.every((status) => status === 401)).toBe(true);
      const user = await createUser(t.app.db);
      expect((await login(user, { address: '203.0.113.50' })).statusCode).toBe(429);
      expect((await login(user, { address: '203.0.113.51' })).statusCode).toBe(200);
    });

    it('a successful sign-in does not clear its address’s count of failures elsewhere', async () => {
      const user = await createUser(t.app.db);
      for (let i = 0; i < 21; i += 1) {
        await login({ email: uniqueEmail('ghost'), password: 'Wrong-Guess-1x' }, { address: '203.0.113.60' });
        if (i === 10) expect((await login(user, { address: '203.0.113.60' })).statusCode).toBe(200);
      }
      expect((await login(user, { address: '203.0.113.60' })).statusCode).toBe(429);
    });

    it('keeps the counts in the database, so a second instance refuses what the first counted', async () => {
      const second = await buildApp({ config: t.config, database: t.database, logger: false });
      await second.ready();
      try {
        const owner = await createUser(t.app.db);
        for (let i = 0; i < 6; i += 1)
          await login(owner, { address: '203.0.113.70', password: 'Wrong-Guess-1x' });
        const elsewhere = await second.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '198.51.100.70',
          payload: { email: owner.email, password: owner.password },
        });
        expect(elsewhere.statusCode).toBe(429);
      } finally {
        await second.close();
      }
    });
  });

  describe('security events in the audit log', () => {
    async function auditEntries(action: string, targetId: number) {
      const { superAdmin } = await adminTestUsers(t);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit?action=${action}&target_id=${targetId}`,
        headers: bearer(superAdmin.token),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ entries: AuditLogEntry[] }>().entries;
    }

    it('records failed sign-ins and the wait they start, with address and request id, visible to admins', async () => {
      const owner = await createUser(t.app.db);
      for (let i = 0; i < 6; i += 1)
        await login(owner, { address: '203.0.113.80', password: 'Wrong-Guess-1x' });
      const failures = await auditEntries(AUDIT_ACTIONS.signInFailed, owner.id);
      expect(failures).toHaveLength(6);
      expect(failures[0]).toMatchObject({ ip: '203.0.113.80', target_type: 'user', actor_id: null });
      expect(failures[0].request_id).toBeTruthy();
      expect(JSON.stringify(failures)).not.toContain('Wrong-Guess');
      const throttled = await auditEntries(AUDIT_ACTIONS.signInThrottled, owner.id);
      expect(throttled).toHaveLength(1);
      expect(throttled[0].details).toMatchObject({ scope: 'account' });
    });

    it('records reset requested and done, and a reused refresh token', async () => {
      const owner = await createUser(t.app.db);
      const session = await signIn(t.app, owner);
      await post('/api/refresh_token', { refresh_token: session.refresh_token });
      expect((await post('/api/refresh_token', { refresh_token: session.refresh_token })).statusCode).toBe(
        401,
      );
      expect(await auditEntries(AUDIT_ACTIONS.refreshReused, owner.id)).toHaveLength(1);

      expect((await resetPasswordOf(owner)).statusCode).toBe(200);
      expect(await auditEntries(AUDIT_ACTIONS.resetRequested, owner.id)).toHaveLength(1);
      const done = await auditEntries(AUDIT_ACTIONS.resetCompleted, owner.id);
      expect(done).toHaveLength(1);
      expect(done[0].actor_id).toBe(owner.id);
    });
  });

  describe('sessions', () => {
    async function sessionRow(refreshToken: string) {
      const { createHash } = await import('node:crypto');
      const hash = createHash('sha256').update(refreshToken).digest('hex');
      return t.app.db
        .selectFrom('refresh_tokens as r')
        .innerJoin('sessions as s', 's.id', 'r.family_id')
        .select(['s.id', 's.created_at', 's.expires_at'])
        .where('r.token_hash', '=', hash)
        .executeTakeFirstOrThrow();
    }
    const lifetimeOf = (row: { created_at: string; expires_at: string }) =>
      (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 1000;

    it('lasts 12 hours from sign-in, 30 days when remembered, 8 hours for admins either way', async () => {
      const member = await createUser(t.app.db);
      const plain = (await login(member)).json<AuthResponse>();
      expect(lifetimeOf(await sessionRow(plain.refresh_token))).toBe(SESSION_LIFETIME.browser);
      const remembered = (await login(member, { remember: true })).json<AuthResponse>();
      expect(lifetimeOf(await sessionRow(remembered.refresh_token))).toBe(SESSION_LIFETIME.remembered);
      const admin = await createUser(t.app.db, { role_id: ROLE.ADMIN });
      const adminSession = (await login(admin, { remember: true })).json<AuthResponse>();
      expect(lifetimeOf(await sessionRow(adminSession.refresh_token))).toBe(SESSION_LIFETIME.admin);
      expect(adminSession.refresh_token_exp - Date.now() / 1000).toBeLessThanOrEqual(SESSION_LIFETIME.admin);
    });

    it('a session older than its absolute limit can neither refresh nor use its access token', async () => {
      const member = await createUser(t.app.db);
      const session = (await login(member, { remember: true })).json<AuthResponse>();
      const row = await sessionRow(session.refresh_token);
      await t.app.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', row.id)
        .execute();
      expect((await post('/api/refresh_token', { refresh_token: session.refresh_token })).statusCode).toBe(
        401,
      );
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/profile/me',
        headers: bearer(session.access_token),
      });
      expect(me.statusCode).toBe(401);
    });

    it('refreshing never carries a session past its end', async () => {
      const member = await createUser(t.app.db);
      const session = (await login(member, { remember: true })).json<AuthResponse>();
      const row = await sessionRow(session.refresh_token);
      const end = new Date(Date.now() + 60 * 60 * 1000);
      await t.app.db
        .updateTable('sessions')
        .set({ expires_at: end.toISOString() })
        .where('id', '=', row.id)
        .execute();
      const refreshed = await post('/api/refresh_token', { refresh_token: session.refresh_token });
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json<AuthResponse>().refresh_token_exp).toBeLessThanOrEqual(
        Math.floor(end.getTime() / 1000),
      );
    });

    it('sign-out ends the access token at once, and only that session', async () => {
      const member = await createUser(t.app.db);
      const session = (await login(member)).json<AuthResponse>();
      const other = (await login(member)).json<AuthResponse>();
      expect((await post('/api/logout', { refresh_token: session.refresh_token })).statusCode).toBe(200);
      const me = (token: string) =>
        t.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(token) });
      expect((await me(session.access_token)).statusCode).toBe(401);
      expect((await me(other.access_token)).statusCode).toBe(200);
    });

    it('refuses signed tokens without exp, iat, the expected issuer or audience, or a session', async () => {
      const member = await createUser(t.app.db);
      const session = (await login(member)).json<AuthResponse>();
      const sid = (await sessionRow(session.refresh_token)).id;
      const user = await t.app.db
        .selectFrom('users')
        .select('password_changed_at')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      const key = new TextEncoder().encode(t.config.jwtSecret);
      const now = Math.floor(Date.now() / 1000);
      const make = (parts: { exp?: boolean; iat?: boolean; iss?: string; aud?: string; sid?: boolean }) => {
        let jwt = new SignJWT({ pwv: user.password_changed_at, ...(parts.sid === false ? {} : { sid }) })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(member.id));
        if (parts.iss !== '') jwt = jwt.setIssuer(parts.iss ?? 'outbreak-watch');
        if (parts.aud !== '') jwt = jwt.setAudience(parts.aud ?? 'outbreak-watch-api');
        if (parts.iat !== false) jwt = jwt.setIssuedAt(now);
        if (parts.exp !== false) jwt = jwt.setExpirationTime(now + 600);
        return jwt.sign(key);
      };
      const status = async (token: string) =>
        (await t.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(token) })).statusCode;
      expect(await status(await make({}))).toBe(200);
      expect(await status(await make({ exp: false }))).toBe(401);
      expect(await status(await make({ iat: false }))).toBe(401);
      expect(await status(await make({ iss: '' }))).toBe(401);
      expect(await status(await make({ iss: 'someone-else' }))).toBe(401);
      expect(await status(await make({ aud: '' }))).toBe(401);
      expect(await status(await make({ sid: false }))).toBe(401);
    });
  });

  describe('reset links', () => {
    it('an older reset link fails once a newer one is issued', async () => {
      const owner = await createUser(t.app.db);
      await post('/api/forgot-password', { email: owner.email });
      const older = (await latestMailTo(t.app.db, owner.email))!.link!.searchParams.get('token')!;
      await post('/api/forgot-password', { email: owner.email });
      const newer = (await latestMailTo(t.app.db, owner.email))!.link!.searchParams.get('token')!;
      const withOlder = await post('/api/reset-password', {
        token: older,
        email: owner.email,
        password: NEW_PASSWORD,
      });
      expect(withOlder.statusCode).toBe(400);
      expect(withOlder.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
      expect((await login(owner)).statusCode).toBe(200);
      const withNewer = await post('/api/reset-password', {
        token: newer,
        email: owner.email,
        password: NEW_PASSWORD,
      });
      expect(withNewer.statusCode).toBe(200);
    });
  });
});

describe('no secrets in logs', () => {
  it('no log line carries a live link token or code, with mail written to files; one line per request', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await createTestApp(
      'sqlite',
      { authRateLimitPerMinute: 100_000 },
      { logger: { level: 'info', stream } },
    );
    try {
      const email = uniqueEmail('logged');
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email, password: NEW_PASSWORD, first_name: 'Lin', last_name: 'Okoro', type: 'regular' },
      });
      expect(registered.statusCode).toBe(201);
      const verifyLink = (await latestMailTo(t.app.db, email))!.link!;
      const code = verifyLink.searchParams.get('code')!;
      const verified = await t.app.inject({ method: 'GET', url: `/api/verify-email${verifyLink.search}` });
      expect(verified.statusCode).toBe(200);

      await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
      const token = (await latestMailTo(t.app.db, email))!.link!.searchParams.get('token')!;
      // A browser opening the link asks for the page with the token in its address.
      await t.app.inject({ method: 'GET', url: `/auth/reset-password?token=${token}&email=${email}` });
      await t.app.mail.idle();
      const session = (
        await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: NEW_PASSWORD } })
      ).json<AuthResponse>();

      const log = lines.join('');
      // One line per request, when it is answered: five requests, five lines.
      const requestLines = log
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg: string })
        .filter((entry) => entry.msg === 'request');
      expect(requestLines).toHaveLength(5);
      expect(log).not.toContain('incoming request');
      expect(log).toContain('/api/verify-email?code=[redacted]');
      expect(log).toContain('mail written to file');
      for (const secret of [code, token, NEW_PASSWORD, session.refresh_token, session.access_token]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
