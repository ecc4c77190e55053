import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseKind } from '../db/database.js';
import {
  bearer,
  createOutbreakRow,
  createUser,
  signIn,
  type CreateUserOptions,
  type TestUser,
} from './factories.js';
import { createTestApp, type TestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call through `inject`: its status and parsed body. */
export async function apiCall<T>(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { token?: string; payload?: object; ip?: string } = {},
): Promise<{ status: number; body: T }> {
  const response = await app.inject({
    method,
    url,
    headers: options.token ? bearer(options.token) : {},
    ...(options.payload === undefined ? {} : { payload: options.payload }),
    ...(options.ip === undefined ? {} : { remoteAddress: options.ip }),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

/** A new user (verified blogger unless told otherwise) with a fresh access token. */
export async function signedInUser(
  app: FastifyInstance,
  overrides: CreateUserOptions = {},
): Promise<TestUser & { token: string }> {
  const user = await createUser(app.db, overrides);
  return { ...user, token: (await signIn(app, user)).access_token };
}

/**
 * For a `describe` block: the app over a fresh database of this kind (rate limits out of the way) and
 * one outbreak to comment on, started before its tests and closed after them.
 */
export function useAppWithOutbreak(kind: DatabaseKind): {
  readonly app: FastifyInstance;
  readonly outbreakId: number;
} {
  let t: TestApp | undefined;
  let outbreakId = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    outbreakId = await createOutbreakRow(t.app.db);
  });
  afterAll(async () => {
    await t?.close();
  });
  return {
    get app() {
      return t!.app;
    },
    get outbreakId() {
      return outbreakId;
    },
  };
}
