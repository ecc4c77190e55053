import { sql } from 'kysely';
import {
  addPostgresSearchVectorColumn,
  createOutbreakSearchIndex,
  dropOutbreakSearchIndex,
  POSTGRES_SEARCH_VECTOR_COLUMN,
} from '../../modules/outbreaks/search-index.js';
import type { DatabaseKind } from '../database.js';
import type { MigrationDb, PortableMigration } from './column-types.js';

/**
 * PostgreSQL: the search index's tsvector becomes a stored column under the GIN index, so that a
 * search reads each row's words instead of building them again (search-index.ts). SQLite's index is
 * unchanged.
 */
export const storedSearchVectorMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    if (kind !== 'postgres') return;
    // The column rewrites every stored outbreak: minutes at a million, past the statement timeout.
    await sql`set local statement_timeout = 0`.execute(db);
    await dropOutbreakSearchIndex(db, kind);
    await addPostgresSearchVectorColumn(db);
    await createOutbreakSearchIndex(db, kind);
    // The planner's statistics of the rewritten table and its new index, by which a search chooses
    // how to read them.
    await sql`analyze outbreaks`.execute(db);
  },
  async down(db: MigrationDb, kind: DatabaseKind) {
    if (kind !== 'postgres') return;
    await sql`set local statement_timeout = 0`.execute(db);
    await dropOutbreakSearchIndex(db, kind);
    await db.schema.alterTable('outbreaks').dropColumn(POSTGRES_SEARCH_VECTOR_COLUMN).execute();
    await createOutbreakSearchIndex(db, kind, { stored: false });
  },
};
