import { sql } from 'kysely';
import { createOutbreakSearchIndex, dropOutbreakSearchIndex } from '../../modules/outbreaks/search-index.js';
import type { DatabaseKind } from '../database.js';
import type { MigrationDb, PortableMigration } from './column-types.js';

/**
 * PostgreSQL: the search index also holds each outbreak's year, so a search of many matches reads the
 * newest year's first (search-index.ts); the index is rebuilt with it. SQLite's index is unchanged.
 */
export const searchYearsMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    if (kind !== 'postgres') return;
    // Indexing every stored outbreak takes minutes at a million, past the statement timeout of requests.
    await sql`set local statement_timeout = 0`.execute(db);
    await dropOutbreakSearchIndex(db, kind);
    // The index of its time: the area tokens came with migration 0025.
    await createOutbreakSearchIndex(db, kind, { areas: false, stored: false });
    // The planner's statistics of the new index's words, by which a search chooses how to read them.
    await sql`analyze outbreaks`.execute(db);
  },
};
