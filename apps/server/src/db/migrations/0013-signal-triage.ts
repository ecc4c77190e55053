import { sql } from 'kysely';
import { columnTypes, type PortableMigration } from './column-types.js';

/**
 * One signal per series and week. `signal_weeks` holds each flagged series-week once, with the id links
 * and mails use and the verification team's triage; `signal_alarms` the methods that flag it, over every
 * report or over confirmed reports only (`basis`), replaced at each detection run; and
 * `signal_week_outbreaks` the outbreaks a verified event concerns. The per-method `signals` table is
 * folded into the first two.
 */
export const signalTriageMigration: PortableMigration = {
  async up(db, kind) {
    const t = columnTypes(kind);
    await t
      .id(db.schema.createTable('signal_weeks'))
      .addColumn('series_key', 'text', (c) => c.notNull())
      .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
      .addColumn('disease_id', 'integer', (c) => c.references('diseases.id'))
      .addColumn('week_start', t.date, (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .addColumn('reason', 'text')
      .addColumn('triaged_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('triaged_at', t.timestamp)
      .addColumn('detected_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addUniqueConstraint('signal_weeks_series_week_key', ['series_key', 'week_start'])
      .execute();
    await db.schema.createIndex('signal_weeks_week_idx').on('signal_weeks').columns(['week_start']).execute();
    await t
      .id(db.schema.createTable('signal_alarms'))
      .addColumn('signal_id', 'integer', (c) => c.notNull().references('signal_weeks.id').onDelete('cascade'))
      .addColumn('basis', 'text', (c) => c.notNull())
      .addColumn('measure', 'text', (c) => c.notNull())
      .addColumn('algorithm', 'text', (c) => c.notNull())
      .addColumn('observed', 'double precision', (c) => c.notNull())
      .addColumn('expected', 'double precision')
      .addColumn('threshold', 'double precision', (c) => c.notNull())
      .addColumn('exceedance', 'double precision', (c) => c.notNull())
      .addUniqueConstraint('signal_alarms_method_key', ['signal_id', 'basis', 'measure', 'algorithm'])
      .execute();
    await db.schema
      .createTable('signal_week_outbreaks')
      .addColumn('signal_id', 'integer', (c) => c.notNull().references('signal_weeks.id').onDelete('cascade'))
      .addColumn('outbreak_id', 'integer', (c) => c.notNull().references('outbreaks.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('signal_week_outbreaks_pkey', ['signal_id', 'outbreak_id'])
      .execute();

    // The stored per-method signals become series-weeks (first detection kept) and their alarms.
    await db
      .insertInto('signal_weeks')
      .columns(['series_key', 'country_id', 'disease_id', 'week_start', 'detected_at'])
      .expression(
        db
          .selectFrom('signals')
          .select(['series_key', 'country_id', 'disease_id', 'week_start'])
          .select(sql`min(detected_at)`.as('detected_at'))
          .groupBy(['series_key', 'country_id', 'disease_id', 'week_start']),
      )
      .execute();
    await db
      .insertInto('signal_alarms')
      .columns([
        'signal_id',
        'basis',
        'measure',
        'algorithm',
        'observed',
        'expected',
        'threshold',
        'exceedance',
      ])
      .expression(
        db
          .selectFrom('signals as s')
          .innerJoin('signal_weeks as w', (join) =>
            join.onRef('w.series_key', '=', 's.series_key').onRef('w.week_start', '=', 's.week_start'),
          )
          .select(['w.id', sql.lit('all').as('basis'), 's.measure', 's.algorithm', 's.observed'])
          .select(['s.expected', 's.threshold', 's.exceedance']),
      )
      .execute();
    await db.schema.dropTable('signals').execute();
  },
};
