import { addDays, isoWeekStart, todayUtc } from '@outbreak-watch/domain';
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

/** Lets the event loop answer waiting requests before the next piece of a long computation. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Weeks read per query. On SQLite a query blocks the process while it runs, and five years of the
 * summary take about a second at a million outbreaks, so the history is read a quarter at a time with
 * requests served between the quarters (each blocks for about a tenth of a second).
 */
const WEEKS_PER_QUERY = 13;

/**
 * Every weekly series with reports since `fromWeek`, read from the outbreak summary (grouped scans of
 * its country × disease × week rows; the per-country and per-disease series are their sums).
 * `only` narrows to the series of one country and/or disease.
 */
export async function loadWeeklySeries(
  db: Kysely<DB>,
  fromWeek: string,
  only: { country_id?: number | null; disease_id?: number | null } = {},
): Promise<Map<string, WeeklySeries>> {
  const series = new Map<string, WeeklySeries>();
  const currentWeek = isoWeekStart(todayUtc());
  for (let start = fromWeek; ; start = addDays(start, 7 * WEEKS_PER_QUERY)) {
    const end = addDays(start, 7 * WEEKS_PER_QUERY);
    let query = db
      .selectFrom('outbreak_stats')
      .select((eb) => [
        'country_id',
        'disease_id',
        'week_start',
        eb.fn.sum<number>('outbreaks').as('reports'),
        eb.fn.sum<number>('cases').as('cases'),
      ])
      .where('period_start', '>=', start)
      .groupBy(['country_id', 'disease_id', 'week_start']);
    // The last slice has no upper end, so that nothing after it is missed.
    const isLast = end > currentWeek;
    if (!isLast) query = query.where('period_start', '<', end);
    if (typeof only.country_id === 'number') query = query.where('country_id', '=', only.country_id);
    if (typeof only.disease_id === 'number') query = query.where('disease_id', '=', only.disease_id);
    for (const row of await query.execute()) {
      const week = String(row.week_start);
      const reports = Number(row.reports);
      const cases = Number(row.cases);
      add(series, row.country_id, row.disease_id, week, reports, cases);
      add(series, row.country_id, null, week, reports, cases);
      add(series, null, row.disease_id, week, reports, cases);
    }
    if (isLast) return series;
    await yieldToEventLoop();
  }
}
