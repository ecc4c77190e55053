import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { BOOLEAN_COLUMNS, type DB } from './schema.js';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin.js';
import { statementCachingDatabase } from './sqlite-statements.js';

export type DatabaseKind = DatabaseConfig['kind'];

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** Called when an idle PostgreSQL connection fails, e.g. the server restarts. */
  onPoolError?: (error: Error) => void;
  poolSize?: number;
}

export function createDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): Database {
  const db = config.kind === 'sqlite' ? createSqlite(config.file) : createPostgres(config.url, options);
  return { db, kind: config.kind, destroy: () => db.destroy() };
}

function createSqlite(file: string): Kysely<DB> {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  // FULL: a write acknowledged to the client survives the process being killed or power loss.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds ASCII only; the text search needs "Åland" to match "åland", as on PostgreSQL.
  database.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return new Kysely<DB>({
    dialect: new SqliteDialect({ database: statementCachingDatabase(database) }),
    plugins: [new SqliteBooleanPlugin(BOOLEAN_COLUMNS)],
  });
}

const PG_TYPE = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const;

/** Dates and timestamps come back as the same ISO strings SQLite stores; counts as numbers. */
const pgTypes = {
  getTypeParser(oid: number, format?: string): (value: string) => unknown {
    switch (oid) {
      case PG_TYPE.INT8:
      case PG_TYPE.NUMERIC:
        return Number;
      case PG_TYPE.DATE:
        return (value) => value;
      case PG_TYPE.TIMESTAMP:
        return (value) => new Date(`${value.replace(' ', 'T')}Z`).toISOString();
      case PG_TYPE.TIMESTAMPTZ:
        return (value) => new Date(value).toISOString();
      default:
        return pg.types.getTypeParser(oid, format as 'text') as (value: string) => unknown;
    }
  },
};

function createPostgres(url: string, options: DatabaseOptions): Kysely<DB> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // A database outage answers fast 503s instead of hanging requests; the pool recovers by itself.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    // No JIT: it compiles every statement whose plan looks costly, 20–40 ms each time, and a search read
    // year by year is planned as if it read every year (outbreaks.query.ts) though it seldom does.
    options: '-c TimeZone=UTC -c jit=off',
    types: pgTypes,
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
