import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from './database.js';

/** A stable 63-bit advisory-lock key for a task name. */
function lockKey(name: string): bigint {
  return createHash('sha256').update(name).digest().readBigInt64BE(0);
}

/**
 * Runs `task` unless another instance on the same PostgreSQL database is running the task of this name
 * (a session advisory lock on one pooled connection, released afterwards, or when that connection
 * drops). Returns whether it ran. An embedded SQLite database belongs to one process: the task just runs.
 */
export async function runExclusively(
  database: Database,
  name: string,
  task: () => Promise<void>,
): Promise<boolean> {
  if (database.kind === 'sqlite') {
    await task();
    return true;
  }
  const key = lockKey(name).toString();
  return database.db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${key}::bigint) as locked`.execute(connection);
    if (!rows[0]?.locked) return false;
    try {
      await task();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${key}::bigint)`.execute(connection);
    }
  });
}
