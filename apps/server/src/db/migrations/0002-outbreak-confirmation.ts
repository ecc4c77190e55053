import type { DatabaseKind } from '../database.js';
import { columnTypes, type MigrationDb, type PortableMigration } from './column-types.js';

/** Who confirmed an outbreak and when: the "reports verified" count of a profile. */
export const outbreakConfirmationMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    const t = columnTypes(kind);
    await db.schema
      .alterTable('outbreaks')
      .addColumn('confirmed_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('outbreaks').addColumn('confirmed_at', t.timestamp).execute();
    await db.schema
      .createIndex('outbreaks_confirmed_by_idx')
      .on('outbreaks')
      .column('confirmed_by_id')
      .execute();
  },
};
