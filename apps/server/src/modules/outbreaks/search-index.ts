import { m49AreasCovering } from '@outbreak-watch/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseKind } from '../../db/database.js';

/**
 * The outbreak search index, defined once for the migration that creates it and the bulk loaders that
 * rebuild it. A change here comes with a migration that drops and recreates the index.
 *
 * What is indexed per outbreak: `outbreaks.search_text` (the folded words of its city, description
 * and source, written by the application: search-text.ts) plus a token for each thing the list
 * filters on: `d_<disease id>`, `c_<country id>`, `s_<state id>`, `status_<status>`,
 * `severity_<severity>`, and `r_<M49 code>` for each UN M49 area its country lies in (region,
 * sub-region and intermediate region: `r_2 r_202 r_14` in Kenya), so that a region filter asks for one
 * token, not for each of the region's countries. A country's area tokens are written beside it
 * (`countries.area_tokens`, by the reference seed: `countryAreaTokens`) and the database copies them
 * into the index with the outbreak's other tokens; a country filed under another region re-indexes its
 * outbreaks (migration 0025's triggers). The names of diseases, countries and states are not copied into the index;
 * a search looks its words up in the names when it runs (reference-names.ts) and asks for those
 * tokens, so a renamed disease is found by its new name at once and the index never needs rewriting.
 * The database adds the tokens itself from the columns, so a correction of the place or disease, or
 * a new status, keeps the index right without the application's help, and a search with filters is
 * answered by the index alone.
 *
 * Neither database tokenises anything: the words are already folded, and the tokens contain `_`,
 * which folded words never do, so a search word can never be taken for a token.
 *
 * - SQLite: an FTS5 table without a copy of the text (contentless, rows deletable), no positions
 *   (`detail=none`: no phrases needed), kept by triggers on `outbreaks`. Its rowid is the list's
 *   position: −(day number × 2^31 + id), so "newest first" is FTS5's own ascending order, in which it
 *   seeks fastest: a search page is read in order and stops after the page, and a cursor or a date
 *   range is a rowid bound. FTS5 expands a prefix by reading every matching list in full, slow for a
 *   common word, so the distinct words are kept in `outbreak_search_terms` and a query names the words
 *   a prefix stands for; two-letter prefixes have their own lists (`SQLITE_PREFIX_INDEX_LENGTHS`).
 * - PostgreSQL: a GIN index over the same words and tokens as a tsvector taken literally
 *   (array_to_tsvector: no parser, no dictionary, no extension); prefixes are tsquery's `:*`. It also
 *   holds the outbreak's year (`YEAR_TOKEN`), so that a search of many matches can ask for one year's
 *   at a time, newest first. How a search is planned over it: outbreaks.query.ts.
 */

/**
 * SQLite: FTS5 also indexes the first two letters of every word, so that a two-letter search word
 * (a prefix of hundreds of words) is one list read in order, not hundreds.
 */
export const SQLITE_PREFIX_INDEX_LENGTHS = [2] as const;

/** The token of each filtered column; the value follows. */
export const INDEX_TOKEN = {
  disease: 'd_',
  country: 'c_',
  state: 's_',
  status: 'status_',
  severity: 'severity_',
  area: 'r_',
} as const;

/**
 * A country's area tokens as stored in `countries.area_tokens`: each preceded by a space, so the
 * database appends them to an outbreak's words as they are (` r_14 r_202 r_2`); empty for a country
 * without a known region, which no region filter then finds.
 */
export const countryAreaTokens = (region: string | null): string =>
  m49AreasCovering(region)
    .map((area) => ` ${INDEX_TOKEN.area}${area.code}`)
    .join('');

/**
 * PostgreSQL: the token of the outbreak's year (`y_2026`), from its date. A search of many matches asks
 * for the newest year's first and widens only when its page is not full (outbreaks.query.ts), so GIN
 * intersects the lists and only the matches of the years read are fetched and sorted.
 */
export const YEAR_TOKEN = 'y_';

/** The `data_versions` row the reference-name triggers raise: reference-names.ts reloads on a change. */
export const REFERENCE_NAMES_DATA = 'reference_names';

/** 2^31: ids are 32-bit, so day × 2^31 + id orders by day, then id, and fits SQLite's 64-bit rowid. */
const DAY_FACTOR = 2_147_483_648;

type Sql = RawBuilder<unknown>;
const dayNumber = (date: Sql) => sql<number>`cast(julianday(${date}) as integer)`;

/** SQLite: the rowid of the outbreak on `date` with `id`: newer outbreaks have smaller rowids. */
export function sqliteRowid(date: Sql, id: Sql): RawBuilder<number> {
  return sql<number>`(-(${dayNumber(date)} * ${sql.lit(DAY_FACTOR)} + ${id}))`;
}

