import type { OutbreakCursor, OutbreakFilters } from '@outbreak-watch/domain';
import { CompiledQuery, sql, SqliteAdapter, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { regionCountriesOf } from '../reference/region-countries.js';
import {
  postgresTsquery,
  resolveSearchWords,
  sqliteMatchExpression,
  type IndexedFilters,
  type SearchWord,
} from './outbreak-search.js';
import {
  postgresSearchVector,
  sqliteIdOfRowid,
  sqliteRowid,
  sqliteRowidAbove,
  sqliteRowidFrom,
} from './search-index.js';

type Db = Kysely<DB>;

/**
 * Outbreaks (`o`) with their disease (`d`), country (`c`) and state (`s`, null when none): the rows every
 * reader of an outbreak's names starts from. Selects nothing yet.
 */
export function outbreaksWithNames(db: Db | Transaction<DB>) {
  return db
    .selectFrom('outbreaks as o')
    .innerJoin('diseases as d', 'd.id', 'o.disease_id')
    .innerJoin('countries as c', 'c.id', 'o.country_id')
    .leftJoin('states as s', 's.id', 'o.state_id');
}

/** Every column an outbreak response needs, in one query with its disease, place and reporter. */
export function selectOutbreaks(db: Db) {
  return outbreaksWithNames(db)
    .leftJoin('users as u', 'u.id', 'o.reporter_id')
    .select([
      'o.id',
      'o.disease_id',
      'd.name as disease_name',
      'd.category as disease_category',
      'd.agent_type as disease_agent_type',
      'd.description as disease_description',
      'o.country_id',
      'c.name as country_name',
      'c.alpha3 as country_code',
      'c.numeric_code as country_numeric_code',
      'c.region',
      'c.latitude',
      'c.longitude',
      'o.state_id',
      's.name as state_name',
      'o.city',
      'o.date',
      'o.created_at',
      'o.status',
      'o.confirmed',
      'o.severity',
      'o.risk_level',
      'o.severity_score',
      'o.transmission_rate',
      'o.attack_rate',
      'o.survivability',
      'o.cases',
      'o.deaths',
      'o.population_at_risk',
      'o.description',
      'o.source',
      'o.reporter_id',
      'u.role_id as reporter_role_id',
      'u.first_name as reporter_first_name',
      'u.last_name as reporter_last_name',
      'u.email as reporter_email',
    ]);
}

export type OutbreakQuery = ReturnType<typeof selectOutbreaks>;
export type OutbreakRow = Awaited<ReturnType<OutbreakQuery['executeTakeFirstOrThrow']>>;

/** What every list of outbreak ids selects, whatever drives it. */
function selectOutbreakIdColumns(db: Db) {
  return db.selectFrom('outbreaks as o').select(['o.id', 'o.date']);
}

export type OutbreakIdQuery = ReturnType<typeof selectOutbreakIdColumns>;

export interface OutbreakIdOptions {
  /** Keyset paging: only the outbreaks after this one in the list's order (newest first). */
  after?: OutbreakCursor;
  /**
   * The most rows the caller reads (a page's offset and limit): a PostgreSQL search of several common
   * words may then look for them among the newest outbreaks first. The caller adds no conditions.
   */
  rowsWanted?: number;
  /**
   * In no particular order: a count reads matches wherever the index finds them first. On PostgreSQL
   * that is meant to be the GIN index alone, however common the words, instead of a walk of the date
   * index or the table (a count of a common word's first thousands of matches took a second walked,
   * tens of ms from GIN); the count (outbreak-count.ts) rules the other plans out.
   */
  unordered?: boolean;
  /** PostgreSQL: `POSTGRES_SORTED_MATCHES_MAX` unless given (tests take every way with small data). */
  sortedMatchesMax?: number;
  /** PostgreSQL: `POSTGRES_WALKED_ROWS_MAX` unless given. */
  walkedRowsMax?: number;
  /**
   * PostgreSQL: the estimated matches above which a search reads years; unless given, the larger of
   * `POSTGRES_WINDOWED_MATCHES_MIN` and `POSTGRES_WINDOWED_MATCHES_PER_ROW` for each row wanted.
   */
  windowedMatchesMin?: number;
}

/** The list filters; without a search, the region is read as its countries (`country_ids`). */
type ResolvedFilters = OutbreakFilters & IndexedFilters & { country_ids?: readonly number[] };

/** The filters of a list without a search, all on the outbreaks table itself. */
function withColumnFilters(query: OutbreakIdQuery, filters: ResolvedFilters): OutbreakIdQuery {
  let q = query;
  if (filters.from) q = q.where('o.date', '>=', filters.from);
  if (filters.to) q = q.where('o.date', '<=', filters.to);
  if (filters.country_id) q = q.where('o.country_id', '=', filters.country_id);
  if (filters.country_ids) q = q.where('o.country_id', 'in', filters.country_ids);
  if (filters.disease_id) q = q.where('o.disease_id', '=', filters.disease_id);
  if (filters.status) q = q.where('o.status', '=', filters.status);
  if (filters.severity) q = q.where('o.severity', '=', filters.severity);
  if (filters.confirmed !== undefined) q = q.where('o.confirmed', '=', filters.confirmed);
  if (filters.import) q = q.where('o.import_id', '=', filters.import);
  return q;
}

/**
 * Ids of the outbreaks matching the list and export filters, newest first (date, then id). Without a
 * search every filter is on the outbreaks table, so paging walks one index that starts with the
 * filtered columns and ends in (date, id), and the joins run only for the rows of the page. A search
 * (`q`) asks the search index of search-index.ts for its words and the other filters at once: on
 * PostgreSQL one tsquery over the GIN index, on SQLite one FTS5 query whose own order is the list's.
 */
export async function selectOutbreakIds(
  db: Db,
  listFilters: OutbreakFilters,
  options: OutbreakIdOptions = {},
): Promise<OutbreakIdQuery> {
  const words = await resolveSearchWords(db, listFilters.q);
  if (words.length === 0) {
    const filters: ResolvedFilters = {
      ...listFilters,
      country_ids: await regionCountriesOf(db, listFilters.region),
    };
    // A region without countries (none filed under it yet) matches nothing.
    if (filters.country_ids?.length === 0) return selectOutbreakIdColumns(db).where(sql<boolean>`0 = 1`);
    return newestFirst(withColumnFilters(selectOutbreakIdColumns(db), filters), options);
  }
  // A search asks the index for the region's token (search-index.ts), held by its countries' outbreaks.
  const filters: ResolvedFilters = listFilters;
  if (!(db.getExecutor().adapter instanceof SqliteAdapter))
    return postgresSearch(db, words, filters, options);
  const match = await sqliteMatchExpression(db, words, filters);
  if (match === null) return selectOutbreakIdColumns(db).where(sql<boolean>`0 = 1`);
  return sqliteSearch(db, match, filters, options);
}

/** The list's order, after the cursor if there is one. */
function newestFirst(query: OutbreakIdQuery, { after }: OutbreakIdOptions): OutbreakIdQuery {
  const q = after ? query.where(sql<boolean>`(o.date, o.id) < (${after.date}, ${after.id})`) : query;
  return q.orderBy('o.date', 'desc').orderBy('o.id', 'desc');
}

/**
 * PostgreSQL: a search of one word with more matches than this (as the planner estimates them) is
 * answered by walking the date index newest first and testing each row, which stops after the page;
 * every other search finds its matches through the GIN index and sorts them by date. Sorting costs
 * about 2 µs a match (reading its date), walking about 6.5 µs a row passed, so at a million outbreaks
 * either costs at most about 20–40 ms on its side of this line. (Left to itself the planner walks from
 * about 2,700 estimated matches, and a word in one outbreak of a thousand then takes a tenth of a
 * second.) Several words never walk: two common words that never meet would pass every row. A page
 * (`rowsWanted`) reads the matches year by year instead, up to POSTGRES_WINDOWED_MATCHES_MAX; this
 * line holds for the readers of every match (exports, feeds).
 */
const POSTGRES_SORTED_MATCHES_MAX = 20_000;

/**
 * PostgreSQL: a search of several words with more matches than POSTGRES_SORTED_MATCHES_MAX (as the
 * planner estimates them, words taken as independent) first looks for the rows wanted among this many
 * newest outbreaks of its range (about 50 ms at most), and sorts the matches of the GIN index only when
 * they are not all there: two common words that seldom meet then cost that walk more, never a walk of
 * every outbreak. Two words in one outbreak of ten, sorted, took 0.4 s; walked, 5 ms.
 */
const POSTGRES_WALKED_ROWS_MAX = 8_000;

/**
 * PostgreSQL: a search for a page (`rowsWanted`) with more matches than this and at most
 * POSTGRES_WINDOWED_MATCHES_MAX (as the planner estimates them) asks the GIN index for the matches of
 * its newest year first and widens to older years only while the page is not full (`byYear`). GIN
 * intersects the words' lists with the year's without reading the table, so only the matches of the
 * years asked for are read and sorted: over ten years of outbreaks a word of 10,000 matches reads
 * about a thousand rows, not all of them. Each window costs a look-up in the index and the statement
 * more planning (about 2 ms in all), so rarer words are sorted at once; the planner estimates no word
 * below about 1,700 at a million outbreaks, and at this line both ways cost the same.
 */
const POSTGRES_WINDOWED_MATCHES_MIN = 4_000;

/**
 * PostgreSQL: above this many estimated matches a page walks the date index (one word) or the newest
 * outbreaks (several words) instead of reading years: a year of them costs more than the walk, whose
 * cost falls as the matches grow (at a million outbreaks about 15 ms either way at this line; estimates
 * of a prefix or a word naming places run two to three times the true count).
 */
const POSTGRES_WINDOWED_MATCHES_MAX = 40_000;

/**
 * PostgreSQL: a search reads years only when it estimates at least this many matches for each row it
 * wants, so that the newest years are likely to hold them all (a year holds about a tenth of ten
 * years' matches, and the planner's estimates run up to three times the true count). A search for
 * many rows would read most years anyway, at the cost of a
 * look-up each, and is sorted at once.
 */
const POSTGRES_WINDOWED_MATCHES_PER_ROW = 30;

/**
 * PostgreSQL: how many years each window of `byYear` spans, newest first from the year of the newest
 * outbreak the search may find; after the last, one window holds every older year. One: each window is
 * a GIN look-up whose cost follows the words' (and the region's) lists, not the matches, so a search
 * with few true matches, such as a disease's word within a region where it never occurs (the planner
 * takes words and region as independent), paid for every window. A newest year with less than a page
 * leaves few matches to sort in the rest. At a million outbreaks, random words within a region: p99
 * 202 → 126 ms and 147 → 87 ms in two rounds on a busy machine; without a region, unchanged.
 */
const POSTGRES_WINDOW_YEARS = [1] as const;

/** PostgreSQL: the planner's estimate of the rows a query returns. */
async function estimatedRows(db: Db, query: { compile(): CompiledQuery }): Promise<number> {
  const { sql: text, parameters } = query.compile();
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    CompiledQuery.raw(`explain (format json) ${text}`, [...parameters]),
  );
  return rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY;
}

