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
import { referenceRows } from '../reference/reference-rows.js';
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

/** Recent-list rows kept per data version: a few pages' worth, cleared when they grow past it. */
const RECENT_ROWS_KEPT = 20_000;
const recentRowCache = new WeakMap<Db, { version: number; rows: Map<number, MapRecentOutbreak> }>();

/**
 * The rows of the recent lists, read once per data version: the map's presets all end today, so their
 * lists are the same newest outbreaks from request to request. Names come from the reference rows.
 */
async function recentRows(db: Db, ids: number[], version: number): Promise<Map<number, MapRecentOutbreak>> {
  let cache = recentRowCache.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, rows: new Map() };
    recentRowCache.set(db, cache);
  }
  const missing = ids.filter((id) => !cache.rows.has(id));
  if (missing.length === 0) return cache.rows;
  const rows = await db
    .selectFrom('outbreaks')
    .select([
      'id',
      'disease_id',
      'state_id',
      'city',
      'date',
      'status',
      'confirmed',
      'severity',
      'cases',
      'attack_rate',
      'transmission_rate',
      'survivability',
    ])
    .where(idIn(db, 'id', missing))
    .execute();
  const [diseases, states] = await Promise.all([
    referenceRows(
      db,
      'diseases',
      rows.map((row) => row.disease_id),
    ),
    referenceRows(
      db,
      'states',
      rows.flatMap((row) => row.state_id ?? []),
    ),
  ]);
  if (cache.rows.size + rows.length > RECENT_ROWS_KEPT) cache.rows.clear();
  for (const { disease_id, state_id, ...row } of rows) {
    // Status and severity are stored as text the domain schema has checked on the way in.
    cache.rows.set(row.id, {
      ...row,
      disease_name: diseases.get(disease_id)?.name ?? '',
      state_name: state_id === null ? null : (states.get(state_id)?.name ?? null),
      confirmed: Boolean(row.confirmed),
    } as MapRecentOutbreak);
  }
  return cache.rows;
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
  const [countryById, rows] = await Promise.all([
    referenceRows(db, 'countries', ids),
    recentRows(db, [...newest.values()].flat(), version),
  ]);
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
