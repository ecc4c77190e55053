import {
  MAP_SETTINGS,
  rangeForDays,
  severityScore,
  severityScoreBand,
  type MapCountriesResponse,
  type MapCountry,
  type MapFilters,
  type MapRecentOutbreak,
} from '@outbreak-watch/domain';
import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import {
  OutbreakAggregator,
  whereOutbreaksMatch,
  type AggregateFilters,
} from '../stats/outbreak-aggregates.js';

type Db = Kysely<DB>;

/** The map's filters as the summary reads them: `days` becomes a date range ending today (UTC). */
export function mapAggregateFilters(query: MapFilters, today?: string): AggregateFilters {
  const range =
    query.from || query.to
      ? { from: query.from, to: query.to }
      : query.days
        ? rangeForDays(query.days, today)
        : {};
  return {
    ...range,
    disease_id: query.disease_id,
    statuses: query.status ? [query.status] : undefined,
    confirmed: query.confirmed,
  };
}

function recentQuery(db: Db, filters: AggregateFilters) {
  return whereOutbreaksMatch(
    db
      .selectFrom('outbreaks')
      .innerJoin('diseases', 'diseases.id', 'outbreaks.disease_id')
      .leftJoin('states', 'states.id', 'outbreaks.state_id')
      .select([
        'outbreaks.id',
        'outbreaks.country_id',
        'diseases.name as disease_name',
        'states.name as state_name',
        'outbreaks.city',
        'outbreaks.date',
        'outbreaks.status',
        'outbreaks.confirmed',
        'outbreaks.severity',
        'outbreaks.cases',
        'outbreaks.attack_rate',
        'outbreaks.transmission_rate',
        'outbreaks.survivability',
      ]),
    // Qualified: states has a country_id too.
    { ...filters, country_id: undefined },
  )
    .orderBy('outbreaks.date', 'desc')
    .orderBy('outbreaks.id', 'desc')
    .limit(MAP_SETTINGS.recentMax);
}

type RecentRow = MapRecentOutbreak & { country_id: number };

/**
 * The six newest matching outbreaks of each country, each list one walk of the (country, date, id)
 * index: a loop on SQLite (in process, no round trips), one LATERAL join on PostgreSQL.
 */
async function recentByCountry(db: Db, countryIds: number[], filters: AggregateFilters) {
  const byCountry = new Map<number, MapRecentOutbreak[]>();
  if (countryIds.length === 0) return byCountry;
  let rows: RecentRow[];
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    rows = (
      await Promise.all(
        countryIds.map((id) => recentQuery(db, filters).where('outbreaks.country_id', '=', id).execute()),
      )
    ).flat() as RecentRow[];
  } else {
    rows = (await db
      .selectFrom(
        db
          .selectFrom('countries')
          .select('countries.id as cid')
          .where('countries.id', 'in', countryIds)
          .as('c'),
      )
      .innerJoinLateral(
        (eb) =>
          recentQuery(eb as unknown as Db, filters)
            .where('outbreaks.country_id', '=', sql<number>`c.cid`)
            .as('r'),
        (join) => join.onTrue(),
      )
      .selectAll('r')
      .execute()) as unknown as RecentRow[];
  }
  for (const row of rows) {
    const { country_id, ...recent } = row;
    const list = byCountry.get(country_id) ?? [];
    list.push({ ...recent, confirmed: Boolean(recent.confirmed) });
    byCountry.set(country_id, list);
  }
  return byCountry;
}

/** Spec §2 Map and §9: every country with matching outbreaks, from the summary, with its recent six. */
export async function listMapCountries(db: Db, filters: AggregateFilters): Promise<MapCountriesResponse> {
  const aggregator = new OutbreakAggregator(db, filters);
  const sums = (await aggregator.aggregate(['country_id'])).filter((row) => row.outbreaks > 0);
  const ids = sums.map((row) => Number(row.country_id));
  if (ids.length === 0) return { countries: [] };
  const [countries, recent] = await Promise.all([
    db
      .selectFrom('countries')
      .select(['id', 'name', 'alpha3', 'numeric_code', 'region', 'latitude', 'longitude'])
      .where('id', 'in', ids)
      .execute(),
    recentByCountry(db, ids, filters),
  ]);
  const countryById = new Map(countries.map((c) => [c.id, c]));
  const entries = sums.flatMap((row): MapCountry[] => {
    const country = countryById.get(Number(row.country_id));
    if (!country) return [];
    const means = {
      attack_rate: row.attack_rate_sum / row.outbreaks,
      transmission_rate: row.transmission_rate_sum / row.outbreaks,
      survivability: row.survivability_sum / row.outbreaks,
    };
    const score = severityScore(means);
    return [
      {
        country_id: country.id,
        country_name: country.name,
        alpha3: country.alpha3,
        numeric_code: country.numeric_code,
        region: country.region,
        latitude: country.latitude,
        longitude: country.longitude,
        total_outbreaks: row.outbreaks,
        total_cases: row.cases,
        mean_attack_rate: means.attack_rate,
        mean_transmission_rate: means.transmission_rate,
        mean_survivability: means.survivability,
        severity_score: score,
        severity_band: severityScoreBand(score),
        recent: recent.get(country.id) ?? [],
      },
    ];
  });
  entries.sort((a, b) => a.country_name.localeCompare(b.country_name));
  return { countries: entries };
}
