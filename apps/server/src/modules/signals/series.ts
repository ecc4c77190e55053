import {
  addDays,
  isoWeekStart,
  todayUtc,
  type SignalBasis,
  type SignalMeasure,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** One weekly series: a country and disease, a country (all diseases) or a disease (all countries). */
export interface WeeklySeries {
  key: string;
  country_id: number | null;
  disease_id: number | null;
  /** Reports and cases per ISO week (Monday), only weeks with reports: all of them, and confirmed ones. */
  weeks: Map<string, WeekCounts>;
}

type Counts = Record<SignalMeasure, number>;
type WeekCounts = Record<SignalBasis, Counts>;

/** A series' counts of `measure` over `basis` in each of `weeks` (0 where it has none). */
export function valuesOf(
  series: WeeklySeries,
  weeks: string[],
  measure: SignalMeasure,
  basis: SignalBasis,
): number[] {
  return weeks.map((week) => series.weeks.get(week)?.[basis][measure] ?? 0);
}

/** Whether a series has any confirmed report in the weeks from `fromWeek`. */
export function hasConfirmedSince(series: WeeklySeries, fromWeek: string): boolean {
  for (const [week, counts] of series.weeks)
    if (week >= fromWeek && counts.confirmed.reports > 0) return true;
  return false;
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
  counts: Counts,
  isConfirmed: boolean,
) {
  const key = seriesKey(countryId, diseaseId);
  let series = map.get(key);
  if (!series) {
    series = { key, country_id: countryId, disease_id: diseaseId, weeks: new Map() };
    map.set(key, series);
  }
  let current = series.weeks.get(week);
  if (!current) {
    current = { all: { reports: 0, cases: 0 }, confirmed: { reports: 0, cases: 0 } };
    series.weeks.set(week, current);
  }
  for (const basis of isConfirmed ? (['all', 'confirmed'] as const) : (['all'] as const)) {
    current[basis].reports += counts.reports;
    current[basis].cases += counts.cases;
  }
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
 * its country × disease × week × confirmation rows; the per-country and per-disease series are their
 * sums, and each series counts its confirmed reports beside all of them).
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
        'confirmed',
        eb.fn.sum<number>('outbreaks').as('reports'),
        eb.fn.sum<number>('cases').as('cases'),
      ])
      .where('period_start', '>=', start)
      .groupBy(['country_id', 'disease_id', 'week_start', 'confirmed']);
    // The last slice has no upper end, so that nothing after it is missed.
    const isLast = end > currentWeek;
    if (!isLast) query = query.where('period_start', '<', end);
    if (typeof only.country_id === 'number') query = query.where('country_id', '=', only.country_id);
    if (typeof only.disease_id === 'number') query = query.where('disease_id', '=', only.disease_id);
    for (const row of await query.execute()) {
      const week = String(row.week_start);
      const counts = { reports: Number(row.reports), cases: Number(row.cases) };
      const isConfirmed = Boolean(row.confirmed);
      add(series, row.country_id, row.disease_id, week, counts, isConfirmed);
      add(series, row.country_id, null, week, counts, isConfirmed);
      add(series, null, row.disease_id, week, counts, isConfirmed);
    }
    if (isLast) return series;
    await yieldToEventLoop();
  }
}
