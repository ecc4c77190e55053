import type { OutbreakFilters } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { selectOutbreakIds } from '../outbreaks/outbreaks.query.js';

type Db = Kysely<DB>;

/** What the feeds publish of an outbreak: never anything about its reporter. */
function selectFeedRows(db: Db) {
  return db
    .selectFrom('outbreaks as o')
    .innerJoin('diseases as d', 'd.id', 'o.disease_id')
    .innerJoin('countries as c', 'c.id', 'o.country_id')
    .leftJoin('states as s', 's.id', 'o.state_id')
    .select([
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
    await selectOutbreakIds(db, filters).where('o.confirmed', '=', true).limit(limit).execute()
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
export function metricsLine(row: FeedRow): string {
  const two = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return (
    `${two(row.cases)} cases, ${two(row.deaths)} deaths; R0 ${two(row.transmission_rate)}, ` +
    `attack rate ${two(row.attack_rate)}%, survivability ${two(row.survivability)}%.`
  );
}
