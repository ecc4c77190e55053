import type { DatabaseKind } from '../database.js';
import { columnTypes, type MigrationDb, type PortableMigration } from './column-types.js';

/**
 * Exports too large to stream at once, prepared in the background: who asked, the format and filters,
 * the state, and the file written into DATA_DIR/exports until its link expires.
 */
export const exportJobsMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    const t = columnTypes(kind);
    await t
      .id(db.schema.createTable('export_jobs'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      /** 'csv', 'xlsx' or 'geojson'. */
      .addColumn('format', 'text', (c) => c.notNull())
      /** The list filters as JSON (the parsed query). */
      .addColumn('filters', 'text', (c) => c.notNull())
      /** 'queued', 'running', 'ready', 'failed' or 'expired'. */
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
      .addColumn('rows', 'integer')
      /** The file's name inside DATA_DIR/exports, while it exists. */
      .addColumn('file_name', 'text')
      .addColumn('file_size', 'integer')
      .addColumn('error', 'text')
      /** While a runner writes the file, others leave the job alone until this moment. */
      .addColumn('claimed_until', t.timestamp)
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addColumn('finished_at', t.timestamp)
      .addColumn('expires_at', t.timestamp)
      .execute();
    await db.schema
      .createIndex('export_jobs_user_idx')
      .on('export_jobs')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema.createIndex('export_jobs_state_idx').on('export_jobs').column('state').execute();
  },
};
