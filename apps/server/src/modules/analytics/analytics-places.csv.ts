import type { AnalyticsPlace, AnalyticsResponse, PlaceLevel } from '@outbreak-watch/domain';
import { csvLine } from '../../lib/csv.js';

const COLUMNS = [
  ['code', 'Code'],
  ['name', 'Name'],
  ['count', 'Outbreaks'],
  ['unconfirmed', 'Unconfirmed outbreaks'],
  ['cases', 'Cases'],
  ['deaths', 'Deaths'],
  ['case_fatality_rate', 'Case fatality rate (%)'],
  ['mean_attack_rate', 'Mean attack rate (%)'],
  ['population', 'Population'],
  ['population_year', 'Population year'],
  ['cases_per_100k', 'Cases per 100k'],
  ['deaths_per_100k', 'Deaths per 100k'],
] as const;

/**
 * The analytics places as CSV (RFC 4180), every place of the level, the most cases first. Each row
 * names its level and the range it covers (empty dates: unbounded), so the file says what it rests on
 * once it has left the page.
 */
export function analyticsPlacesCsv(
  places: readonly AnalyticsPlace[],
  level: PlaceLevel,
  range: AnalyticsResponse['range'],
): string {
  const header = csvLine(['Level', ...COLUMNS.map(([, title]) => title), 'From', 'To']);
  const rows = places.map((place) =>
    csvLine([level, ...COLUMNS.map(([key]) => place[key]), range.from, range.to]),
  );
  return header + rows.join('');
}

/** `analytics-places-region-2026-11-27.csv`: the level and the day of the export. */
export const placesCsvFileName = (level: PlaceLevel, day: string) => `analytics-places-${level}-${day}.csv`;
