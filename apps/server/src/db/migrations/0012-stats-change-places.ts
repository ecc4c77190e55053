import type { PortableMigration } from './column-types.js';

/**
 * The place of each recorded outbreak change (state and city), so that every instance's in-memory copy
 * of the map's recent lists follows corrections of the place as it follows the counted facts. Changes
 * recorded before have no place: they are dropped, and an instance behind them reloads its summary.
 */
export const statsChangePlacesMigration: PortableMigration = {
  async up(db) {
    await db.deleteFrom('outbreak_stats_changes').execute();
    await db.schema.alterTable('outbreak_stats_changes').addColumn('state_id', 'integer').execute();
    await db.schema.alterTable('outbreak_stats_changes').addColumn('city', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('outbreak_stats_changes').dropColumn('city').execute();
    await db.schema.alterTable('outbreak_stats_changes').dropColumn('state_id').execute();
  },
};
