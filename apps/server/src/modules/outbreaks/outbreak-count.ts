import {
  OUTBREAK_COUNT_CAP,
  searchQueryWords,
  type OutbreakFilters,
  type OutbreakTotal,
} from '@outbreak-watch/domain';
import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { regionCountriesOf } from '../reference/region-countries.js';
import { outbreakCube } from '../stats/outbreak-cube-source.js';
import { readDataVersion } from '../stats/outbreak-stats.js';
import { selectOutbreakIds } from './outbreaks.query.js';

/** PostgreSQL, for the rest of a transaction: no plan that reads the table or a b-tree in order. */
const GIN_ONLY = sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`;

/**
 * How many outbreaks match the list filters. Without a search or an import every filter is a dimension
 * of the in-memory summary, which counts exactly in microseconds whatever matches. An import's reports
 * are counted in the database through the import's index, exactly (an import holds at most a file's
 * rows); a search counts its matches in the database up to `cap` (the list's OUTBREAK_COUNT_CAP; an
 * export's threshold) and then says "more".
 */
export async function countOutbreaks(
  db: Kysely<DB>,
  filters: OutbreakFilters,
  cap = OUTBREAK_COUNT_CAP,
): Promise<OutbreakTotal> {
  const searched = searchQueryWords(filters.q).length > 0;
  if (!searched && filters.import === undefined) {
    const cube = await outbreakCube(db, await readDataVersion(db));
    const [sums] = cube.aggregate(
      {
        from: filters.from,
        to: filters.to,
        country_id: filters.country_id,
        country_ids: await regionCountriesOf(db, filters.region),
        disease_id: filters.disease_id,
        statuses: filters.status ? [filters.status] : undefined,
        severities: filters.severity ? [filters.severity] : undefined,
        confirmed: filters.confirmed,
      },
      [],
    );
    return { count: sums?.outbreaks ?? 0, more: false };
  }
  const countMatches = async (executor: Kysely<DB>) => {
    const ids = await selectOutbreakIds(executor, filters, { unordered: true });
    const matches = (searched ? ids.limit(cap + 1) : ids).as('m');
    const { count } = await executor
      .selectFrom(matches)
      .select(sql<number | string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  };
  // PostgreSQL: for one word alone the planner's estimate holds, and it reads the table in order when
  // the word is common, finding `cap` matches in its first rows (a few ms; the GIN bitmap of a common
  // word takes tens). With more terms (words, or a filter, which joins the words in the tsquery or
  // narrows the rows) it takes them as independent: two common words that never meet, or a disease's
  // word within a region where it never occurs, then pass every row (a million outbreaks: 10.5 s),
  // so only the GIN index's bitmap is let (0.2 s).
  const wordAlone =
    searchQueryWords(filters.q).length === 1 &&
    Object.entries(filters).every(([key, value]) => key === 'q' || value === undefined);
  const found =
    !searched || wordAlone || db.getExecutor().adapter instanceof SqliteAdapter
      ? await countMatches(db)
      : await db.transaction().execute(async (tx) => {
          await GIN_ONLY.execute(tx);
          return countMatches(tx);
        });
  return searched && found > cap ? { count: cap, more: true } : { count: found, more: false };
}
