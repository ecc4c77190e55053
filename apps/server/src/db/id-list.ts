import { sql, SqliteAdapter, type Expression, type Kysely, type SqlBool } from 'kysely';

/**
 * `column IN ids` as one parameter, so that the SQL text is the same for any number of ids: the
 * statement is prepared once, and a long list does not bind a thousand parameters. SQLite reads the
 * list from a JSON array, PostgreSQL from an integer array.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database of this project
export function idIn(db: Kysely<any>, column: string, ids: readonly number[]): Expression<SqlBool> {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`
    : sql<SqlBool>`${sql.ref(column)} = any(${[...ids]}::integer[])`;
}
