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
import type { Kysely } from 'kysely';
import { idIn } from '../../db/id-list.js';
import type { DB } from '../../db/schema.js';
import { outbreakCube } from '../stats/outbreak-cube-source.js';
import type { AggregateFilters } from '../stats/outbreak-cube.js';

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

/** The rows of the recent lists, by id. */
async function recentRows(db: Db, ids: number[]): Promise<Map<number, MapRecentOutbreak>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('outbreaks')
    .innerJoin('diseases', 'diseases.id', 'outbreaks.disease_id')
    .leftJoin('states', 'states.id', 'outbreaks.state_id')
    .select([
      'outbreaks.id',
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
    ])
    .where(idIn(db, 'outbreaks.id', ids))
    .execute();
  // Status and severity are stored as text the domain schema has checked on the way in.
  return new Map(
    rows.map((row) => [row.id, { ...row, confirmed: Boolean(row.confirmed) } as MapRecentOutbreak]),
  );
}

/** Country names in the order of a list in English; one collator, as creating one per call is slow. */
const byName = new Intl.Collator('en');

/** Spec §2 Map and §9: every country with matching outbreaks, from the summary, with its recent six. */
export async function listMapCountries(
  db: Db,
  filters: AggregateFilters,
  version: number,
): Promise<MapCountriesResponse> {
  const cube = await outbreakCube(db, version);
  const sums = cube.aggregate(filters, ['country_id']);
  const ids = sums.map((row) => Number(row.country_id));
  if (ids.length === 0) return { countries: [] };
  const newest = cube.newest(filters, MAP_SETTINGS.recentMax, true);
  const [countries, rows] = await Promise.all([
    db
      .selectFrom('countries')
      .select(['id', 'name', 'alpha3', 'numeric_code', 'region', 'latitude', 'longitude'])
      .where(idIn(db, 'id', ids))
      .execute(),
    recentRows(db, [...newest.values()].flat()),
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
        recent: (newest.get(country.id) ?? []).flatMap((id) => rows.get(id) ?? []),
      },
    ];
  });
  entries.sort((a, b) => byName.compare(a.country_name, b.country_name));
  return { countries: entries };
}