/**
 * PostgreSQL: the outbreaks `matches` finds through the GIN index, with the columns the lists filter
 * and order by.
 */
function searchMatches(db: Db, matches: RawBuilder<boolean>) {
  return db
    .selectFrom('outbreaks as o')
    .select(['o.id', 'o.date', 'o.confirmed', 'o.created_at'])
    .where(matches);
}

/** The filters not in the search index (dates, confirmation, import), tested on the table's columns. */
function tableConditions(filters: ResolvedFilters): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [];
  if (filters.from) conditions.push(sql<boolean>`o.date >= ${filters.from}`);
  if (filters.to) conditions.push(sql<boolean>`o.date <= ${filters.to}`);
  if (filters.confirmed !== undefined) conditions.push(sql<boolean>`o.confirmed = ${filters.confirmed}`);
  if (filters.import) conditions.push(sql<boolean>`o.import_id = ${filters.import}`);
  return conditions;
}

/** PostgreSQL: `tsquery` on the GIN index, the other filters on the table. */
function searchConditions(tsquery: string, filters: ResolvedFilters, extra: RawBuilder<boolean>[] = []) {
  const conditions = [
    sql<boolean>`${postgresSearchVector('o')} @@ ${tsquery}::tsquery`,
    ...extra,
    ...tableConditions(filters),
  ];
  return sql<boolean>`${sql.join(conditions, sql` and `)}`;
}

