import { SqliteAdapter, type Kysely } from 'kysely';
import type { DB } from './schema.js';

/**
 * A select that locks its rows until the transaction ends (`for update`) on PostgreSQL. SQLite has no
 * row locks and needs none: it runs one write transaction at a time.
 */
export function forUpdate<Q extends { forUpdate(): Q }>(tx: Kysely<DB>, query: Q): Q {
  return tx.getExecutor().adapter instanceof SqliteAdapter ? query : query.forUpdate();
}
