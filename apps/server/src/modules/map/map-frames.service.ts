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
import { dayNumber } from '../stats/cube-days.js';
import { PERIOD_SUMS_STRIDE, type AggregateFilters, type OutbreakCube } from '../stats/outbreak-cube.js';
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
  const spans = mapFrameSpans(interval, range.from, range.to);
  const frames = spans.map((span) => emptyFrame(span, today));
  // Each frame's whole week or month (the filters' dates cut the first and last), then the day after.
  const boundaries = spans.map((span) =>
    dayNumber(interval === 'week' ? isoWeekStart(span.start) : `${span.start.slice(0, 7)}-01`),
  );
  if (spans.length > 0) boundaries.push(dayNumber(spans[spans.length - 1].end) + 1);
  const sums = cube.sumsByCountryAndPeriod(filters, boundaries);
  const countries = [...(await countriesOf(new Set(sums.keys()))).values()].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  // Each country's population per year the frames use, looked up once.
  const populations = new Map<number, (PopulationFigure | null)[]>();
  const populationsOf = (year: number) => {
    let list = populations.get(year);
    if (!list) {
      list = countries.map((country) => populationForYear(populationFigures().get(country.alpha3), year));
      populations.set(year, list);
    }
    return list;
  };
  // Countries in name order in every frame, so that the columns read alike from frame to frame.
  const countrySums = countries.map((country) => sums.get(country.id)!);
  frames.forEach((frame, p) => {
    const at = p * PERIOD_SUMS_STRIDE;
    const yearPopulations = populationsOf(frame.population_year);
    countries.forEach((country, rank) => {
      const row = countrySums[rank];
      const outbreaks = row[at];
      if (!(outbreaks > 0.5)) return;
      const score = severityScore({
        attack_rate: row[at + 2] / outbreaks,
        transmission_rate: row[at + 3] / outbreaks,
        survivability: row[at + 4] / outbreaks,
      });
      const population = yearPopulations[rank];
      frame.country_ids.push(country.id);
      frame.total_outbreaks.push(Math.round(outbreaks));
      frame.confirmed_outbreaks.push(Math.round(row[at + 6]));
      frame.total_cases.push(toHundredths(row[at + 1]));
      frame.total_deaths.push(toHundredths(row[at + 5]));
      frame.severity_scores.push(toHundredths(score));
      frame.severity_bands.push(severityScoreBand(score));
      frame.cases_per_100k.push(toFourDigits(ratePer100k(row[at + 1], population?.population)));
      frame.population_years.push(population?.year ?? null);
    });
  });
  return {
    interval,
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
