import { FEED_MESSAGE_DESCRIPTORS, type OutbreakFilters } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Translate } from '../../lib/i18n.js';
import { selectOutbreakIds, outbreaksWithNames } from '../outbreaks/outbreaks.query.js';
import { regionCountriesOf, sqlIdList } from '../reference/region-countries.js';

type Db = Kysely<DB>;

/** What the feeds publish of an outbreak: never anything about its reporter. */
function selectFeedRows(db: Db) {
  return outbreaksWithNames(db).select([
    'o.id',
    'd.name as disease_name',
    'c.name as country_name',
    'c.alpha2 as country_alpha2',
    'c.alpha3 as country_alpha3',
    'c.latitude',
    'c.longitude',
    's.name as state_name',
    's.code as state_code',
    'o.city',
    'o.date',
    'o.status',
    'o.confirmed',
    'o.severity',
    'o.risk_level',
    'o.severity_score',
    'o.cases',
    'o.deaths',
    'o.population_at_risk',
    'o.transmission_rate',
    'o.attack_rate',
    'o.survivability',
    'o.description',
    'o.source',
    'o.created_at',
    'o.updated_at',
    'o.confirmed_at',
  ]);
}

export type FeedRow = Awaited<ReturnType<ReturnType<typeof selectFeedRows>['executeTakeFirstOrThrow']>>;

/** The newest confirmed outbreaks matching the list filters. */
export async function newestConfirmed(db: Db, filters: OutbreakFilters, limit: number): Promise<FeedRow[]> {
  const ids = (
    await (await selectOutbreakIds(db, filters)).where('o.confirmed', '=', true).limit(limit).execute()
  ).map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await selectFeedRows(db).where('o.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One outbreak, confirmed or not. */
export function feedRow(db: Db, id: number): Promise<FeedRow | undefined> {
  return selectFeedRows(db).where('o.id', '=', id).executeTakeFirst();
}

/** "State, Country", or the country alone. */
export function placeOf(row: Pick<FeedRow, 'state_name' | 'country_name' | 'city'>): string {
  return [row.city, row.state_name, row.country_name].filter(Boolean).join(', ');
}

/** A one-line account of the numbers, for summaries and CAP descriptions (rounded for reading). */
export function metricsLine(row: FeedRow, t: Translate): string {
  return t(FEED_MESSAGE_DESCRIPTORS.metrics, {
    cases: row.cases,
    deaths: row.deaths,
    r0: row.transmission_rate,
    attackRate: row.attack_rate,
    survivability: row.survivability,
  });
}

/** A confirmed outbreak the verification team removed, as the public last saw it. */
export type RemovedFeedRow = FeedRow & { removed_at: string };

/** The facts the removal kept (the public presentation of the outbreak, see verification). */
type RemovedFacts = Omit<FeedRow, 'country_alpha2' | 'country_alpha3' | 'state_code'> & {
  state_id: number | null;
};

/** Whether every word of a text search is in one of the fields it searches, as the list matches them. */
function matchesWords(row: FeedRow, q: string | undefined): boolean {
  const text = [row.disease_name, row.country_name, row.state_name, row.city, row.description]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
  return (q ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .every((word) => text.includes(word));
}

/**
 * The newest removals of published (confirmed) outbreaks matching the list filters. Place, disease, date
 * and import are columns of the tombstone; status, severity and the words are matched on its facts.
 */
export async function removedConfirmed(
  db: Db,
  filters: OutbreakFilters & { id?: number },
  limit: number,
): Promise<RemovedFeedRow[]> {
  let q = db
    .selectFrom('outbreak_removals as r')
    .innerJoin('countries as c', 'c.id', 'r.country_id')
    .select(['r.facts', 'r.removed_at', 'c.alpha2', 'c.alpha3'])
    .where('r.confirmed', '=', true);
  if (filters.id) q = q.where('r.outbreak_id', '=', filters.id);
  if (filters.import !== undefined) q = q.where('r.import_id', '=', filters.import);
  if (filters.from) q = q.where('r.date', '>=', filters.from);
  if (filters.to) q = q.where('r.date', '<=', filters.to);
  if (filters.country_id) q = q.where('r.country_id', '=', filters.country_id);
  const regionCountries = await regionCountriesOf(db, filters.region);
  if (regionCountries) q = q.where('r.country_id', 'in', sqlIdList(regionCountries));
  if (filters.disease_id) q = q.where('r.disease_id', '=', filters.disease_id);
  const removals = await q
    .orderBy('r.removed_at', 'desc')
    .orderBy('r.outbreak_id', 'desc')
    .limit(limit)
    .execute();
  const rows = removals.map((removal) => ({ ...removal, facts: JSON.parse(removal.facts) as RemovedFacts }));
  const stateIds = rows.flatMap((row) => (row.facts.state_id === null ? [] : [row.facts.state_id]));
  const codes = new Map(
    stateIds.length === 0
      ? []
      : (await db.selectFrom('states').select(['id', 'code']).where('id', 'in', stateIds).execute()).map(
          (state) => [state.id, state.code],
        ),
  );
  return rows
    .map(({ facts, removed_at, alpha2, alpha3 }) => ({
      ...facts,
      country_alpha2: alpha2,
      country_alpha3: alpha3,
      state_code: facts.state_id === null ? null : (codes.get(facts.state_id) ?? null),
      removed_at: String(removed_at),
    }))
    .filter(
      (row) =>
        (!filters.status || row.status === filters.status) &&
        (!filters.severity || row.severity === filters.severity) &&
        matchesWords(row, filters.q),
    );
}
