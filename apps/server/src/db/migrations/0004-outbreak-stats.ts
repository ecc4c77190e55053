import { sql } from 'kysely';
import type { DatabaseKind } from '../database.js';
import { columnTypes, type MigrationDb, type PortableMigration } from './column-types.js';

/**
 * The outbreak summary behind the map, analytics and signals: one row per country × disease × period
 * (an ISO week cut at month ends, see packages/domain periods.ts) × status × severity × confirmation,
 * with counts and sums kept at full precision. It is kept in step by every write to outbreaks, in the
 * write's transaction, and `data_versions` counts those writes so caches and ETags know when to change.
 */
export const outbreakStatsMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    const t = columnTypes(kind);
    await db.schema
      .createTable('outbreak_stats')
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
      .addColumn('disease_id', 'integer', (c) => c.notNull().references('diseases.id'))
      .addColumn('period_start', t.date, (c) => c.notNull())
      .addColumn('week_start', t.date, (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('severity', 'text', (c) => c.notNull())
      .addColumn('confirmed', 'boolean', (c) => c.notNull())
      .addColumn('outbreaks', 'integer', (c) => c.notNull())
      .addColumn('cases', 'double precision', (c) => c.notNull())
      .addColumn('deaths', 'double precision', (c) => c.notNull())
      .addColumn('attack_rate_sum', 'double precision', (c) => c.notNull())
      .addColumn('transmission_rate_sum', 'double precision', (c) => c.notNull())
      .addColumn('survivability_sum', 'double precision', (c) => c.notNull())
      // Period first: date ranges, the common filter, read one contiguous stretch of the key. On SQLite
      // the rows live in that key's order (WITHOUT ROWID), so a range scan needs no lookups.
      .addPrimaryKeyConstraint('outbreak_stats_pk', [
        'period_start',
        'country_id',
        'disease_id',
        'status',
        'severity',
        'confirmed',
      ])
      .$call((table) => (kind === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
      .execute();
    await db.schema
      .createIndex('outbreak_stats_country_idx')
      .on('outbreak_stats')
      .columns(['country_id', 'period_start'])
      .execute();
    await db.schema
      .createIndex('outbreak_stats_disease_idx')
      .on('outbreak_stats')
      .columns(['disease_id', 'period_start'])
      .execute();

    // The same over all time, for questions without dates: a few rows per country and disease.
    await db.schema
      .createTable('outbreak_totals')
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
      .addColumn('disease_id', 'integer', (c) => c.notNull().references('diseases.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('severity', 'text', (c) => c.notNull())
      .addColumn('confirmed', 'boolean', (c) => c.notNull())
      .addColumn('outbreaks', 'integer', (c) => c.notNull())
      .addColumn('cases', 'double precision', (c) => c.notNull())
      .addColumn('deaths', 'double precision', (c) => c.notNull())
      .addColumn('attack_rate_sum', 'double precision', (c) => c.notNull())
      .addColumn('transmission_rate_sum', 'double precision', (c) => c.notNull())
      .addColumn('survivability_sum', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint('outbreak_totals_pk', [
        'country_id',
        'disease_id',
        'status',
        'severity',
        'confirmed',
      ])
      .execute();

    await db.schema
      .createTable('data_versions')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();
    await db.insertInto('data_versions').values({ name: 'outbreaks', version: 1 }).execute();
  },
};
