import type { DatabaseKind } from '../database.js';
import { columnTypes, type MigrationDb, type PortableMigration } from './column-types.js';

/**
 * Duplicates: every merge (the merged outbreak is deleted as a removal deletes it, so every read and
 * summary forgets it; this row keeps where it went, who merged it, when, and what it said), the pairs
 * the verification team judged not to be duplicates, and the merged report's id on the survivor's
 * history line.
 */
export const outbreakDuplicatesMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    const t = columnTypes(kind);
    await db.schema
      .createTable('outbreak_merges')
      .addColumn('merged_id', 'integer', (c) => c.primaryKey())
      // No foreign key: the record outlives a later removal of the survivor (the redirect then ends in a 404).
      .addColumn('survivor_id', 'integer', (c) => c.notNull())
      .addColumn('merged_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('merged_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      /** JSON: the merged outbreak as the verification team saw it, with its answers. */
      .addColumn('facts', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('outbreak_merges_survivor_idx')
      .on('outbreak_merges')
      .column('survivor_id')
      .execute();

    await db.schema
      .createTable('outbreak_not_duplicates')
      // The pair in order (low id first), so one row stands for both ways round.
      .addColumn('low_id', 'integer', (c) => c.notNull().references('outbreaks.id').onDelete('cascade'))
      .addColumn('high_id', 'integer', (c) => c.notNull().references('outbreaks.id').onDelete('cascade'))
      .addColumn('decided_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('decided_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addPrimaryKeyConstraint('outbreak_not_duplicates_pk', ['low_id', 'high_id'])
      .execute();
    await db.schema
      .createIndex('outbreak_not_duplicates_high_idx')
      .on('outbreak_not_duplicates')
      .column('high_id')
      .execute();

    await db.schema.alterTable('outbreak_history').addColumn('merged_id', 'integer').execute();
  },
};
