import type { DatabaseKind } from '../database.js';
import { columnTypes, type MigrationDb, type PortableMigration } from './column-types.js';

/**
 * Delivery: each queued message says what it is (its category, and the priority the outbox sends it
 * by: transactional mail before notifications before digests), whom it is for and which notification
 * it carries. A notification counts the events it stands for (a burst of comments is one notification)
 * and may hold its e-mail until a moment: the end of a comment window or the hourly catch-up digest.
 */
export const notificationDeliveryMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    const t = columnTypes(kind);
    await db.schema
      .alterTable('mail_outbox')
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(5))
      .execute();
    await db.schema
      .alterTable('mail_outbox')
      .addColumn('category', 'text', (c) => c.notNull().defaultTo('notification'))
      .execute();
    await db.schema
      .alterTable('mail_outbox')
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('mail_outbox').addColumn('notification_id', 'integer').execute();
    await db.schema
      .createIndex('mail_outbox_claim_idx')
      .on('mail_outbox')
      .columns(['status', 'priority', 'next_attempt_at', 'id'])
      .execute();
    await db.schema
      .createIndex('mail_outbox_user_idx')
      .on('mail_outbox')
      .columns(['user_id', 'category', 'created_at'])
      .execute();

    await db.schema
      .alterTable('notifications')
      .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('notifications').addColumn('mail_due_at', t.timestamp).execute();
    await db.schema
      .createIndex('notifications_mail_due_idx')
      .on('notifications')
      .column('mail_due_at')
      .execute();
  },
};
