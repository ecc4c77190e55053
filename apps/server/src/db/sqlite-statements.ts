import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const MAX_CACHED_STATEMENTS = 500;

/** better-sqlite3 binds numbers, strings, bigints, buffers and null; booleans go in as 1 and 0. */
function bindable(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
}

/**
 * The database Kysely's SQLite dialect talks to: the same as better-sqlite3's, but statements are
 * prepared once per SQL text (a large SELECT costs more to prepare than to run) and booleans are bound
 * as 1/0.
 */
export function statementCachingDatabase(database: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (sql: string): SQLite.Statement => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = database.prepare(sql);
      if (cache.size >= MAX_CACHED_STATEMENTS) cache.delete(cache.keys().next().value!);
      cache.set(sql, statement);
    }
    return statement;
  };
  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const statement = prepare(sql);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(bindable(parameters)),
        run: (parameters) => statement.run(bindable(parameters)),
        iterate: (parameters) => statement.iterate(bindable(parameters)),
      };
    },
  };
}
