import { sql } from 'kysely';
import {
  countryAreaTokens,
  createOutbreakSearchIndex,
  dropOutbreakSearchIndex,
} from '../../modules/outbreaks/search-index.js';
import type { DatabaseKind } from '../database.js';
import type { MigrationDb, PortableMigration } from './column-types.js';

/** PostgreSQL: copies the country's area tokens into an outbreak as it is written or moved. */
async function createPostgresAreaTriggers(db: MigrationDb): Promise<void> {
  await sql`create function outbreak_area_tokens() returns trigger language plpgsql as $$
    begin
      new.area_tokens := coalesce((select area_tokens from countries where id = new.country_id), '');
      return new;
    end $$`.execute(db);
  await sql`create trigger outbreaks_area_tokens before insert or update of country_id on outbreaks
    for each row execute function outbreak_area_tokens()`.execute(db);
  await sql`create function country_area_tokens_changed() returns trigger language plpgsql as $$
    begin
      update outbreaks set area_tokens = new.area_tokens where country_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger countries_area_tokens after update of area_tokens on countries
    for each row when (new.area_tokens is distinct from old.area_tokens)
    execute function country_area_tokens_changed()`.execute(db);
}

/**
 * The search index also holds the UN M49 areas of each outbreak's country (`r_<code>`, search-index.ts),
 * so a search filtered by a region asks for one token instead of one per country of the region. Each
 * country keeps its tokens (`countries.area_tokens`, from its region); on PostgreSQL each outbreak
 * keeps a copy, which its index expression reads. Both indexes are rebuilt with them.
 */
export const searchAreasMigration: PortableMigration = {
  async up(db: MigrationDb, kind: DatabaseKind) {
    // Rewriting and indexing every stored outbreak takes minutes at a million, past the request timeout.
    if (kind === 'postgres') await sql`set local statement_timeout = 0`.execute(db);
    await db.schema
      .alterTable('countries')
      .addColumn('area_tokens', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    const countries = (await db.selectFrom('countries').select(['id', 'region']).execute()) as {
      id: number;
      region: string | null;
    }[];
    for (const country of countries)
      await db
        .updateTable('countries')
        .set({ area_tokens: countryAreaTokens(country.region) })
        .where('id', '=', country.id)
        .execute();
    await dropOutbreakSearchIndex(db, kind);
    if (kind === 'postgres') {
      await db.schema
        .alterTable('outbreaks')
        .addColumn('area_tokens', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await sql`update outbreaks set area_tokens = countries.area_tokens from countries
        where countries.id = outbreaks.country_id and countries.area_tokens <> ''`.execute(db);
      await createPostgresAreaTriggers(db);
    }
    await createOutbreakSearchIndex(db, kind, { stored: false });
    // The planner's statistics of the new index's words, by which a search chooses how to read them.
    await sql`analyze outbreaks`.execute(db);
  },
  async down(db: MigrationDb, kind: DatabaseKind) {
    if (kind === 'postgres') await sql`set local statement_timeout = 0`.execute(db);
    await dropOutbreakSearchIndex(db, kind);
    if (kind === 'postgres') {
      await sql`drop trigger outbreaks_area_tokens on outbreaks`.execute(db);
      await sql`drop trigger countries_area_tokens on countries`.execute(db);
      await sql`drop function outbreak_area_tokens()`.execute(db);
      await sql`drop function country_area_tokens_changed()`.execute(db);
      await db.schema.alterTable('outbreaks').dropColumn('area_tokens').execute();
    }
    await db.schema.alterTable('countries').dropColumn('area_tokens').execute();
    await createOutbreakSearchIndex(db, kind, { areas: false, stored: false });
  },
};