/** SQLite: every outbreak on `date` or later has a rowid at most this. */
export function sqliteRowidFrom(date: Sql): RawBuilder<number> {
  return sql<number>`(-(${dayNumber(date)} * ${sql.lit(DAY_FACTOR)}))`;
}

/** SQLite: every outbreak on `date` or earlier has a rowid above this. */
export function sqliteRowidAbove(date: Sql): RawBuilder<number> {
  return sql<number>`(-((${dayNumber(date)} + 1) * ${sql.lit(DAY_FACTOR)}))`;
}

/** SQLite: the outbreak id in a rowid. */
export function sqliteIdOfRowid(rowid: Sql): RawBuilder<number> {
  return sql<number>`((-${rowid}) % ${sql.lit(DAY_FACTOR)})`;
}

/** A row of a trigger (`new`/`old`) or of the table itself. */
type RowName = 'new' | 'old' | 'outbreaks';
const column = (row: RowName, name: string) => sql.ref(`${row}.${name}`);
const rowRowid = (row: RowName) => sqliteRowid(column(row, 'date'), column(row, 'id'));
const token = (kind: keyof typeof INDEX_TOKEN, row: RowName, name: string) =>
  sql`${sql.lit(` ${INDEX_TOKEN[kind]}`)} || ${column(row, name)}`;

/**
 * What the index holds: since migration 0025 the area tokens too. The migrations before it build the
 * index of their time (`areas: false`), before the area columns exist.
 *
 * PostgreSQL: since migration 0029 the tsvector is a stored column (`outbreaks.search_vector`,
 * generated from the row) under the GIN index. Over an expression, every row a search rechecks, or a
 * walk or a count reads past the index, built its tsvector again (~11 µs a row, most of a slow
 * search's time at a million outbreaks); stored, it is read. The migrations before it index the
 * expression (`stored: false`).
 */
export interface SearchIndexOptions {
  areas?: boolean;
  stored?: boolean;
}

/** SQLite: the area tokens of a row's country, read from the countries table. */
const rowAreaTokens = (row: RowName) =>
  sql`coalesce((select area_tokens from countries where countries.id = ${column(row, 'country_id')}), '')`;

/** SQLite: the indexed document of a row: its words and its tokens (no state token without a state). */
const rowDocument = (row: RowName, { areas = true }: SearchIndexOptions = {}) =>
  sql`${column(row, 'search_text')} || ${token('disease', row, 'disease_id')}
    || ${token('country', row, 'country_id')} || coalesce(${token('state', row, 'state_id')}, '')
    || ${token('status', row, 'status')} || ${token('severity', row, 'severity')}
    ${areas ? sql`|| ${rowAreaTokens(row)}` : sql``}`;

/** SQLite: adds a row's words to the vocabulary (as JSON: the words hold no quotes or backslashes). */
const rememberWords = (row: RowName) =>
  sql`insert or ignore into outbreak_search_terms (term)
    select value from json_each('["' || replace(${column(row, 'search_text')}, ' ', '","') || '"]')
    where value <> ''`;

const sqliteTriggers = (options: SearchIndexOptions) => ({
  outbreaks_search_insert: sql`create trigger outbreaks_search_insert after insert on outbreaks begin
    insert into outbreak_search (rowid, words) values (${rowRowid('new')}, ${rowDocument('new', options)});
    ${rememberWords('new')};
  end`,
  outbreaks_search_update: sql`create trigger outbreaks_search_update
    after update of id, date, search_text, disease_id, country_id, state_id, status, severity
    on outbreaks begin
    delete from outbreak_search where rowid = ${rowRowid('old')};
    insert into outbreak_search (rowid, words) values (${rowRowid('new')}, ${rowDocument('new', options)});
    ${rememberWords('new')};
  end`,
  outbreaks_search_delete: sql`create trigger outbreaks_search_delete after delete on outbreaks begin
    delete from outbreak_search where rowid = ${rowRowid('old')};
  end`,
  ...(options.areas === false
    ? {}
    : {
        // A country filed under another area: its outbreaks' documents again, with the new tokens.
        countries_search_areas: sql`create trigger countries_search_areas
          after update of area_tokens on countries when new.area_tokens is not old.area_tokens begin
          delete from outbreak_search where rowid in
            (select ${rowRowid('outbreaks')} from outbreaks where country_id = new.id);
          insert into outbreak_search (rowid, words)
            select ${rowRowid('outbreaks')}, ${rowDocument('outbreaks')} from outbreaks
            where country_id = new.id;
        end`,
      }),
});

/** The names of every trigger the SQLite index may have, for dropping it. */
const SQLITE_TRIGGER_NAMES = Object.keys(sqliteTriggers({}));

