import {
  MAP_SETTINGS,
  populationYearOfPeriod,
  rangeForDays,
  reportBasis,
  severityScore,
  severityScoreBand,
  todayUtc,
  type MapCountriesResponse,
  type MapCountry,
  type MapFilters,
  type MapRecentOutbreak,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { countryRates } from '../reference/country-population.js';
import { referenceRows } from '../reference/reference-rows.js';
import { regionCountriesOf } from '../reference/region-countries.js';
import { outbreakCube } from '../stats/outbreak-cube-source.js';
import type { AggregateFilters, AggregateRow, OutbreakCube } from '../stats/outbreak-cube.js';

type Db = Kysely<DB>;

/**
 * The map's filters as the summary reads them: `days` becomes a date range ending today (UTC), the
 * region its countries.
 */
export async function mapAggregateFilters(
  db: Db,
  query: MapFilters,
  today?: string,
): Promise<AggregateFilters> {
  const range =
    query.from || query.to
      ? { from: query.from, to: query.to }
      : query.days
        ? rangeForDays(query.days, today)
        : {};
  return {
    ...range,
    country_ids: await regionCountriesOf(db, query.region),
    disease_id: query.disease_id,
    statuses: query.status ? [query.status] : undefined,
    confirmed: query.confirmed,
  };
}

/**
 * The recent lists' outbreaks, from the summary's copy of their facts (no table is read), named from the
 * reference rows.
 */
async function recentOutbreaks(
  db: Db,
  cube: OutbreakCube,
  newest: Map<number, number[]>,
): Promise<Map<number, MapRecentOutbreak[]>> {
  const records = new Map(
    [...newest].map(([country, ids]) => [country, ids.flatMap((id) => cube.record(id) ?? [])]),
  );
  const all = [...records.values()].flat();
  const [diseases, states] = await Promise.all([
    referenceRows(
      db,
      'diseases',
      all.map((record) => record.disease_id),
    ),
    referenceRows(
      db,
      'states',
      all.flatMap((record) => record.state_id ?? []),
    ),
  ]);
  const recent = new Map<number, MapRecentOutbreak[]>();
  for (const [country, list] of records) {
    recent.set(
      country,
      list.map((record): MapRecentOutbreak => ({
        id: record.id,
        disease_name: diseases.get(record.disease_id)?.name ?? '',
        state_name: record.state_id === null ? null : (states.get(record.state_id)?.name ?? null),
        city: record.city,
        date: record.date,
        // Status and severity are texts the domain schema checked on the way in.
        status: record.status as MapRecentOutbreak['status'],
        confirmed: record.confirmed,
        severity: record.severity as MapRecentOutbreak['severity'],
        cases: record.cases,
        attack_rate: record.attack_rate,
        transmission_rate: record.transmission_rate,
        survivability: record.survivability,
      })),
    );
  }
  return recent;
}

/** Country names in the order of a list in English; one collator, as creating one per call is slow. */
const byName = new Intl.Collator('en');

/** A country's sums over all its matching outbreaks, with how many of them are confirmed. */
type CountrySums = AggregateRow & { confirmed_outbreaks: number };

/** The per-country sums, from rows per country and confirmation (the summary keeps that projection). */
function sumsPerCountry(rows: readonly AggregateRow[]): CountrySums[] {
  const byCountry = new Map<number, CountrySums>();
  for (const row of rows) {
    const id = Number(row.country_id);
    const confirmed = row.confirmed === 1 ? row.outbreaks : 0;
    const sums = byCountry.get(id);
    if (!sums) {
      byCountry.set(id, { ...row, confirmed_outbreaks: confirmed });
      continue;
    }
    sums.outbreaks += row.outbreaks;
    sums.cases += row.cases;
    sums.attack_rate_sum += row.attack_rate_sum;
    sums.transmission_rate_sum += row.transmission_rate_sum;
    sums.survivability_sum += row.survivability_sum;
    sums.deaths += row.deaths;
    sums.confirmed_outbreaks += confirmed;
  }
  return [...byCountry.values()];
}

/**
 * Spec §2 Map and §9: every country with matching outbreaks, from the summary, with its recent six and
 * what its score rests on: the reports behind it, how many are confirmed, and whether they are fewer
 * than `minReports` or all unconfirmed; and its cases and deaths per 100,000 with the population of the
 * range's last year (today's for a range without an end).
 */
export async function listMapCountries(
  db: Db,
  filters: AggregateFilters,
  version: number,
  minReports: number,
): Promise<MapCountriesResponse> {
  const cube = await outbreakCube(db, version);
  const sums = sumsPerCountry(cube.aggregate(filters, ['country_id', 'confirmed']));
  const ids = sums.map((row) => Number(row.country_id));
  if (ids.length === 0) return { countries: [], min_reports: minReports };
  const newest = cube.newest(filters, MAP_SETTINGS.recentMax, true);
  const [countryById, recent] = await Promise.all([
    referenceRows(db, 'countries', ids),
    recentOutbreaks(db, cube, newest),
  ]);
  const populationYear = populationYearOfPeriod(filters.to, todayUtc());
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
        confirmed_outbreaks: row.confirmed_outbreaks,
        ...reportBasis(row.outbreaks, row.confirmed_outbreaks, minReports),
        total_cases: row.cases,
        mean_attack_rate: means.attack_rate,
        mean_transmission_rate: means.transmission_rate,
        mean_survivability: means.survivability,
        severity_score: score,
        severity_band: severityScoreBand(score),
        ...countryRates(country.alpha3, populationYear, row),
        recent: recent.get(country.id) ?? [],
      },
    ];
  });
  entries.sort((a, b) => byName.compare(a.country_name, b.country_name));
  return { countries: entries, min_reports: minReports };
}
