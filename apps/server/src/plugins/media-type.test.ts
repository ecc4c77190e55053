import type { ErrorResponse } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, countTables, createUser, signIn } from '../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../test/test-app.js';
import { UNSUPPORTED_MEDIA_TYPE_MESSAGE } from './errors.js';

describe.each(DATABASE_KINDS)('request body types on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const registration = (email: string) =>
    JSON.stringify({
      email,
      password: 'Sturdy-Lantern-42',
      first_name: 'Ada',
      last_name: 'Obi',
      type: 'regular',
    });

  it.each(['text/plain', 'text/plain; charset=utf-8', 'TEXT/PLAIN'])(
    'answers a %s body to a JSON endpoint with 415, creating nothing',
    async (contentType) => {
      const before = await countTables(t.app.db, ['users', 'sessions']);
      const email = `plain-${Date.now()}@example.org`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': contentType },
        payload: registration(email),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json<ErrorResponse>()).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: UNSUPPORTED_MEDIA_TYPE_MESSAGE,
      });
      expect(await countTables(t.app.db, ['users', 'sessions'])).toEqual(before);
    },
  );

  it('answers a signed-in text/plain write with 415 and leaves the settings as they were', async () => {
    const user = await createUser(t.app.db);
    const { access_token } = await signIn(t.app, user);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/profile/me',
      headers: bearer(access_token),
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/me',
      headers: { ...bearer(access_token), 'content-type': 'text/plain' },
      payload: JSON.stringify({ notification_settings: { email: false } }),
    });
    expect(response.statusCode).toBe(415);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/profile/me',
      headers: bearer(access_token),
    });
    expect(after.json()).toEqual(before.json());
  });

  it('still takes the same body as application/json', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: registration(`json-${Date.now()}@example.org`),
    });
    expect(response.statusCode).toBe(201);
  });
});
