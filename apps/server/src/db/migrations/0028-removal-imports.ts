import type { MigrationDb, PortableMigration } from './column-types.js';

/**
 * The import a removed report came from, on its tombstone: a feed narrowed to one import then lists
 * the withdrawals of its reports (an undone import's among them), as the list narrowed to it lists its
 * reports. No foreign key: imports are kept, and a tombstone outlives whatever it names.
 */
export const removalImportsMigration: PortableMigration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable('outbreak_removals').addColumn('import_id', 'integer').execute();
    await db.schema
      .createIndex('outbreak_removals_import_idx')
      .on('outbreak_removals')
      .columns(['import_id', 'removed_at'])
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropIndex('outbreak_removals_import_idx').execute();
    await db.schema.alterTable('outbreak_removals').dropColumn('import_id').execute();
  },
};
