import type { DatabaseKind } from '../database.js';
import { columnTypes, type MigrationDb, type PortableMigration } from './column-types.js';

/**
 * Alerts: what users follow, their notifications (in-app, and mailed at once or in a daily digest), the
 * headers a notification mail needs (List-Unsubscribe), and the unsubscribe links already used.
 */
export const notificationsMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    const t = columnTypes(kind);
    await t
      .id(db.schema.createTable('follows'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('country_id', 'integer', (c) => c.references('countries.id').onDelete('cascade'))
      .addColumn('disease_id', 'integer', (c) => c.references('diseases.id').onDelete('cascade'))
      .addColumn('outbreak_id', 'integer', (c) => c.references('outbreaks.id').onDelete('cascade'))
      /** `country:{id}`, `disease:{id}` or `outbreak:{id}`: one follow per user and target. */
      .addColumn('target_key', 'text', (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addUniqueConstraint('follows_user_target_key', ['user_id', 'target_key'])
      .execute();
    for (const column of ['country_id', 'disease_id', 'outbreak_id']) {
      await db.schema.createIndex(`follows_${column}_idx`).on('follows').column(column).execute();
    }

    await t
      .id(db.schema.createTable('notifications'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('outbreak_id', 'integer', (c) => c.references('outbreaks.id').onDelete('cascade'))
      .addColumn('comment_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
      /** One notification per user and event, however often the event is seen. */
      .addColumn('dedupe_key', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('read_at', t.timestamp)
      /** When it went out by mail, alone or in a digest; null while it waits for the digest. */
      .addColumn('emailed_at', t.timestamp)
      .addUniqueConstraint('notifications_user_dedupe_key', ['user_id', 'dedupe_key'])
      .execute();
    await db.schema
      .createIndex('notifications_user_created_idx')
      .on('notifications')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .alterTable('users')
      .addColumn('email_frequency', 'text', (c) => c.notNull().defaultTo('immediate'))
      .execute();
    await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();

    await db.schema
      .createTable('unsubscribe_uses')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('used_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
  },
};
