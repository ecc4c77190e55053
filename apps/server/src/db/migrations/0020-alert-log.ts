import type { MigrationDb, PortableMigration } from './column-types.js';

/**
 * The admins' alert log reads each channel newest first, and the outboxes by state over a period:
 * indexes on the creation time, and on state then time, so a page or a summary reads only its rows.
 */
export const alertLogMigration: PortableMigration = {
  async up(db: MigrationDb) {
    await db.schema
      .createIndex('notifications_created_idx')
      .on('notifications')
      .column('created_at')
      .execute();
    for (const table of ['mail_outbox', 'push_outbox'] as const) {
      await db.schema.createIndex(`${table}_created_idx`).on(table).column('created_at').execute();
      await db.schema
        .createIndex(`${table}_status_created_idx`)
        .on(table)
        .columns(['status', 'created_at'])
        .execute();
    }
  },
};
