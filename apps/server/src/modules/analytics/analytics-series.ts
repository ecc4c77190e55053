import {
  isoWeekLabel,
  seriesPeriodStarts,
  todayUtc,
  type AnalyticsResponse,
  type SeriesInterval,
} from '@outbreak-watch/domain';
import type { AggregateRow } from '../stats/outbreak-cube.js';

interface PeriodSums {
  start: string;
  count: number;
  cases: number;
  deaths: number;
}

/**
 * Every period of `interval` in the range, oldest first, with the sums of `rows` (the summary's groups
 * by week or month) and zero where there were none. A range without a start begins with the first
 * matching outbreak's period, one without an end ends today (or at the last outbreak, if later); with
 * neither and no outbreaks the series is empty. At most MAX_SERIES_PERIODS, the latest.
 */
export function filledSeries(
  interval: SeriesInterval,
  rows: readonly AggregateRow[],
  range: AnalyticsResponse['range'],
  today: string = todayUtc(),
): { periods: PeriodSums[]; truncated: boolean } {
  const byStart = new Map<string, AggregateRow>();
  for (const row of rows) {
    byStart.set(interval === 'week' ? String(row.week_start) : `${String(row.month)}-01`, row);
  }
  const dates = [...byStart.keys()].sort();
  const from = range.from ?? dates[0];
  if (from === undefined) return { periods: [], truncated: false };
  const last = dates[dates.length - 1];
  const to = range.to ?? (last !== undefined && last > today ? last : today);
  const { starts, truncated } = seriesPeriodStarts(interval, from, to);
  const periods = starts.map((start) => {
    const row = byStart.get(start);
    return { start, count: row?.outbreaks ?? 0, cases: row?.cases ?? 0, deaths: row?.deaths ?? 0 };
  });
  return { periods, truncated };
}

/** The weekly and monthly series of an analytics answer. */
export function analyticsSeries(
  weekRows: readonly AggregateRow[],
  monthRows: readonly AggregateRow[],
  range: AnalyticsResponse['range'],
): Pick<AnalyticsResponse, 'weekly' | 'weekly_truncated' | 'monthly' | 'monthly_truncated'> {
  const weekly = filledSeries('week', weekRows, range);
  const monthly = filledSeries('month', monthRows, range);
  return {
    weekly: weekly.periods.map(({ start, ...sums }) => ({
      week: isoWeekLabel(start),
      week_start: start,
      ...sums,
    })),
    weekly_truncated: weekly.truncated,
    monthly: monthly.periods.map(({ start, ...sums }) => ({ month: start.slice(0, 7), ...sums })),
    monthly_truncated: monthly.truncated,
  };
}
