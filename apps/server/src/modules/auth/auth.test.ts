import {
  AUTH_MESSAGES,
  ROLE,
  SESSION_LIFETIME,
  type AuthResponse,
  type ErrorResponse,
} from '@outbreak-watch/domain';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, latestMailTo, signIn } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { ensureAdmin } from '../../db/seed/admin-bootstrap.js';

const STRONG = 'Sturdy-Lantern-42';
const NEW_STRONG = 'Quiet-Harbour-77';

let counter = 0;
const uniqueEmail = (prefix = 'person') => `${prefix}${(counter += 1)}.${Date.now()}@Example.org`;

describe.each(DATABASE_KINDS)('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const countUsers = async (email: string) =>
    Number(
      (
        await t.app.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('email', '=', email.toLowerCase())
          .executeTakeFirstOrThrow()
      ).n,
    );
  const registration = (overrides: object = {}) => ({
    email: uniqueEmail(),
    password: STRONG,
    first_name: 'Amina',
    last_name: 'Okafor',
    type: 'regular',
    ...overrides,
  });

  describe('registration', () => {
    it('creates an unverified blogger with a session and queues the verification mail', async () => {
      const payload = registration();
      const response = await post('/api/register', payload);
      expect(response.statusCode).toBe(201);
      const body = response.json<AuthResponse>();
      expect(body.user).toEqual({
        id: expect.any(Number),
        email: payload.email.toLowerCase(),
        first_name: 'Amina',
        last_name: 'Okafor',
        role_id: ROLE.BLOGGER,
        is_verified: false,
        user_type: 'regular',
        // Not chosen yet: the browser's languages decide.
        language: null,
      });
      expect(body.access_token.split('.')).toHaveLength(3);
      expect(body.refresh_token.length).toBeGreaterThan(30);
      const now = Date.now() / 1000;
      expect(body.access_token_exp - now).toBeGreaterThan(14 * 60);
      expect(body.access_token_exp - now).toBeLessThanOrEqual(15 * 60 + 1);
      // A new account's session is not remembered: it ends 12 hours after registration.
      expect(body.refresh_token_exp - now).toBeGreaterThan(SESSION_LIFETIME.browser - 60);
      expect(body.refresh_token_exp - now).toBeLessThanOrEqual(SESSION_LIFETIME.browser);
      expect(response.headers['set-cookie']).toEqual(expect.stringContaining('XSRF-TOKEN='));
      const mail = await latestMailTo(t.app.db, payload.email);
      expect(mail?.link?.pathname).toBe('/verify-email');
      expect(mail?.link?.searchParams.get('email')).toBe(payload.email.toLowerCase());
      expect(mail?.link?.searchParams.get('code')?.length).toBeGreaterThan(30);
    });

    it('makes a reporter of account type reporter', async () => {
      const response = await post('/api/register', registration({ type: 'reporter' }));
      expect(response.statusCode).toBe(201);
      expect(response.json<AuthResponse>().user).toMatchObject({
        role_id: ROLE.REPORTER,
        user_type: 'reporter',
      });
    });

    it.each([
      ['type admin', { type: 'admin' }],
      ['type super_admin', { type: 'super_admin' }],
      ['a role_id field', { role_id: 1 }],
      ['a role field', { role: 'admin' }],
      ['an is_verified field', { is_verified: true }],
    ])('never yields an admin: %s is a 400 and creates nobody', async (_name, extra) => {
      const payload = registration(extra);
      const response = await post('/api/register', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorResponse>().message.length).toBeGreaterThan(5);
      expect(await countUsers(payload.email)).toBe(0);
    });

    it.each([
      ['a weak password', 'abcdefgh', 'Please use a stronger password'],
      ['a short password', 'Ab1!', 'Password must be at least 8 characters long.'],
      ['a 129-character password', `Aa1!${'x'.repeat(125)}`, 'Maximum length is 128 characters'],
      ['Password1!', 'Password1!', AUTH_MESSAGES.passwordTooCommon],
      ['P@ssw0rd2024', 'P@ssw0rd2024', AUTH_MESSAGES.passwordTooCommon],
    ])('refuses %s with its message', async (_name, password, message) => {
      const payload = registration({ password });
      const response = await post('/api/register', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorResponse>().message).toBe(message);
      expect(await countUsers(payload.email)).toBe(0);
    });

    it('accepts a 128-character password', async () => {
      const response = await post(
        '/api/register',
        registration({ password: `Aa1!${'Quiet harbour lanterns glow at dusk; '.repeat(4).slice(0, 124)}` }),
      );
      expect(response.statusCode).toBe(201);
    });

    it.each([
      ['first name', { first_name: '  ' }, 'First name is required.'],
      ['last name', { last_name: '' }, 'Last name is required.'],
      ['email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ])('refuses a missing or bad %s with the spec message', async (_name, extra, message) => {
      const response = await post('/api/register', registration(extra));
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorResponse>().message).toBe(message);
    });

    it('checks title, qualification and affiliation ids against their tables', async () => {
      const title = await t.app.db.selectFrom('titles').select('id').executeTakeFirstOrThrow();
      const ok = await post('/api/register', registration({ title_id: title.id }));
      expect(ok.statusCode).toBe(201);
      for (const [field, message] of [
        ['title_id', AUTH_MESSAGES.unknownTitle],
        ['qualification_id', AUTH_MESSAGES.unknownQualification],
        ['affiliation_id', AUTH_MESSAGES.unknownAffiliation],
      ]) {
        const payload = registration({ [field]: 987654 });
        const response = await post('/api/register', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<ErrorResponse>().message).toBe(message);
        expect(await countUsers(payload.email)).toBe(0);
      }
    });

    it('treats email case-insensitively: a second account for the same address is a 409', async () => {
      const email = uniqueEmail('Case');
      expect((await post('/api/register', registration({ email }))).statusCode).toBe(201);
      const again = await post('/api/register', registration({ email: email.toUpperCase() }));
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.emailTaken);
      expect(await countUsers(email)).toBe(1);
    });

    it('creates one user from 10 parallel registrations of one email', async () => {
      const email = uniqueEmail('race');
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => post('/api/register', registration({ email }))),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(9);
      expect(await countUsers(email)).toBe(1);
    });
  });

  describe('sign-in', () => {
    it('answers a wrong password and an unknown email with the same 401 body', async () => {
      const user = await createUser(t.app.db);
      const wrong = await post('/api/login', { email: user.email, password: 'Wrong-Password-1' });
      const unknown = await post('/api/login', {
        email: uniqueEmail('nobody'),
        password: 'Wrong-Password-1',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);
      expect(wrong.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.invalidCredentials);
    });

    it('spends comparable time on an unknown email as on a wrong password', async () => {
      const user = await createUser(t.app.db);
      const time = async (email: string) => {
        const started = performance.now();
        await post('/api/login', { email, password: 'Wrong-Password-1' });
        return performance.now() - started;
      };
      await time(uniqueEmail('warmup'));
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        known.push(await time(user.email));
        unknown.push(await time(uniqueEmail('ghost')));
      }
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      // Both paths run one argon2 verification; without the dummy hash the unknown path would be ~50x faster.
      expect(mean(unknown)).toBeGreaterThan(mean(known) / 3);
    });

    it('signs in case-insensitively and lets unverified users in', async () => {
      const user = await createUser(t.app.db, { is_verified: false });
      const session = await signIn(t.app, { email: user.email.toUpperCase(), password: user.password });
      expect(session.user).toMatchObject({ id: user.id, is_verified: false });
    });

    it('refuses a suspended user with a message', async () => {
      const user = await createUser(t.app.db, { is_suspended: true });
      const response = await post('/api/login', { email: user.email, password: user.password });
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.accountSuspended);
    });

    it('requires email and password with the spec messages', async () => {
      const missing = await post('/api/login', { email: '', password: '' });
      expect(missing.statusCode).toBe(400);
      const messages = missing.json<ErrorResponse>().details?.map((d) => d.message);
      expect(messages).toEqual(
        expect.arrayContaining(['Email address is required.', 'Password is required.']),
      );
    });
  });

  describe('access tokens', () => {
    it('lets a valid token through and refuses forged, expired and alg:none tokens', async () => {
      const user = await createUser(t.app.db);
      const session = await signIn(t.app, user);
      const me = (token: string) =>
        t.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(token) });
      expect((await me(session.access_token)).statusCode).toBe(200);

      const [header, payload] = session.access_token.split('.');
      const forged = await new SignJWT(
        JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
      )
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-that-is-at-least-32-chars'));
      const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
      const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: '1', pwv: 'x', exp: 9999999999 })).toString('base64url')}.${session.access_token.split('.')[2]}`;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const expired = await new SignJWT({ ...claims, iat: 1_000_000, exp: 1_000_900 })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(t.config.jwtSecret));

      for (const token of [forged, unsigned, tampered, expired, 'garbage']) {
        const response = await me(token);
        expect(response.statusCode).toBe(401);
        expect(response.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.sessionExpired);
      }
      const none = await t.app.inject({ method: 'GET', url: '/api/profile/me' });
      expect(none.statusCode).toBe(401);
      expect(none.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.authenticationRequired);
    });

    it('refuses a still-valid access token once its user is suspended', async () => {
      const user = await createUser(t.app.db);
      const session = await signIn(t.app, user);
      await t.app.db.updateTable('users').set({ is_suspended: true }).where('id', '=', user.id).execute();
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/profile/me',
        headers: bearer(session.access_token),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.accountSuspended);
    });
  });

  describe('refresh tokens', () => {
    it('rotates: the new token works and the old one, reused, revokes the whole family', async () => {
      const user = await createUser(t.app.db);
      const first = await signIn(t.app, user);
      const second = await post('/api/refresh_token', { refresh_token: first.refresh_token });
      expect(second.statusCode).toBe(200);
      const rotated = second.json<AuthResponse>();
      expect(rotated.refresh_token).not.toBe(first.refresh_token);
      expect(rotated.user.id).toBe(user.id);

      const reuse = await post('/api/refresh_token', { refresh_token: first.refresh_token });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.invalidRefreshToken);
      // The thief's reuse also ends the legitimate holder's newer token.
      expect((await post('/api/refresh_token', { refresh_token: rotated.refresh_token })).statusCode).toBe(
        401,
      );
      // Other sessions of the same user are other families and keep working.
      const other = await signIn(t.app, user);
      expect((await post('/api/refresh_token', { refresh_token: other.refresh_token })).statusCode).toBe(200);
    });

    it('refuses unknown and expired tokens', async () => {
      expect((await post('/api/refresh_token', { refresh_token: 'made-up-token' })).statusCode).toBe(401);
      const user = await createUser(t.app.db);
      const session = await signIn(t.app, user);
      await t.app.db
        .updateTable('refresh_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', user.id)
        .execute();
      expect((await post('/api/refresh_token', { refresh_token: session.refresh_token })).statusCode).toBe(
        401,
      );
    });

    it('refuses a suspended user at refresh', async () => {
      const user = await createUser(t.app.db);
      const session = await signIn(t.app, user);
      await t.app.db.updateTable('users').set({ is_suspended: true }).where('id', '=', user.id).execute();
      const response = await post('/api/refresh_token', { refresh_token: session.refresh_token });
      expect(response.statusCode).toBe(403);
    });

    it('logout revokes the refresh token', async () => {
      const user = await createUser(t.app.db);
      const session = await signIn(t.app, user);
      const logout = await post('/api/logout', { refresh_token: session.refresh_token });
      expect(logout.statusCode).toBe(200);
      expect((await post('/api/refresh_token', { refresh_token: session.refresh_token })).statusCode).toBe(
        401,
      );
    });
  });

  describe('email verification', () => {
    it('works once with the mailed link, and not for another email, expired, or missing code', async () => {
      const payload = registration();
      const registered = (await post('/api/register', payload)).json<AuthResponse>();
      const link = (await latestMailTo(t.app.db, payload.email))!.link!;
      const code = link.searchParams.get('code')!;
      const email = link.searchParams.get('email')!;
      const verify = (query: string) => t.app.inject({ method: 'GET', url: `/api/verify-email?${query}` });

      const foreign = await verify(`code=${code}&email=${encodeURIComponent(uniqueEmail('other'))}`);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.verificationLinkInvalid);

      const ok = await verify(`code=${code}&email=${encodeURIComponent(email)}`);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        message: 'Your email has been successfully verified',
        user: { id: registered.user.id, is_verified: true },
      });

      const again = await verify(`code=${code}&email=${encodeURIComponent(email)}`);
      expect(again.statusCode).toBe(400);
      expect((await verify(`email=${encodeURIComponent(email)}`)).statusCode).toBe(400);
    });

    it('refuses an expired verification link', async () => {
      const payload = registration();
      const registered = (await post('/api/register', payload)).json<AuthResponse>();
      const link = (await latestMailTo(t.app.db, payload.email))!.link!;
      await t.app.db
        .updateTable('email_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', registered.user.id)
        .execute();
      const response = await t.app.inject({ method: 'GET', url: `/api/verify-email${link.search}` });
      expect(response.statusCode).toBe(400);
    });

    it('resends to unverified accounts only, with one answer for every address', async () => {
      const unverified = await createUser(t.app.db, { is_verified: false });
      const verified = await createUser(t.app.db);
      const bodies = new Set<string>();
      for (const email of [unverified.email, verified.email, uniqueEmail('ghost')]) {
        const response = await post('/api/resend-verification', { email });
        expect(response.statusCode).toBe(200);
        bodies.add(response.body);
      }
      expect(bodies.size).toBe(1);
      expect((await latestMailTo(t.app.db, unverified.email))?.link?.pathname).toBe('/verify-email');
      expect(await latestMailTo(t.app.db, verified.email)).toBeUndefined();
    });
  });

  describe('password reset', () => {
    async function requestReset(email: string) {
      const response = await post('/api/forgot-password', { email });
      expect(response.statusCode).toBe(200);
      const mail = await latestMailTo(t.app.db, email);
      return { response, link: mail?.link };
    }

    it('answers every address alike and mails only registered ones', async () => {
      const user = await createUser(t.app.db);
      const known = await requestReset(user.email);
      const ghost = uniqueEmail('ghost');
      const unknown = await requestReset(ghost);
      expect(known.response.body).toBe(unknown.response.body);
      expect(known.response.json()).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
      expect(known.link?.pathname).toBe('/auth/reset-password');
      expect(unknown.link).toBeUndefined();
    });

    it('resets once, ends every session, mails a notice, and returns no tokens', async () => {
      const user = await createUser(t.app.db);
      const session = await signIn(t.app, user);
      const { link } = await requestReset(user.email);
      const token = link!.searchParams.get('token')!;
      const reset = await post('/api/reset-password', { token, email: user.email, password: NEW_STRONG });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: 'Your password has been successfully reset' });

      expect((await post('/api/login', { email: user.email, password: user.password })).statusCode).toBe(401);
      expect((await post('/api/login', { email: user.email, password: NEW_STRONG })).statusCode).toBe(200);
      expect((await post('/api/refresh_token', { refresh_token: session.refresh_token })).statusCode).toBe(
        401,
      );
      const oldAccess = await t.app.inject({
        method: 'GET',
        url: '/api/profile/me',
        headers: bearer(session.access_token),
      });
      expect(oldAccess.statusCode).toBe(401);
      expect((await latestMailTo(t.app.db, user.email))?.subject).toMatch(/password was changed/);

      const again = await post('/api/reset-password', {
        token,
        email: user.email,
        password: 'Another-Brave-Kite-9',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    });

    it('voids older reset links when the password changes', async () => {
      const user = await createUser(t.app.db);
      const first = (await requestReset(user.email)).link!.searchParams.get('token')!;
      const second = (await requestReset(user.email)).link!.searchParams.get('token')!;
      expect(
        (await post('/api/reset-password', { token: second, email: user.email, password: NEW_STRONG }))
          .statusCode,
      ).toBe(200);
      expect(
        (
          await post('/api/reset-password', {
            token: first,
            email: user.email,
            password: 'Another-Brave-Kite-9',
          })
        ).statusCode,
      ).toBe(400);
    });

    it('refuses an expired link, another email, and a weak password, changing nothing', async () => {
      const user = await createUser(t.app.db);
      const other = await createUser(t.app.db);
      const token = (await requestReset(user.email)).link!.searchParams.get('token')!;
      const weak = await post('/api/reset-password', { token, email: user.email, password: 'Password1!' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.passwordTooCommon);
      expect(
        (await post('/api/reset-password', { token, email: other.email, password: NEW_STRONG })).statusCode,
      ).toBe(400);
      await t.app.db
        .updateTable('email_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', user.id)
        .execute();
      expect(
        (await post('/api/reset-password', { token, email: user.email, password: NEW_STRONG })).statusCode,
      ).toBe(400);
      expect((await post('/api/login', { email: user.email, password: user.password })).statusCode).toBe(200);
    });

    it('lets exactly one of 20 parallel uses of one reset token succeed', async () => {
      const user = await createUser(t.app.db);
      const token = (await requestReset(user.email)).link!.searchParams.get('token')!;
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post('/api/reset-password', { token, email: user.email, password: `Parallel-Kite-${i}x` }),
        ),
      );
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(19);
    });
  });

  describe('CSRF double submit', () => {
    it('refuses a state-changing request whose header does not match the XSRF cookie', async () => {
      const user = await createUser(t.app.db);
      const session = await signIn(t.app, user);
      const cookie = 'XSRF-TOKEN=abc123';
      const without = await post('/api/logout', { refresh_token: session.refresh_token }, { cookie });
      expect(without.statusCode).toBe(403);
      expect(without.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.invalidCsrfToken);
      const wrong = await post(
        '/api/logout',
        { refresh_token: session.refresh_token },
        { cookie, 'x-xsrf-token': 'zzz' },
      );
      expect(wrong.statusCode).toBe(403);
      const right = await post(
        '/api/logout',
        { refresh_token: session.refresh_token },
        { cookie, 'x-xsrf-token': 'abc123' },
      );
      expect(right.statusCode).toBe(200);
      const get = await t.app.inject({ method: 'GET', url: '/api/countries', headers: { cookie } });
      expect(get.statusCode).toBe(200);
    });
  });

  describe('admin bootstrap', () => {
    it('creates a verified super admin once and promotes an existing account', async () => {
      const email = uniqueEmail('boss');
      expect(await ensureAdmin(t.app.db, { email, password: STRONG })).toBe('created');
      expect(await ensureAdmin(t.app.db, { email, password: STRONG })).toBe('unchanged');
      const session = await signIn(t.app, { email, password: STRONG });
      expect(session.user).toMatchObject({ role_id: ROLE.SUPER_ADMIN, is_verified: true });

      const member = await createUser(t.app.db, { is_verified: false });
      expect(await ensureAdmin(t.app.db, { email: member.email, password: STRONG })).toBe('promoted');
      expect((await signIn(t.app, member)).user).toMatchObject({
        role_id: ROLE.SUPER_ADMIN,
        is_verified: true,
      });
      await expect(ensureAdmin(t.app.db, { email: uniqueEmail(), password: 'Password1!' })).rejects.toThrow(
        /refused/,
      );
    });
  });
});

describe('auth rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { authRateLimitPerMinute: 3 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with a message and Retry-After past the per-address limit', async () => {
    const responses = [];
    for (let i = 0; i < 4; i += 1) {
      responses.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.1.1.1',
          payload: { email: 'a@example.org', password: 'x' },
        }),
      );
    }
    expect(responses.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
    expect(responses[3]?.headers['retry-after']).toBeDefined();
    expect(responses[3]?.json<ErrorResponse>().message).toMatch(/^Too many requests/);
  });

  it('counts by the peer address, not a client-chosen X-Forwarded-For', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.4.4.4',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
        payload: { email: `nobody${i}@example.org`, password: 'x' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
