import type { DatabaseKind } from '../database.js';
import { columnTypes, type MigrationDb, type PortableMigration } from './column-types.js';

/**
 * Importing outbreak lists (README, "Import"): each uploaded file with its bytes (so any instance can
 * check, run or resume it), its mapping, state, progress and counts; the refusals of its last check or
 * run; the mappings admins saved; and on each imported outbreak its import and the key of its row, unique,
 * so importing the same rows again adds nothing.
 */
export const importsMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    const t = columnTypes(kind);
    await t
      .id(db.schema.createTable('imports'))
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('content', kind === 'sqlite' ? 'blob' : 'bytea', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      /** JSON: the header row, and the first rows as written. */
      .addColumn('headers', 'text', (c) => c.notNull())
      .addColumn('sample_rows', 'text', (c) => c.notNull())
      .addColumn('row_count', 'integer', (c) => c.notNull())
      /** JSON ImportMapping: the suggestion on upload, the one checked and run after. */
      .addColumn('mapping', 'text', (c) => c.notNull())
      /** JSON ImportCheck of the last dry run. */
      .addColumn('check_result', 'text')
      /** Rows of the file done by the run so far, committed with each batch. */
      .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('added', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('duplicates', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'text')
      /** A running import's claim: whichever instance holds an unexpired lease works on it. */
      .addColumn('lease_until', t.timestamp)
      .addColumn('cancel_requested', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('started_at', t.timestamp)
      .addColumn('finished_at', t.timestamp)
      .addColumn('undone_at', t.timestamp)
      .execute();
    await db.schema.createIndex('imports_created_idx').on('imports').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('imports_state_idx').on('imports').column('state').execute();

    await t
      .id(db.schema.createTable('import_refusals'))
      .addColumn('import_id', 'integer', (c) => c.notNull().references('imports.id').onDelete('cascade'))
      .addColumn('row_number', 'integer', (c) => c.notNull())
      .addColumn('column_name', 'text')
      .addColumn('reason', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('import_refusals_import_idx')
      .on('import_refusals')
      .columns(['import_id', 'row_number'])
      .execute();

    await t
      .id(db.schema.createTable('import_mappings'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('mapping', 'text', (c) => c.notNull())
      .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .execute();

    await db.schema.alterTable('outbreaks').addColumn('import_id', 'integer').execute();
    await db.schema.alterTable('outbreaks').addColumn('import_key', 'text').execute();
    await db.schema.createIndex('outbreaks_import_idx').on('outbreaks').column('import_id').execute();
    // Unique where set: both databases let any number of rows leave it null.
    await db.schema
      .createIndex('outbreaks_import_key_idx')
      .unique()
      .on('outbreaks')
      .column('import_key')
      .execute();
  },
};
