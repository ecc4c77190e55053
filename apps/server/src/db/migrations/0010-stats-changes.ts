import type { DatabaseKind } from '../database.js';
import { columnTypes, type MigrationDb, type PortableMigration } from './column-types.js';

/**
 * The outbreak changes behind each data version: every write that changes what the summary counts adds
 * the outbreak's counted facts (taken away with sign -1, added with +1) under the version it raised.
 * Each instance keeps the summary in memory too and catches up with other instances' writes by reading
 * the changes after the version it holds. Old changes are pruned; an instance further behind reloads.
 */
export const statsChangesMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    const t = columnTypes(kind);
    await t
      .id(db.schema.createTable('outbreak_stats_changes'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('sign', 'integer', (c) => c.notNull())
      .addColumn('outbreak_id', 'integer', (c) => c.notNull())
      .addColumn('country_id', 'integer', (c) => c.notNull())
      .addColumn('disease_id', 'integer', (c) => c.notNull())
      .addColumn('date', t.date, (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('severity', 'text', (c) => c.notNull())
      .addColumn('confirmed', 'boolean', (c) => c.notNull())
      .addColumn('cases', 'double precision', (c) => c.notNull())
      .addColumn('attack_rate', 'double precision', (c) => c.notNull())
      .addColumn('transmission_rate', 'double precision', (c) => c.notNull())
      .addColumn('survivability', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('outbreak_stats_changes_version_idx')
      .on('outbreak_stats_changes')
      .column('version')
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('outbreak_stats_changes').execute();
  },
};
