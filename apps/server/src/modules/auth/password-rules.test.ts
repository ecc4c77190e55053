import {
  DEMO_PASSWORD,
  PASSWORD_PROBLEMS,
  type ErrorResponse,
  type PasswordProblemCode,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, latestMailTo, type TestUser } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}${(counter += 1)}.${Date.now()}@example.org`;

/** Each refused password with the code its refusal carries (NIST SP 800-63B and spec §5). */
const REFUSED: [string, string, PasswordProblemCode][] = [
  ['an empty password', '', 'password_required'],
  ['a short one, counted in code points', 'Ab1!😀😀', 'password_too_short'],
  ['a 129-character one', `Aa1!${'x'.repeat(125)}`, 'password_too_long'],
  ['a weak one', 'abcdefgh', 'password_too_weak'],
  ['the published demo password', DEMO_PASSWORD, 'password_is_demo'],
  ['the demo password dressed up', `${DEMO_PASSWORD}!`, 'password_is_demo'],
  ['the product name', 'My-Outbreak-Watch-7', 'password_has_product_name'],
  ['the domain words of the issue', 'Outbreaks#Surveil9', 'password_has_domain_word'],
  ['surveillance and a year', 'Surveillance#2029', 'password_has_domain_word'],
  ['a domain word in look-alike digits', 'Ep1dem1c-Harbour', 'password_has_domain_word'],
  ['another domain word', 'Pandemic-Kite-47', 'password_has_domain_word'],
  ['the email', 'Kestrel.Fox!93', 'password_has_email'],
  ['a name', 'Amina-Harbour-88', 'password_has_name'],
  ['a repeated character', 'Zzzz-Harbour-88', 'password_repeats'],
  ['a repeated pattern', 'Ab1!Ab1!Ab1!', 'password_repeats'],
  ['an ascending run', 'Harbour-1234-Kite', 'password_sequence'],
  ['a descending run', 'Kite-dcba-Harbour9', 'password_sequence'],
  ['a common password', 'Password1!', 'password_too_common'],
  ['a common password in look-alikes', 'P@ssw0rd2024', 'password_too_common'],
];

describe.each(DATABASE_KINDS)('password rules on %s (NIST SP 800-63B)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const register = (password: string, email: string) =>
    post('/api/register', {
      email,
      password,
      first_name: 'Amina',
      last_name: 'Okafor',
      type: 'regular',
    });
  const signIn = (user: Pick<TestUser, 'email'>, password: string) =>
    post('/api/login', { email: user.email, password });

  /** The refusal as the API must give it: the text, and the code beside it in `details`. */
  function expectRefusal(response: Awaited<ReturnType<typeof post>>, code: PasswordProblemCode) {
    expect(response.statusCode).toBe(400);
    const message = PASSWORD_PROBLEMS[code];
    expect(response.json<ErrorResponse>()).toMatchObject({
      message,
      details: [{ field: 'password', message, code }],
    });
  }

  it.each(REFUSED)(
    'registration refuses %s with its code, creating nobody',
    async (_name, password, code) => {
      const email = uniqueEmail('kestrel.fox');
      expectRefusal(await register(password, email), code);
      const created = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(created).toBeUndefined();
    },
  );

  it.each(REFUSED)(
    'a reset refuses %s with its code, keeping the old password',
    async (_name, password, code) => {
      const owner = await createUser(t.app.db, {
        email: uniqueEmail('kestrel.fox'),
        first_name: 'Amina',
        last_name: 'Okafor',
      });
      expect((await post('/api/forgot-password', { email: owner.email })).statusCode).toBe(200);
      const token = (await latestMailTo(t.app.db, owner.email))!.link!.searchParams.get('token')!;
      expectRefusal(await post('/api/reset-password', { token, email: owner.email, password }), code);
      expect((await signIn(owner, owner.password)).statusCode).toBe(200);
    },
  );

  it('accepts a password of 8 code points that is none of these', async () => {
    expect((await register('Ñandú-7🙂K', uniqueEmail('kestrel.fox'))).statusCode).toBe(201);
  });
});
