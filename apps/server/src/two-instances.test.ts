import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  ROLE,
  type AnalyticsResponse,
  type MapCountriesResponse,
  type OutbreakListResponse,
} from '@outbreak-watch/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { AppConfig } from './config.js';
import { createDatabase, type Database } from './db/database.js';
import { prepareDatabase } from './db/prepare.js';
import { VERSION_WATCHER_APPLICATION } from './db/version-watcher.js';
import { bearer, createUser, reportPayload, seeded, signIn, type TestUser } from './test/factories.js';
import { createTestConfig, createTestDatabase, type TestDatabase } from './test/test-app.js';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Two instances of the app on one PostgreSQL database, each with its own connection pool, as behind a
 * load balancer: what one counts, queues or writes, the other sees.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let secondDatabase: Database;
  let config: AppConfig;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    secondDatabase = createDatabase(database.config, { poolSize: 5 });
    config = createTestConfig({
      database: database.config,
      rateLimitPerMinute: 100_000,
      authRateLimitPerMinute: 100_000,
      // The visitors' cache is on and long: only the other instance's announcement can empty it in time.
      publicCacheSeconds: 60,
    });
    // Both start together: the migrations and the seed run once between them.
    await Promise.all([
      prepareDatabase(database, config, silentLog),
      prepareDatabase(secondDatabase, config, silentLog),
    ]);
    [a, b] = await Promise.all([
      buildApp({ config, database, logger: false }),
      buildApp({ config, database: secondDatabase, logger: false }),
    ]);
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await secondDatabase?.destroy();
    await database?.drop();
    if (config) rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('ran the migrations and the seed once when both started together', async () => {
    const migrations = await database.db
      .selectFrom('kysely_migration' as never)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const distinct = await database.db
      .selectFrom('kysely_migration' as never)
      .select((eb) =>
        eb.fn
          .count<number>('name' as never)
          .distinct()
          .as('n'),
      )
      .executeTakeFirstOrThrow();
    expect(Number(migrations.n)).toBe(Number(distinct.n));
    const countries = await database.db
      .selectFrom('countries')
      .select(['alpha3', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('alpha3')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(countries).toEqual([]);
  });

  const login = (app: FastifyInstance, user: TestUser, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '203.0.113.80',
      payload: { email: user.email, password },
    });

  /** Wrong passwords, taking turns over `apps`, until the account makes the address wait. */
  async function guessesUntilWait(apps: FastifyInstance[]): Promise<number> {
    const owner = await createUser(a.db);
    for (let guess = 1; guess <= 30; guess += 1) {
      const response = await login(apps[guess % apps.length], owner, `Wrong-Guess-${guess}x`);
      if (response.statusCode === 429) return guess;
      expect(response.statusCode).toBe(401);
    }
    throw new Error('thirty wrong passwords and no wait');
  }

  it('makes failed sign-ins split across both instances wait at the same count as on one', async () => {
    const onOne = await guessesUntilWait([a]);
    expect(await guessesUntilWait([a, b])).toBe(onOne);
  });

  it('sends each mail queued through either instance exactly once', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => createUser(a.db)));
    // Under load: all the requests at once, half through each instance, each dispatcher racing.
    const responses = await Promise.all(
      users.map((user, i) =>
        (i % 2 === 0 ? a : b).inject({
          method: 'POST',
          url: '/api/forgot-password',
          remoteAddress: `198.51.100.${i + 1}`,
          payload: { email: user.email },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(users.map(() => 200));
    const emails = users.map((user) => user.email);
    const deadline = Date.now() + 10_000;
    let rows: { id: number; status: string; attempts: number }[] = [];
    while (Date.now() < deadline) {
      a.mail.kick();
      b.mail.kick();
      await Promise.all([a.mail.idle(), b.mail.idle()]);
      rows = await a.db
        .selectFrom('mail_outbox')
        .select(['id', 'status', 'attempts'])
        .where('to_address', 'in', emails)
        .execute();
      if (rows.length === users.length && rows.every((row) => row.status === 'sent')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(users.map(() => ['sent', 1]));
    // Both instances write mail to the shared folder here; each message is in it once.
    const files = readdirSync(path.join(config.dataDir, 'mail'));
    for (const row of rows) expect(files.filter((file) => file.endsWith(`-${row.id}.eml`))).toHaveLength(1);
  });

  it("shows a report written through one instance in the other's list, map and analytics within a second", async () => {
    const reporter = await createUser(a.db, { role_id: ROLE.REPORTER });
    const token = (await signIn(a, reporter)).access_token;
    const country_id = await seeded.countryId(a.db, 'KEN');
    const disease_id = await seeded.diseaseId(a.db, 'Cholera');
    const state = await a.db
      .selectFrom('states')
      .select('id')
      .where('country_id', '=', country_id)
      .executeTakeFirstOrThrow();
    const get = async <T>(url: string) => (await b.inject({ method: 'GET', url })).json<T>();
    const seen = {
      list: async (id: number) =>
        (await get<OutbreakListResponse>('/api/outbreaks')).outbreaks.some((o) => o.id === id),
      map: async () =>
        (await get<MapCountriesResponse>('/api/map/countries')).countries.find(
          (c) => c.country_id === country_id,
        )?.total_outbreaks ?? 0,
      analytics: async () => (await get<AnalyticsResponse>('/api/analytics?days=7')).cards.total_cases,
    };
    // The other instance has answered these already: its visitors' cache and its summary hold them.
    expect(await seen.list(-1)).toBe(false);
    const mapBefore = await seen.map();
    const casesBefore = await seen.analytics();

    const written = await a.inject({
      method: 'POST',
      url: '/api/outbreaks',
      headers: bearer(token),
      payload: reportPayload(
        { country_id, state_id: state.id, disease_id },
        { date: new Date().toISOString().slice(0, 10) },
      ),
    });
    expect(written.statusCode).toBe(201);
    const { id, cases } = written.json<{ id: number; cases: number }>();

    const startedAt = Date.now();
    const within = async (check: () => Promise<boolean>) => {
      while (!(await check())) {
        if (Date.now() - startedAt > 1_000) return false;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return true;
    };
    expect(await within(() => seen.list(id))).toBe(true);
    expect(await within(async () => (await seen.map()) === mapBefore + 1)).toBe(true);
    expect(await within(async () => (await seen.analytics()) === casesBefore + cases)).toBe(true);

    // The listening connection is cut (a database restart, a failover): the instance listens again and,
    // having perhaps missed announcements meanwhile, empties its cache.
    expect(await seen.list(id)).toBe(true);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${VERSION_WATCHER_APPLICATION}`.execute(a.db);
    await a.db.deleteFrom('outbreaks').where('id', '=', id).execute();
    const deadline = Date.now() + 5_000;
    while ((await seen.list(id)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await seen.list(id)).toBe(false);
  });
});