/** PostgreSQL: the words and filters as one tsquery on the GIN index, the dates on the table. */
async function postgresSearch(
  db: Db,
  words: SearchWord[],
  filters: ResolvedFilters,
  options: OutbreakIdOptions,
): Promise<OutbreakIdQuery> {
  const matches = searchConditions(postgresTsquery(words, filters), filters);
  if (options.unordered) return selectOutbreakIdColumns(db).where(matches);
  const mayWalk = words.length === 1 || options.rowsWanted !== undefined;
  const estimate = mayWalk
    ? await estimatedRows(db, db.selectFrom('outbreaks as o').select('o.id').where(matches))
    : 0;
  const { rowsWanted } = options;
  if (rowsWanted !== undefined && estimate <= POSTGRES_WINDOWED_MATCHES_MAX) {
    const least = Math.max(POSTGRES_WINDOWED_MATCHES_MIN, rowsWanted * POSTGRES_WINDOWED_MATCHES_PER_ROW);
    if (estimate > (options.windowedMatchesMin ?? least))
      return byYear(db, words, filters, options, rowsWanted);
  }
  const common = estimate > (options.sortedMatchesMax ?? POSTGRES_SORTED_MATCHES_MAX);
  if (words.length === 1 && common) return newestFirst(selectOutbreakIdColumns(db).where(matches), options);
  if (common && options.rowsWanted !== undefined)
    return walkedOrSorted(db, words, filters, options, options.rowsWanted, matches);
  // The matches once, from the GIN index (a materialised CTE is planned alone), then ordered.
  const sorted = db
    .with(
      (cte) => cte('search_matches').materialized(),
      () => searchMatches(db, matches),
    )
    .selectFrom('search_matches as o')
    .select(['o.id', 'o.date']);
  return newestFirst(sorted, options);
}