/** PostgreSQL: the stored tsvector column (migration 0029) that the GIN index holds. */
export const POSTGRES_SEARCH_VECTOR_COLUMN = 'search_vector';

/** PostgreSQL: an outbreak's indexed tsvector, as the searches of outbreaks.query.ts read it. */
export const postgresSearchVector = (alias: 'o'): RawBuilder<unknown> =>
  sql.ref(`${alias}.${POSTGRES_SEARCH_VECTOR_COLUMN}`);

/**
 * PostgreSQL: the tsvector of an outbreak row, from its columns: the stored column's generation
 * expression (and the index's expression before migration 0029). The area tokens come from
 * `outbreaks.area_tokens`, which a trigger copies from the country (migration 0025): neither an index
 * nor a generated column can read another table. A generated column is computed after the row's BEFORE
 * triggers, so it holds the tokens that trigger wrote.
 */
function postgresSearchDocument({ areas = true }: SearchIndexOptions = {}): RawBuilder<unknown> {
  const column = (name: string) => sql.ref(name);
  const token = (kind: keyof typeof INDEX_TOKEN, name: string, cast = sql``) =>
    sql`${sql.lit(INDEX_TOKEN[kind])} || ${column(name)}${cast}`;
  const text = sql`::text`;
  // Each piece is text || text (immutable, as an index expression must be: extract from a date is, a
  // date's text is not, as it follows DateStyle); a null state drops out.
  const year = sql`${sql.lit(YEAR_TOKEN)} || extract(year from ${column('date')})::integer::text`;
  return sql`array_to_tsvector(array_remove(array_remove(
    string_to_array(${column('search_text')}, ' ')
      || array[${token('disease', 'disease_id', text)}, ${token('country', 'country_id', text)},
               ${token('state', 'state_id', text)}, ${token('status', 'status')},
               ${token('severity', 'severity')}, ${year}]
      ${areas ? sql`|| string_to_array(${column('area_tokens')}, ' ')` : sql``},
    null), ''))`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- also run by migrations, on a schema in flux
type AnyDb = Kysely<any>;

/** Creates the index and fills it from the outbreaks already stored. */
export async function createOutbreakSearchIndex(
  db: AnyDb,
  kind: DatabaseKind,
  options: SearchIndexOptions = {},
): Promise<void> {
  if (kind === 'postgres') {
    const indexed =
      options.stored === false
        ? sql`(${postgresSearchDocument(options)})`
        : sql.ref(POSTGRES_SEARCH_VECTOR_COLUMN);
    // Without the pending list (fastupdate): with it, new rows wait in a list that every search reads
    // through, and a few thousand reports made searches ten times slower until a vacuum merged them.
    await sql`create index outbreaks_search_idx on outbreaks using gin (${indexed})
      with (fastupdate = off)`.execute(db);
    return;
  }
  await sql`create virtual table outbreak_search using fts5(
      words, content='', contentless_delete=1, detail=none, tokenize="ascii tokenchars '_'",
      prefix=${sql.lit(SQLITE_PREFIX_INDEX_LENGTHS.join(' '))})`.execute(db);
  await sql`create table outbreak_search_terms (term text primary key) without rowid`.execute(db);
  await sql`insert into outbreak_search (rowid, words)
    select ${rowRowid('outbreaks')}, ${rowDocument('outbreaks', options)} from outbreaks`.execute(db);
  // The vocabulary from the index itself: one pass over it, instead of splitting every row's words.
  await sql`create virtual table temp.outbreak_search_vocabulary using fts5vocab(main, outbreak_search, 'row')`.execute(
    db,
  );
  await sql`insert into outbreak_search_terms (term)
    select term from temp.outbreak_search_vocabulary where instr(term, '_') = 0`.execute(db);
  await sql`drop table temp.outbreak_search_vocabulary`.execute(db);
  for (const trigger of Object.values(sqliteTriggers(options))) await trigger.execute(db);
}

/** PostgreSQL: adds the stored tsvector column, computed for every outbreak (a rewrite of the table). */
export async function addPostgresSearchVectorColumn(db: AnyDb): Promise<void> {
  await sql`alter table outbreaks add column ${sql.ref(POSTGRES_SEARCH_VECTOR_COLUMN)} tsvector
    generated always as (${postgresSearchDocument()}) stored`.execute(db);
}

/** Drops the index: before a bulk load, which then rebuilds it with `createOutbreakSearchIndex`. */
export async function dropOutbreakSearchIndex(db: AnyDb, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') {
    await sql`drop index if exists outbreaks_search_idx`.execute(db);
    return;
  }
  for (const name of SQLITE_TRIGGER_NAMES) await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
  await sql`drop table if exists outbreak_search`.execute(db);
  await sql`drop table if exists outbreak_search_terms`.execute(db);
}
