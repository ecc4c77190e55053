import type { PortableMigration } from './column-types.js';

/**
 * The deaths of each recorded outbreak change, so that every instance's in-memory summary follows
 * deaths as it follows cases (rates of deaths per 100,000 on the map and in analytics). Changes
 * recorded before have no deaths: they are dropped, and an instance behind them reloads its summary.
 */
export const statsChangeDeathsMigration: PortableMigration = {
  async up(db) {
    await db.deleteFrom('outbreak_stats_changes').execute();
    await db.schema
      .alterTable('outbreak_stats_changes')
      .addColumn('deaths', 'double precision', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('outbreak_stats_changes').dropColumn('deaths').execute();
  },
};
