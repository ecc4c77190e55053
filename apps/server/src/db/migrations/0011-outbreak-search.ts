import { sql } from 'kysely';
import { outbreakSearchText } from '../../modules/outbreaks/search-text.js';
import {
  createOutbreakSearchIndex,
  dropOutbreakSearchIndex,
  REFERENCE_NAMES_DATA,
} from '../../modules/outbreaks/search-index.js';
import type { DatabaseKind } from '../database.js';
import { type MigrationDb, type PortableMigration } from './column-types.js';

/** The tables whose names a search matches; a change to any name raises the `reference_names` version. */
const NAMED_TABLES = ['diseases', 'countries', 'states'] as const;

/**
 * The list's filters in pairs, each followed by the list's order (date, id) and then by the third
 * filter: a page filtered by two or three of them, however deep, walks only the index entries of the
 * pair and never reads the table. One filter alone has its index since 0001.
 */
const FILTER_PAIR_INDEXES: [string, string[]][] = [
  ['outbreaks_country_disease_date_idx', ['country_id', 'disease_id', 'date', 'id', 'status']],
  ['outbreaks_country_status_date_idx', ['country_id', 'status', 'date', 'id', 'disease_id']],
  ['outbreaks_disease_status_date_idx', ['disease_id', 'status', 'date', 'id', 'country_id']],
];

/** Rows read and written per statement while the existing outbreaks get their search text. */
const BACKFILL_BATCH = 1000;

async function createReferenceNameTriggers(db: MigrationDb, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') {
    await sql`create function raise_reference_names_version() returns trigger language plpgsql as $$
      begin
        update data_versions set version = version + 1, updated_at = now()
          where name = ${sql.lit(REFERENCE_NAMES_DATA)};
        return null;
      end $$`.execute(db);
    for (const table of NAMED_TABLES)
      await sql`create trigger ${sql.id(`${table}_names_changed`)}
        after insert or delete or update of name on ${sql.table(table)}
        for each statement execute function raise_reference_names_version()`.execute(db);
    return;
  }
  const raise = sql`update data_versions
    set version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    where name = ${sql.lit(REFERENCE_NAMES_DATA)}`;
  for (const table of NAMED_TABLES)
    for (const [event, when] of [
      ['insert', sql`after insert`],
      ['update', sql`after update of name`],
      ['delete', sql`after delete`],
    ] as const)
      await sql`create trigger ${sql.id(`${table}_names_${event}`)} ${when} on ${sql.table(table)}
        begin ${raise}; end`.execute(db);
}

/** Writes `search_text` of every outbreak already stored, a batch per statement. */
async function backfillSearchText(db: MigrationDb): Promise<void> {
  let lastId = 0;
  for (;;) {
    const rows = (await db
      .selectFrom('outbreaks')
      .select(['id', 'city', 'description', 'source'])
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(BACKFILL_BATCH)
      .execute()) as { id: number; city: string | null; description: string | null; source: string | null }[];
    if (rows.length === 0) return;
    lastId = rows[rows.length - 1].id;
    const texts = rows
      .map((row) => ({ id: row.id, text: outbreakSearchText(row) }))
      .filter((row) => row.text !== '');
    if (texts.length === 0) continue;
    const values = sql.join(texts.map((row) => sql`(cast(${row.id} as integer), ${row.text})`));
    await sql`with words (id, text) as (values ${values})
      update outbreaks set search_text = words.text from words where outbreaks.id = words.id`.execute(db);
  }
}

/**
 * Full-text search of outbreaks on an index (modules/outbreaks/search-index.ts): the words column,
 * the version that tells a search the reference names changed, and the index, built for the outbreaks
 * already stored; and indexes for lists filtered by two things at once.
 */
export const outbreakSearchMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    // Filling and indexing every stored outbreak takes minutes at a million, far past the statement
    // timeout meant for requests; this lifts it for the migration's own transaction only.
    if (kind === 'postgres') await sql`set local statement_timeout = 0`.execute(db);
    await db.schema
      .alterTable('outbreaks')
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.insertInto('data_versions').values({ name: REFERENCE_NAMES_DATA, version: 1 }).execute();
    await createReferenceNameTriggers(db, kind);
    await backfillSearchText(db);
    // The index of its time: the area tokens came with migration 0025.
    await createOutbreakSearchIndex(db, kind, { areas: false, stored: false });
    for (const [name, columns] of FILTER_PAIR_INDEXES)
      await db.schema.createIndex(name).on('outbreaks').columns(columns).execute();
  },
  async down(db: MigrationDb, kind: DatabaseKind) {
    for (const [name] of FILTER_PAIR_INDEXES) await db.schema.dropIndex(name).execute();
    await dropOutbreakSearchIndex(db, kind);
    for (const table of NAMED_TABLES) {
      const triggers =
        kind === 'postgres'
          ? [`${table}_names_changed`]
          : ['insert', 'update', 'delete'].map((event) => `${table}_names_${event}`);
      for (const trigger of triggers)
        await sql`drop trigger if exists ${sql.id(trigger)}${kind === 'postgres' ? sql` on ${sql.table(table)}` : sql``}`.execute(
          db,
        );
    }
    if (kind === 'postgres') await sql`drop function if exists raise_reference_names_version()`.execute(db);
    await db.deleteFrom('data_versions').where('name', '=', REFERENCE_NAMES_DATA).execute();
    await db.schema.alterTable('outbreaks').dropColumn('search_text').execute();
  },
};
