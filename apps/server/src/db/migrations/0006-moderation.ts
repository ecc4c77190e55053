import type { DatabaseKind } from '../database.js';
import { columnTypes, type MigrationDb, type PortableMigration } from './column-types.js';

/**
 * The verification team's work: comments they hid (and why), the public history of each outbreak
 * (confirmed, status changed, corrected), and a tombstone for every outbreak they removed. Removal
 * deletes the outbreak, so every read path forgets it at once; the tombstone keeps what feeds need to
 * withdraw what they published (CAP "Cancel").
 */
export const moderationMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    const t = columnTypes(kind);
    await db.schema.alterTable('comments').addColumn('hidden_at', t.timestamp).execute();
    await db.schema
      .alterTable('comments')
      .addColumn('hidden_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('comments').addColumn('hidden_reason', 'text').execute();
    // The moderation list: newest first across all outbreaks.
    await db.schema
      .createIndex('comments_created_idx')
      .on('comments')
      .columns(['created_at', 'id'])
      .execute();

    await t
      .id(db.schema.createTable('outbreak_history'))
      .addColumn('outbreak_id', 'integer', (c) => c.notNull().references('outbreaks.id').onDelete('cascade'))
      /** 'confirmed', 'status_changed' or 'corrected'. */
      .addColumn('kind', 'text', (c) => c.notNull())
      /** The new status of a status change. */
      .addColumn('status', 'text')
      /** JSON array of the corrected facts ('date', 'place', …) of a correction. */
      .addColumn('fields', 'text')
      .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.schema
      .createIndex('outbreak_history_outbreak_idx')
      .on('outbreak_history')
      .columns(['outbreak_id', 'created_at', 'id'])
      .execute();

    await db.schema
      .createTable('outbreak_removals')
      .addColumn('outbreak_id', 'integer', (c) => c.primaryKey())
      .addColumn('country_id', 'integer', (c) => c.notNull())
      .addColumn('disease_id', 'integer', (c) => c.notNull())
      .addColumn('date', t.date, (c) => c.notNull())
      .addColumn('confirmed', 'boolean', (c) => c.notNull())
      /** When its first feed message went out: confirmation, else creation (see feeds/cap.ts). */
      .addColumn('first_sent_at', t.timestamp, (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('removed_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('removed_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      /** JSON: the outbreak as the public saw it when it was removed. */
      .addColumn('facts', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('outbreak_removals_removed_idx')
      .on('outbreak_removals')
      .columns(['removed_at', 'outbreak_id'])
      .execute();

    // The verification queue: unconfirmed reports, oldest first.
    await db.schema
      .createIndex('outbreaks_confirmed_created_idx')
      .on('outbreaks')
      .columns(['confirmed', 'created_at', 'id'])
      .execute();
  },
};
