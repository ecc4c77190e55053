import { addDays, isoWeekStart } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** One weekly series: a country and disease, a country (all diseases) or a disease (all countries). */
export interface WeeklySeries {
  key: string;
  country_id: number | null;
  disease_id: number | null;
  /** Reports and cases per ISO week (Monday), only weeks with reports. */
  weeks: Map<string, { reports: number; cases: number }>;
}

export function seriesKey(countryId: number | null, diseaseId: number | null): string {
  return [
    countryId === null ? null : `country:${countryId}`,
    diseaseId === null ? null : `disease:${diseaseId}`,
  ]
    .filter(Boolean)
    .join('|');
}

/** The Mondays from `from` to `to`, both ISO week starts, in order. */
export function weeksBetween(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let week = isoWeekStart(from); week <= to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

function add(
  map: Map<string, WeeklySeries>,
  countryId: number | null,
  diseaseId: number | null,
  week: string,
  reports: number,
  cases: number,
) {
  const key = seriesKey(countryId, diseaseId);
  let series = map.get(key);
  if (!series) {
    series = { key, country_id: countryId, disease_id: diseaseId, weeks: new Map() };
    map.set(key, series);
  }
  const current = series.weeks.get(week);
  if (current) {
    current.reports += reports;
    current.cases += cases;
  } else series.weeks.set(week, { reports, cases });
}

/**
 * Every weekly series with reports since `fromWeek`, read from the outbreak summary (one grouped scan of
 * its country × disease × week rows; the per-country and per-disease series are their sums).
 * `only` narrows to the series of one country and/or disease.
 */
export async function loadWeeklySeries(
  db: Kysely<DB>,
  fromWeek: string,
  only: { country_id?: number | null; disease_id?: number | null } = {},
): Promise<Map<string, WeeklySeries>> {
  let query = db
    .selectFrom('outbreak_stats')
    .select((eb) => [
      'country_id',
      'disease_id',
      'week_start',
      eb.fn.sum<number>('outbreaks').as('reports'),
      eb.fn.sum<number>('cases').as('cases'),
    ])
    .where('period_start', '>=', fromWeek)
    .groupBy(['country_id', 'disease_id', 'week_start']);
  if (typeof only.country_id === 'number') query = query.where('country_id', '=', only.country_id);
  if (typeof only.disease_id === 'number') query = query.where('disease_id', '=', only.disease_id);
  const rows = await query.execute();
  const series = new Map<string, WeeklySeries>();
  for (const row of rows) {
    const week = String(row.week_start);
    const reports = Number(row.reports);
    const cases = Number(row.cases);
    add(series, row.country_id, row.disease_id, week, reports, cases);
    add(series, row.country_id, null, week, reports, cases);
    add(series, null, row.disease_id, week, reports, cases);
  }
  return series;
}
