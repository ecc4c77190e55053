import { SESSION_LIFETIME } from '@outbreak-watch/domain';
import type { DatabaseKind } from '../database.js';
import { columnTypes, type MigrationDb, type PortableMigration } from './column-types.js';

/**
 * Sessions with an absolute end, and sign-in throttles kept in the database.
 *
 * A session is what a sign-in starts: its refresh tokens are one family (the family id is the session
 * id) and every access token names it, so ending the session ends both at once. A throttle counts
 * failures for one key (an account, an address, a known browser, a mail request) and says until when
 * the key must wait; every instance reads the same rows.
 */
export const securityMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    const t = columnTypes(kind);
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      /** Absolute: refreshing never moves it. */
      .addColumn('expires_at', t.timestamp, (c) => c.notNull())
      .addColumn('ended_at', t.timestamp)
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id']).execute();

    // Sessions already signed in keep going, to the end of the remembered lifetime counted from their start.
    const families = await db
      .selectFrom('refresh_tokens')
      .select(['family_id', 'user_id'])
      .select((eb) => eb.fn.min('created_at').as('started_at'))
      .groupBy(['family_id', 'user_id'])
      .execute();
    for (const family of families as { family_id: string; user_id: number; started_at: string }[]) {
      const started = new Date(family.started_at);
      await db
        .insertInto('sessions')
        .values({
          id: family.family_id,
          user_id: family.user_id,
          created_at: started.toISOString(),
          expires_at: new Date(started.getTime() + SESSION_LIFETIME.remembered * 1000).toISOString(),
        })
        .execute();
    }

    await db.schema
      .createTable('throttles')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      /** The count is forgotten after this. */
      .addColumn('window_ends_at', t.timestamp, (c) => c.notNull())
      /** The key may not try again before this. */
      .addColumn('blocked_until', t.timestamp)
      .execute();
    await db.schema.createIndex('throttles_window_idx').on('throttles').columns(['window_ends_at']).execute();
  },
};