/**
 * PostgreSQL: the first `wanted` matches among the newest POSTGRES_WALKED_ROWS_MAX outbreaks of the
 * range (after the cursor), when that many are there; otherwise every match from the GIN index,
 * sorted. Both in one statement: the sorted branch runs only when the walk came short.
 */
function walkedOrSorted(
  db: Db,
  words: SearchWord[],
  filters: ResolvedFilters,
  options: OutbreakIdOptions,
  wanted: number,
  matches: RawBuilder<boolean>,
): OutbreakIdQuery {
  let newest = db
    .selectFrom('outbreaks as o')
    .select(['o.id', 'o.date', 'o.confirmed', 'o.created_at', sql`${postgresSearchVector('o')}`.as('words')]);
  for (const condition of tableConditions(filters)) newest = newest.where(condition);
  const walk = db
    .selectFrom(
      newestFirst(newest as unknown as OutbreakIdQuery, options)
        .limit(options.walkedRowsMax ?? POSTGRES_WALKED_ROWS_MAX)
        .as('w'),
    )
    .select(['w.id', 'w.date', sql`w.confirmed`.as('confirmed'), sql`w.created_at`.as('created_at')])
    .where(sql<boolean>`w.words @@ ${postgresTsquery(words, filters)}::tsquery`)
    .limit(wanted);
  const found = sql<number>`(select count(*) from search_walk)`;
  const either = db
    .with(
      (cte) => cte('search_walk').materialized(),
      () => walk,
    )
    .with(
      (cte) => cte('search_matches').materialized(),
      () => searchMatches(db, matches),
    )
    .selectFrom((eb) =>
      eb
        .selectFrom('search_walk')
        .selectAll()
        .where(sql<boolean>`${found} >= ${wanted}`)
        .unionAll(
          eb
            .selectFrom('search_matches')
            .selectAll()
            .where(sql<boolean>`${found} < ${wanted}`),
        )
        .as('o'),
    )
    .select(['o.id', 'o.date']);
  return newestFirst(either, options);
}

/** A window of `byYear`: the years it names, or every year before `before`. */
type YearWindow = { years: number[] } | { before: number };

/** The windows of years from `newest` down to the year of `from` (or with no end), newest first. */
function yearWindows(newest: number, from: string | undefined): YearWindow[] {
  const oldest = from ? Number(from.slice(0, 4)) : Number.NEGATIVE_INFINITY;
  const windows: YearWindow[] = [];
  let year = newest;
  for (const size of POSTGRES_WINDOW_YEARS) {
    if (year < oldest) return windows;
    const years: number[] = [];
    for (; years.length < size && year >= oldest; year -= 1) years.push(year);
    windows.push({ years });
  }
  if (year >= oldest) windows.push({ before: year + 1 });
  return windows;
}

/**
 * PostgreSQL: the year of the newest outbreak a search may find, after the cursor and by `to`, or null
 * when there is none.
 */
async function newestYear(db: Db, filters: ResolvedFilters, { after }: OutbreakIdOptions) {
  if (after) return Number(after.date.slice(0, 4));
  let newest = db.selectFrom('outbreaks as o').select((eb) => eb.fn.max('o.date').as('date'));
  if (filters.to) newest = newest.where('o.date', '<=', filters.to);
  const { date } = await newest.executeTakeFirstOrThrow();
  return date === null ? null : Number(String(date).slice(0, 4));
}

/**
 * PostgreSQL: the first `wanted` matches, window of years by window (`yearWindows`) newest first, in
 * one statement: each window is its own GIN look-up of the words and its years, materialised, and runs
 * only when the windows before it found fewer than `wanted` matches between them. Every window holds
 * all its matches after the cursor, so the first `wanted` of them all, in the list's order, are those
 * of a single sorted search.
 */
