import type { DatabaseKind } from '../database.js';
import { columnTypes, type MigrationDb, type PortableMigration } from './column-types.js';

/**
 * Signals: weeks whose count exceeded a detection method's threshold, per series (a country and disease,
 * a country, or a disease; reports or cases) and method. `series_key` names the series in one column so
 * that the unique key needs no nullable columns.
 */
export const signalsMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    const t = columnTypes(kind);
    await t
      .id(db.schema.createTable('signals'))
      .addColumn('series_key', 'text', (c) => c.notNull())
      .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
      .addColumn('disease_id', 'integer', (c) => c.references('diseases.id'))
      .addColumn('measure', 'text', (c) => c.notNull())
      .addColumn('algorithm', 'text', (c) => c.notNull())
      .addColumn('week_start', t.date, (c) => c.notNull())
      .addColumn('observed', 'double precision', (c) => c.notNull())
      .addColumn('expected', 'double precision')
      .addColumn('threshold', 'double precision', (c) => c.notNull())
      .addColumn('exceedance', 'double precision', (c) => c.notNull())
      .addColumn('detected_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addUniqueConstraint('signals_series_week_key', ['series_key', 'measure', 'algorithm', 'week_start'])
      .execute();
    await db.schema.createIndex('signals_week_idx').on('signals').columns(['week_start']).execute();
    await db.schema
      .createIndex('signals_country_week_idx')
      .on('signals')
      .columns(['country_id', 'week_start'])
      .execute();
  },
};
