import {
  AUTH_MESSAGES,
  LOCALE_MESSAGES,
  MESSAGES,
  type AuthResponse,
  type ErrorResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

describe.each(DATABASE_KINDS)('languages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const storedLanguage = async (id: number) =>
    (await t.app.db.selectFrom('users').select('language').where('id', '=', id).executeTakeFirstOrThrow())
      .language;

  const setLanguage = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/profile/me',
      headers: bearer(token),
      payload: payload as object,
    });

  it('saves the chosen language, and the next sign-in carries it', async () => {
    const user = await createUser(t.app.db);
    const { access_token } = await signIn(t.app, user);
    const response = await setLanguage(access_token, { language: 'ar' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: 'ar' });
    expect(await storedLanguage(user.id)).toBe('ar');
    expect((await signIn(t.app, user)).user.language).toBe('ar');
  });

  it('refuses an unknown language or another field with a 400, and keeps the stored one', async () => {
    const user = await createUser(t.app.db);
    const { access_token } = await signIn(t.app, user);
    await setLanguage(access_token, { language: 'fr' });

    const unknown = await setLanguage(access_token, { language: 'de' });
    expect(unknown.statusCode).toBe(400);
    // The person's language is French: the refusal says so in French.
    expect(unknown.json<ErrorResponse>().details?.[0]).toMatchObject({
      field: 'language',
      message: 'La langue doit être l’une des suivantes : en, fr, es, pt, ar, ru, zh.',
    });
    expect(unknown.headers['content-language']).toBe('fr');

    for (const payload of [{}, { language: 'fr', role_id: 1 }, { language: 7 }]) {
      expect((await setLanguage(access_token, payload)).statusCode).toBe(400);
    }
    expect(await storedLanguage(user.id)).toBe('fr');
  });

  it('asks for a sign-in first', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/me',
      payload: { language: 'fr' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.authenticationRequired);
    expect(response.headers['content-language']).toBe('en');
  });

  it('answers a visitor in the language of Accept-Language, English unchanged', async () => {
    const login = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers,
        payload: { email: 'nobody@example.org', password: 'Wrong-password-1' },
      });

    const french = await login({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    expect(french.statusCode).toBe(401);
    expect(french.headers['content-language']).toBe('fr');
    expect(french.json<ErrorResponse>().message).toBe('Adresse e-mail ou mot de passe incorrect.');

    const english = await login({ 'accept-language': 'de, en;q=0.5' });
    expect(english.headers['content-language']).toBe('en');
    expect(english.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.invalidCredentials);

    const chinese = await login({ 'accept-language': 'zh-CN' });
    expect(chinese.headers['content-language']).toBe('zh-Hans');
    expect(chinese.json<ErrorResponse>().message).toBe('电子邮件或密码无效。');
  });

  it('translates field messages, and a chosen language wins over Accept-Language', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'es' },
      payload: { email: 'not-an-email', password: 'x', type: 'regular', first_name: '', last_name: 'L' },
    });
    expect(register.statusCode).toBe(400);
    const messages = register.json<ErrorResponse>().details?.map((detail) => detail.message) ?? [];
    expect(messages).toContain('Introduzca una dirección de correo electrónico válida.');
    expect(messages).not.toContain(MESSAGES.emailInvalid);

    const user = await createUser(t.app.db);
    const { access_token } = await signIn(t.app, user);
    await setLanguage(access_token, { language: 'ru' });
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/me',
      headers: { ...bearer(access_token), 'accept-language': 'fr' },
      payload: { language: 'xx' },
    });
    expect(refused.headers['content-language']).toBe('ru');
    expect(refused.json<ErrorResponse>().details?.[0]?.message).toBe(
      'Язык должен быть одним из следующих: en, fr, es, pt, ar, ru, zh.',
    );
    expect(LOCALE_MESSAGES.unknownLanguage).toBe('Language must be one of: en, fr, es, pt, ar, ru, zh.');
  });

  it('answers its own refusals in the language too', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'ru' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorResponse>().message).toBe('По этому адресу нет конечной точки API.');

    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'pt-BR', 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(notJson.statusCode).toBe(415);
    expect(notJson.json<ErrorResponse>().message).toBe(
      'O corpo das solicitações deve ser JSON. Envie-o com Content-Type: application/json.',
    );

    const several = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'ar' },
      payload: { email: '', password: '' },
    });
    expect(several.statusCode).toBe(400);
    expect(several.headers['content-language']).toBe('ar');
    expect(several.json<ErrorResponse>().message).toBe('بعض الحقول غير صالحة. يُرجى مراجعة التفاصيل.');
  });

  it('leaves the language of a new account unset', async () => {
    const user = await createUser(t.app.db);
    const session: AuthResponse = await signIn(t.app, user);
    expect(session.user.language).toBeNull();
  });
});