async function byYear(
  db: Db,
  words: SearchWord[],
  filters: ResolvedFilters,
  options: OutbreakIdOptions,
  wanted: number,
): Promise<OutbreakIdQuery> {
  const newest = await newestYear(db, filters, options);
  const windows = newest === null ? [] : yearWindows(newest, filters.from);
  if (windows.length === 0) return selectOutbreakIdColumns(db).where(sql<boolean>`0 = 1`);
  const { after } = options;
  const name = (index: number) => sql.table(`search_window_${index}`);
  const ctes = windows.map((window, index) => {
    const extra: RawBuilder<boolean>[] = [];
    if (after) extra.push(sql<boolean>`(o.date, o.id) < (${after.date}, ${after.id})`);
    if (index > 0) {
      const found = windows.slice(0, index).map((_, earlier) => sql`(select count(*) from ${name(earlier)})`);
      extra.push(sql<boolean>`${sql.join(found, sql` + `)} < ${wanted}`);
    }
    const years = 'years' in window ? window.years : [];
    const matches = searchConditions(postgresTsquery(words, filters, years), filters, extra);
    return sql`${name(index)} as materialized (select o.id, o.date from outbreaks as o where ${matches})`;
  });
  // The older years' bound applies to the GIN index's matches: on the table, the planner would read
  // the date index for years of outbreaks to intersect it with them.
  const union = sql.join(
    windows.map((window, index) =>
      'before' in window
        ? sql`select id, date from ${name(index)} where date < make_date(${sql.lit(window.before)}, 1, 1)`
        : sql`select id, date from ${name(index)}`,
    ),
    sql` union all `,
  );
  const found = db
    .selectFrom(sql<{ id: number; date: string }>`(with ${sql.join(ctes)} ${union})`.as('o'))
    .select(['o.id', 'o.date']);
  return newestFirst(found, {});
}

/**
 * SQLite: the FTS5 table first (CROSS JOIN fixes the order), read in its rowid order, the list's;
 * each match fetches its outbreak by primary key. The dates and the cursor are rowid bounds, so FTS5
 * starts and stops in the right place.
 */
function sqliteSearch(
  db: Db,
  match: string,
  filters: OutbreakFilters,
  { after }: OutbreakIdOptions,
): OutbreakIdQuery {
  const rowid = sql.ref('f.rowid');
  let q = db
    .selectFrom('outbreak_search as f')
    .crossJoin('outbreaks as o')
    .select(['o.id', 'o.date'])
    .where(sql<boolean>`f.outbreak_search match ${match}`)
    .where('o.id', '=', sqliteIdOfRowid(rowid));
  if (filters.from) q = q.where(rowid, '<=', sqliteRowidFrom(sql`${filters.from}`));
  if (filters.to) q = q.where(rowid, '>', sqliteRowidAbove(sql`${filters.to}`));
  if (after) q = q.where(rowid, '>', sqliteRowid(sql`${after.date}`, sql`${after.id}`));
  // Confirmation and import are not in the index: tested on each match's row, read by primary key anyway.
  if (filters.confirmed !== undefined) q = q.where('o.confirmed', '=', filters.confirmed);
  if (filters.import) q = q.where('o.import_id', '=', filters.import);
  // Only `o` is named from here on (callers add conditions and limits); the join stays in the SQL.
  return q.orderBy(rowid, 'asc');
}

const compiledByCount = new WeakMap<Db, Map<number, CompiledQuery<OutbreakRow>>>();

/**
 * The rows query for `count` ids, compiled once: its only parameters are the ids, so a page reuses the
 * SQL with new parameters instead of building and compiling a 40-column join per request.
 */
function compiledRowsQuery(db: Db, count: number): CompiledQuery<OutbreakRow> {
  let byCount = compiledByCount.get(db);
  if (!byCount) {
    byCount = new Map();
    compiledByCount.set(db, byCount);
  }
  let compiled = byCount.get(count);
  if (!compiled) {
    const placeholders = Array.from({ length: count }, (_, i) => i + 1);
    compiled = selectOutbreaks(db).where('o.id', 'in', placeholders).compile();
    if (compiled.parameters.length !== count)
      throw new Error('the outbreak rows query must bind only the ids');
    byCount.set(count, compiled);
  }
  return compiled;
}

/** The full rows of these outbreaks, in the order of `ids`. */
export async function fetchOutbreakRows(db: Db, ids: number[]): Promise<OutbreakRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.executeQuery<OutbreakRow>({
    ...compiledRowsQuery(db, ids.length),
    parameters: ids,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
