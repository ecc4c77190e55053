import { columnTypes, type MigrationDb, type PortableMigration } from './column-types.js';
import type { DatabaseKind } from '../database.js';

/**
 * Deleted accounts. Deleting a user keeps their reports and comments (the record of an outbreak must
 * not lose its history because an account closed), so the row stays, stripped of everything personal,
 * and `deleted_at` says it is gone: its reports and comments then show "Deleted user".
 */
export const adminUsersMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    const t = columnTypes(kind);
    await db.schema.alterTable('users').addColumn('deleted_at', t.timestamp).execute();
  },
};
