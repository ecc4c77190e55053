import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig, type DatabaseConfig } from '../config.js';
import { createDatabase, type Database, type DatabaseKind } from '../db/database.js';
import { prepareDatabase } from '../db/prepare.js';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The server suite runs on SQLite always, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: DatabaseKind[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase extends Database {
  /** Where it is, as the app's configuration names it. */
  config: DatabaseConfig;
  /** Closes the connection and deletes the database. */
  drop(): Promise<void>;
}

const silentLog = { info: () => undefined };

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A fresh, empty database of the given kind: a temporary SQLite file or a new PostgreSQL database. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'ow-test-'));
    const config: DatabaseConfig = { kind: 'sqlite', file: path.join(dir, 'test.db') };
    const database = createDatabase(config);
    return {
      ...database,
      config,
      drop: async () => {
        await database.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ow_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const config: DatabaseConfig = { kind: 'postgres', url: withDatabaseName(TEST_DATABASE_URL, name) };
  const database = createDatabase(config, { poolSize: 5 });
  return {
    ...database,
    config,
    drop: async () => {
      await database.destroy();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function createTestConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ow-data-'));
  return {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' }),
    serveWeb: false,
    demoData: false,
    // Tests write rows directly between requests; the visitors' cache has its own test.
    publicCacheSeconds: 0,
    // Many test apps share a busy machine; a slow moment must not turn a request into a 503.
    maxEventLoopDelayMs: 0,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real app over a real, migrated and seeded database of the given kind. */
export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<AppConfig> = {},
  options: { logger?: object; webDir?: string } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const config = createTestConfig({ database: database.config, ...overrides });
  await prepareDatabase(database, config, silentLog);
  const app = await buildApp({ config, database, logger: options.logger ?? false, webDir: options.webDir });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Listens on a free port of the range this project's tests use (8400-8499) and returns it. */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = 8400 + Math.floor(Math.random() * 100);
    try {
      await app.listen({ port, host: '127.0.0.1' });
      return port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error('no free port in 8400-8499');
}
