import type { TableSize } from '@outbreak-watch/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { UNSUBSCRIBE_LINK_DAYS } from '../notifications/unsubscribe-tokens.js';

/**
 * Sessions, refresh tokens and e-mail tokens are kept this long after they ended, expired or were used
 * (for a look back at recent sign-ins), then deleted.
 */
export const SPENT_RECORD_DAYS = 7;
const DAY_MS = 86_400_000;

/** The tables that only grow unless purged, with what the purge removes from each. */
export const PURGED_TABLES = {
  sessions: `Sessions ended or expired more than ${SPENT_RECORD_DAYS} days ago are deleted.`,
  refresh_tokens: `Refresh tokens expired, or of a session ended, more than ${SPENT_RECORD_DAYS} days ago are deleted.`,
  email_tokens: `Verification and reset links used or expired more than ${SPENT_RECORD_DAYS} days ago are deleted.`,
  unsubscribe_uses: `Used unsubscribe links are forgotten after ${UNSUBSCRIBE_LINK_DAYS} days, when the links no longer work.`,
} as const;
export type PurgedTable = keyof typeof PURGED_TABLES;
const TABLE_NAMES = Object.keys(PURGED_TABLES) as PurgedTable[];

/**
 * Deletes what can never be used again. A rotated refresh token stays while its session lives: shown
 * again, it is the sign of a stolen token and ends the session (lib/sessions.ts).
 */
export async function purgeSpentRecords(
  db: Kysely<DB>,
  now = Date.now(),
): Promise<Record<PurgedTable, number>> {
  const cutoff = new Date(now - SPENT_RECORD_DAYS * DAY_MS).toISOString();
  const unsubscribeCutoff = new Date(now - UNSUBSCRIBE_LINK_DAYS * DAY_MS).toISOString();
  const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  return db.transaction().execute(async (tx) => {
    const spentSessions = tx
      .selectFrom('sessions')
      .select('id')
      .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('ended_at', '<', cutoff)]));
    const refreshTokens = await tx
      .deleteFrom('refresh_tokens')
      .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('family_id', 'in', spentSessions)]))
      .executeTakeFirst();
    const sessions = await tx
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('ended_at', '<', cutoff)]))
      .executeTakeFirst();
    const emailTokens = await tx
      .deleteFrom('email_tokens')
      .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('used_at', '<', cutoff)]))
      .executeTakeFirst();
    const unsubscribeUses = await tx
      .deleteFrom('unsubscribe_uses')
      .where('used_at', '<', unsubscribeCutoff)
      .executeTakeFirst();
    return {
      sessions: deleted(sessions),
      refresh_tokens: deleted(refreshTokens),
      email_tokens: deleted(emailTokens),
      unsubscribe_uses: deleted(unsubscribeUses),
    };
  });
}

/** The number of rows in each purged table, for the admin settings page. */
export async function countPurgedTables(db: Kysely<DB>): Promise<TableSize[]> {
  const sizes: TableSize[] = [];
  for (const name of TABLE_NAMES) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(
      db,
    );
    sizes.push({ name, rows: Number(rows[0]?.n ?? 0), purge: PURGED_TABLES[name] });
  }
  return sizes;
}
