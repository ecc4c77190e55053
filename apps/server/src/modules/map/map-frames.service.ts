import {
  isoWeekStart,
  mapFrameRange,
  mapFrameSpans,
  populationForYear,
  populationYearOfPeriod,
  ratePer100k,
  severityScore,
  severityScoreBand,
  todayUtc,
  type MapFrame,
  type MapFrameInterval,
  type MapFramesFilters,
  type MapFramesResponse,
  type PopulationFigure,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { populationFigures } from '../reference/country-population.js';
import { referenceRows, type CountryRow } from '../reference/reference-rows.js';
import { outbreakCube } from '../stats/outbreak-cube-source.js';
import type { AggregateFilters, AggregateRow, OutbreakCube } from '../stats/outbreak-cube.js';
import { mapAggregateFilters } from './map.service.js';

type Db = Kysely<DB>;

/** To two decimals, as every screen shows scores and counts. */
const toHundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * Four significant digits, cut toward zero: the incidence bands' bounds (0.1, 1, 10, 100) have fewer
 * digits, so the band of the sent figure is the band of the exact rate.
 */
function toFourDigits(value: number | null): number | null {
  if (value === null || !(value > 0)) return value;
  const scale = 10 ** (3 - Math.floor(Math.log10(value)));
  return Math.trunc(value * scale) / scale;
}

/** A frame's columns, filled country by country. */
function emptyFrame(span: { label: string; start: string; end: string }, today: string): MapFrame {
  return {
    ...span,
    population_year: populationYearOfPeriod(span.end, today),
    country_ids: [],
    total_outbreaks: [],
    confirmed_outbreaks: [],
    total_cases: [],
    total_deaths: [],
    severity_scores: [],
    severity_bands: [],
    cases_per_100k: [],
    population_years: [],
  };
}

/**
 * The map in weeks or months: each frame of the range (empty ones too) with, per country with matching
 * reports in it, the figures that colour the map in both colourings and order its list. One question to
 * the in-memory summary, grouped by period and country with their confirmed reports counted, whatever the
 * number of outbreaks; no table but the countries' names is read.
 */
export async function listMapFrames(
  db: Db,
  query: MapFramesFilters,
  version: number,
  minReports: number,
  today: string = todayUtc(),
): Promise<MapFramesResponse> {
  const range = mapFrameRange(query, today);
  // The map's own filters, read as the map reads them, over the frames' range.
  const filters = await mapAggregateFilters(db, { ...query, days: undefined, ...range }, today);
  const cube = await outbreakCube(db, version);
  return mapFramesOfSummary(cube, filters, query.interval, range, minReports, today, (ids) =>
    referenceRows(db, 'countries', ids),
  );
}

/** The countries' rows of `ids` (those that exist), as the frames name them. */
export type FrameCountries = (
  ids: Set<number>,
) => Promise<ReadonlyMap<number, Pick<CountryRow, 'id' | 'name' | 'alpha3' | 'numeric_code'>>>;

/**
 * The frames from the summary once the filters are read: all the work that grows with the number of
 * outbreaks, countries and frames (bench/frames-cpu.mjs times it).
 */
export async function mapFramesOfSummary(
  cube: OutbreakCube,
  filters: AggregateFilters,
  interval: MapFrameInterval,
  range: { from: string; to: string },
  minReports: number,
  today: string,
  countriesOf: FrameCountries,
): Promise<MapFramesResponse> {
  const query = { interval };
  const period = query.interval === 'week' ? 'week_start' : 'month';
  const rows = cube.aggregate(filters, [period, 'country_id'], { countConfirmed: true });

  const spans = mapFrameSpans(query.interval, range.from, range.to);
  const frames = spans.map((span) => emptyFrame(span, today));
  // The summary names a week by its Monday (`2026-01-26`), a month as `2026-01`.
  const frameByPeriod = new Map(
    spans.map((span, i) => [
      query.interval === 'week' ? isoWeekStart(span.start) : span.start.slice(0, 7),
      frames[i],
    ]),
  );
  const countries = [
    ...(await countriesOf(new Set(rows.map((row) => Number(row.country_id))))).values(),
  ].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  // Countries in name order in every frame, so that the columns read alike from frame to frame.
  const rank = new Map(countries.map((country, i) => [country.id, i]));
  // Each country's rows in its place (a sort of tens of thousands of rows took longer than the rest).
  const rowsByRank: AggregateRow[][] = countries.map(() => []);
  for (const row of rows) {
    const at = rank.get(Number(row.country_id));
    if (at !== undefined) rowsByRank[at].push(row);
  }
  const populations = new Map<string, PopulationFigure | null>();
  const populationOf = (alpha3: string, year: number) => {
    const key = `${alpha3}|${year}`;
    if (!populations.has(key)) populations.set(key, populationForYear(populationFigures().get(alpha3), year));
    return populations.get(key)!;
  };
  for (const row of rowsByRank.flat()) {
    const frame = frameByPeriod.get(String(row[period]));
    const country = countries[rank.get(Number(row.country_id))!];
    if (!frame) continue;
    const outbreaks = Math.round(row.outbreaks);
    const score = severityScore({
      attack_rate: row.attack_rate_sum / row.outbreaks,
      transmission_rate: row.transmission_rate_sum / row.outbreaks,
      survivability: row.survivability_sum / row.outbreaks,
    });
    const population = populationOf(country.alpha3, frame.population_year);
    frame.country_ids.push(country.id);
    frame.total_outbreaks.push(outbreaks);
    frame.confirmed_outbreaks.push(Math.round(row.confirmed_outbreaks!));
    frame.total_cases.push(toHundredths(row.cases));
    frame.total_deaths.push(toHundredths(row.deaths));
    frame.severity_scores.push(toHundredths(score));
    frame.severity_bands.push(severityScoreBand(score));
    frame.cases_per_100k.push(toFourDigits(ratePer100k(row.cases, population?.population)));
    frame.population_years.push(population?.year ?? null);
  }
  return {
    interval: query.interval,
    ...range,
    min_reports: minReports,
    countries: countries.map((country) => ({
      country_id: country.id,
      country_name: country.name,
      alpha3: country.alpha3,
      numeric_code: country.numeric_code,
    })),
    frames,
  };
}
