import {
  figureChange,
  isoWeekStart,
  populationForYear,
  populationYearOfPeriod,
  ratePer100k,
  SITUATION_FIGURE_KEYS,
  SITUATION_LARGEST_OUTBREAKS,
  situationPeriods,
  todayUtc,
  type Signal,
  type SituationChanges,
  type SituationFigures,
  type SituationFilters,
  type SituationPeriod,
  type SituationResponse,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AuthUser } from '../../plugins/auth.js';
import { presentOutbreak } from '../outbreaks/outbreaks.presenters.js';
import { fetchOutbreakRows } from '../outbreaks/outbreaks.query.js';
import { populationFigures } from '../reference/country-population.js';
import { regionCountriesOf, sqlIdList } from '../reference/region-countries.js';
import { listSignals } from '../signals/signals.query.js';
import { readDataVersion } from '../stats/outbreak-stats.js';
import { outbreakCube } from '../stats/outbreak-cube-source.js';
import type { AggregateFilters } from '../stats/outbreak-cube.js';

type Db = Kysely<DB>;

/** The population the rates of a filter rest on: one country's, or the sum of a region's countries'. */
async function filterPopulation(
  db: Db,
  filters: SituationFilters,
  regionCountries: readonly number[] | undefined,
  year: number,
): Promise<{ population: number; year: number } | null> {
  const ids = filters.country_id !== undefined ? [filters.country_id] : regionCountries;
  if (!ids) return null;
  const rows = await db.selectFrom('countries').select('alpha3').where('id', 'in', sqlIdList(ids)).execute();
  const figures = populationFigures();
  let population = 0;
  let figureYear: number | null = null;
  for (const { alpha3 } of rows) {
    const figure = populationForYear(figures.get(alpha3), year);
    if (!figure) continue;
    population += figure.population;
    figureYear = Math.max(figureYear ?? figure.year, figure.year);
  }
  return figureYear === null ? null : { population, year: figureYear };
}

/** Outbreaks, confirmed outbreaks, cases and deaths of one period from the summary, with the rates. */
async function periodFigures(
  db: Db,
  base: AggregateFilters,
  period: SituationPeriod,
  version: number,
  populationOf: (year: number) => Promise<{ population: number; year: number } | null>,
  withRates: boolean,
): Promise<SituationFigures> {
  const cube = await outbreakCube(db, version);
  const [totals] = cube.aggregate({ ...base, ...period }, [], { countConfirmed: true });
  const figure = withRates ? await populationOf(populationYearOfPeriod(period.to, todayUtc())) : null;
  return {
    outbreaks: totals.outbreaks,
    confirmed_outbreaks: totals.confirmed_outbreaks ?? 0,
    cases: totals.cases,
    deaths: totals.deaths,
    cases_per_100k: ratePer100k(totals.cases, figure?.population),
    deaths_per_100k: ratePer100k(totals.deaths, figure?.population),
    population: figure?.population ?? null,
    population_year: figure?.year ?? null,
  };
}

function changes(current: SituationFigures, base: SituationFigures): SituationChanges {
  return Object.fromEntries(
    SITUATION_FIGURE_KEYS.map((key) => [key, figureChange(current[key], base[key])]),
  ) as SituationChanges;
}

/** Current signals and the period's verified events for the filter, each once, most exceeded first. */
async function situationSignals(
  db: Db,
  filters: SituationFilters,
  period: SituationPeriod,
  viewer: AuthUser | null,
): Promise<Signal[]> {
  const place = { country_id: filters.country_id, region: filters.region, disease_id: filters.disease_id };
  const [current, verified] = await Promise.all([
    listSignals(db, place, viewer),
    // Weeks that overlap the period: the week holding its first day onwards.
    listSignals(db, { ...place, status: 'verified', since: isoWeekStart(period.from) }, viewer),
  ]);
  const seen = new Set(current.signals.map((signal) => signal.id));
  return [
    ...current.signals,
    ...verified.signals.filter((signal) => signal.week_start <= period.to && !seen.has(signal.id)),
  ];
}

/** The ids of the period's largest outbreaks by cases (then newest). */
async function largestOutbreakIds(db: Db, filters: AggregateFilters): Promise<number[]> {
  let q = db
    .selectFrom('outbreaks')
    .select('id')
    .where('date', '>=', filters.from!)
    .where('date', '<=', filters.to!);
  if (filters.country_id !== undefined) q = q.where('country_id', '=', filters.country_id);
  if (filters.country_ids) q = q.where('country_id', 'in', sqlIdList(filters.country_ids));
  if (filters.disease_id !== undefined) q = q.where('disease_id', '=', filters.disease_id);
  const rows = await q
    .orderBy('cases', 'desc')
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(SITUATION_LARGEST_OUTBREAKS)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * A situation report: the period's key figures from the outbreak summary against the previous period
 * of the same length and the same dates a year earlier; rates per 100,000 for one country or a region;
 * the matching signals and the period's largest outbreaks.
 */
export async function situationReport(
  db: Db,
  filters: SituationFilters,
  viewer: AuthUser | null,
  pdfAvailable: boolean,
): Promise<SituationResponse> {
  const { period, previous, year_before } = situationPeriods(filters);
  const regionCountries = await regionCountriesOf(db, filters.region);
  const base: AggregateFilters = {
    country_id: filters.country_id,
    country_ids: regionCountries,
    disease_id: filters.disease_id,
  };
  const withRates = filters.country_id !== undefined || filters.region !== undefined;
  const populationOf = (year: number) => filterPopulation(db, filters, regionCountries, year);
  const version = await readDataVersion(db);
  const [figures, previousFigures, yearBeforeFigures, signals, largestIds] = await Promise.all([
    periodFigures(db, base, period, version, populationOf, withRates),
    periodFigures(db, base, previous, version, populationOf, withRates),
    periodFigures(db, base, year_before, version, populationOf, withRates),
    situationSignals(db, filters, period, viewer),
    largestOutbreakIds(db, { ...base, ...period }),
  ]);
  const rows = await fetchOutbreakRows(db, largestIds);
  return {
    filters: {
      country_id: filters.country_id ?? null,
      region: filters.region ?? null,
      disease_id: filters.disease_id ?? null,
    },
    period,
    previous_period: previous,
    year_before_period: year_before,
    figures,
    previous_figures: previousFigures,
    year_before_figures: yearBeforeFigures,
    change_previous: changes(figures, previousFigures),
    change_year_before: changes(figures, yearBeforeFigures),
    signals,
    largest_outbreaks: rows.map((row) => {
      const outbreak = presentOutbreak(row, viewer);
      return {
        id: outbreak.id,
        date: outbreak.date,
        disease_id: outbreak.disease_id,
        disease_name: outbreak.disease_name,
        country_id: outbreak.country_id,
        country_name: outbreak.country_name,
        cases: outbreak.cases,
        deaths: outbreak.deaths,
        status: outbreak.status,
        confirmed: outbreak.confirmed,
        latitude: outbreak.latitude,
        longitude: outbreak.longitude,
      };
    }),
    pdf_available: pdfAvailable,
    generated_at: new Date().toISOString(),
  };
}
