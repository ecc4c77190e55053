import type { DatabaseKind } from '../database.js';
import { columnTypes, type MigrationDb, type PortableMigration } from './column-types.js';

/**
 * Browser push (RFC 8030): each device's subscription, and an outbox of push messages beside the mail
 * outbox, sent and retried by the push dispatcher.
 */
export const pushMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    const t = columnTypes(kind);
    await t
      .id(db.schema.createTable('push_subscriptions'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      /** The push service's URL for this browser; one subscription belongs to one user. */
      .addColumn('endpoint', 'text', (c) => c.notNull().unique())
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text')
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('last_success_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('push_subscriptions_user_idx')
      .on('push_subscriptions')
      .column('user_id')
      .execute();

    await t
      .id(db.schema.createTable('push_outbox'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // A gone subscription leaves its rows in the log ('gone'), without the link.
      .addColumn('subscription_id', 'integer', (c) =>
        c.references('push_subscriptions.id').onDelete('set null'),
      )
      .addColumn('notification_id', 'integer', (c) => c.references('notifications.id').onDelete('set null'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      /** 'pending', 'sent', 'failed' or 'gone'. */
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('http_status', 'integer')
      .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('sent_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('push_outbox_due_idx')
      .on('push_outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema.createIndex('push_outbox_user_idx').on('push_outbox').column('user_id').execute();
  },
};
