import type { MigrationDb, PortableMigration } from './column-types.js';

/**
 * Where an audited action came from (client address, request id), so that admin actions and security
 * events share one log that an investigation can follow.
 */
export const auditContextMigration: PortableMigration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable('audit_log').addColumn('ip', 'text').execute();
    await db.schema.alterTable('audit_log').addColumn('request_id', 'text').execute();
    await db.schema
      .createIndex('audit_log_action_created_idx')
      .on('audit_log')
      .columns(['action', 'created_at'])
      .execute();
    await db.schema
      .createIndex('audit_log_actor_created_idx')
      .on('audit_log')
      .columns(['actor_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('audit_log_target_idx')
      .on('audit_log')
      .columns(['target_type', 'target_id'])
      .execute();
  },
};
