import type { MigrationDb, PortableMigration } from './column-types.js';

/**
 * Each person's language (`en`, `fr`, `es`, `pt`, `ar`, `ru`, `zh`): the API's messages to them and the
 * app's texts follow it. Null until they choose one; until then the browser's languages decide.
 */
export const userLanguageMigration: PortableMigration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable('users').addColumn('language', 'text').execute();
  },
  async down(db: MigrationDb) {
    await db.schema.alterTable('users').dropColumn('language').execute();
  },
};
