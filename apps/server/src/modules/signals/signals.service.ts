import {
  addDays,
  DEFAULT_SIGNAL_ALARM_RULES,
  isoWeekStart,
  SIGNAL_SETTINGS,
  todayUtc,
  type SignalAlarmRules,
  type SignalBasis,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB, SignalAlarmsTable, SignalWeeksTable } from '../../db/schema.js';
import { AlarmCache } from './alarm-cache.js';
import { historyWeeks } from './detect.js';
import { hasConfirmedSince, loadWeeklySeries, valuesOf, weeksBetween, yieldToEventLoop } from './series.js';

type Db = Kysely<DB>;

const YIELD_AFTER_MS = 10;

/** The first week of the current signals: the current ISO week and the ones before it. */
export function currentWeeksStart(today = todayUtc()): string {
  return addDays(isoWeekStart(today), -7 * (SIGNAL_SETTINGS.currentWeeks - 1));
}

/** One method's alarm on a series-week, as a run finds it. */
export type FoundAlarm = Pick<SignalWeeksTable, 'series_key' | 'country_id' | 'disease_id' | 'week_start'> &
  Omit<SignalAlarmsTable, 'id' | 'signal_id' | 'basis'> & { basis: SignalBasis };

export interface RecomputeOptions {
  today?: string;
  /** Kept between runs, it saves detecting again on series that did not change. */
  cache?: AlarmCache;
  rules?: SignalAlarmRules;
}

/**
 * Runs every detection method over every weekly series, over all reports and over confirmed reports
 * only, and stores the alarms of the current weeks, one signal per series-week (older weeks' signals stay
 * as history). Returns how many series, signals (series-weeks) and alarms there were.
 */
export async function recomputeSignals(
  db: Db,
  { today = todayUtc(), cache = new AlarmCache(), rules = DEFAULT_SIGNAL_ALARM_RULES }: RecomputeOptions = {},
): Promise<{ series: number; signals: number; alarms: number }> {
  const currentWeek = isoWeekStart(today);
  const fromWeek = addDays(currentWeek, -7 * (historyWeeks(SIGNAL_SETTINGS.currentWeeks) - 1));
  const weeks = weeksBetween(fromWeek, currentWeek);
  const evaluateFrom = weeks.length - SIGNAL_SETTINGS.currentWeeks;
  const all = await loadWeeklySeries(db, fromWeek);
  const rows: FoundAlarm[] = [];
  let resumed = performance.now();
  for (const series of all.values()) {
    // Detection is CPU work in the server's own process: give the event loop back every few
    // milliseconds, so that requests are still answered while a run goes on.
    if (performance.now() - resumed > YIELD_AFTER_MS) {
      await yieldToEventLoop();
      resumed = performance.now();
    }
    // A series silent through the current weeks cannot alarm in them; nor can its confirmed-only twin
    // without a confirmed report in them.
    const bases: SignalBasis[] = [];
    if ([...series.weeks.keys()].some((week) => week >= weeks[evaluateFrom])) bases.push('all');
    if (hasConfirmedSince(series, weeks[evaluateFrom])) bases.push('confirmed');
    for (const basis of bases) {
      const reports = valuesOf(series, weeks, 'reports', basis);
      for (const measure of ['reports', 'cases'] as const) {
        const values = measure === 'reports' ? reports : valuesOf(series, weeks, measure, basis);
        const key = `${series.key}|${basis}|${measure}`;
        for (const alarm of cache.alarmsOf(key, values, evaluateFrom, rules, reports)) {
          rows.push({
            series_key: series.key,
            country_id: series.country_id,
            disease_id: series.disease_id,
            week_start: weeks[alarm.index],
            basis,
            measure,
            algorithm: alarm.algorithm,
            observed: alarm.observed,
            expected: alarm.expected,
            threshold: alarm.threshold,
            exceedance: alarm.exceedance,
          });
        }
      }
    }
  }
  cache.endRun();
  const signals = await storeSignals(db, weeks[evaluateFrom], rows);
  return { series: all.size, signals, alarms: rows.length };
}

const weekKey = (row: { series_key: string; week_start: string }) => `${row.series_key}|${row.week_start}`;

/**
 * Replaces the alarms of the weeks from `fromWeek` with `rows`. Each series-week keeps its id, first
 * detection time and triage across runs (a link in a mail, a page at /signals/ID keep working); an
 * untriaged one that no method flags any more is removed, a triaged one stays with its decision.
 * Returns how many series-weeks the alarms flag.
 */
async function storeSignals(db: Db, fromWeek: string, rows: FoundAlarm[]): Promise<number> {
  const flagged = new Map(rows.map((row) => [weekKey(row), row]));
  await db.transaction().execute(async (tx) => {
    const stored = await tx
      .selectFrom('signal_weeks')
      .select(['id', 'series_key', 'week_start', 'status'])
      .where('week_start', '>=', fromWeek)
      .execute();
    const ids = new Map(
      stored.map((row) => [weekKey({ ...row, week_start: String(row.week_start) }), row.id]),
    );
    const added = [...flagged.entries()].filter(([key]) => !ids.has(key)).map(([, row]) => row);
    for (let i = 0; i < added.length; i += 500) {
      const inserted = await tx
        .insertInto('signal_weeks')
        .values(
          added.slice(i, i + 500).map((row) => ({
            series_key: row.series_key,
            country_id: row.country_id,
            disease_id: row.disease_id,
            week_start: row.week_start,
          })),
        )
        .returning(['id', 'series_key', 'week_start'])
        .execute();
      for (const row of inserted) ids.set(weekKey({ ...row, week_start: String(row.week_start) }), row.id);
    }
    const storedIds = stored.map((row) => row.id);
    for (let i = 0; i < storedIds.length; i += 500) {
      await tx
        .deleteFrom('signal_alarms')
        .where('signal_id', 'in', storedIds.slice(i, i + 500))
        .execute();
    }
    const gone = stored
      .filter(
        (row) =>
          row.status === 'new' && !flagged.has(weekKey({ ...row, week_start: String(row.week_start) })),
      )
      .map((row) => row.id);
    for (let i = 0; i < gone.length; i += 500) {
      await tx
        .deleteFrom('signal_weeks')
        .where('id', 'in', gone.slice(i, i + 500))
        .execute();
    }
    const alarms = rows.map((row) => ({
      signal_id: ids.get(weekKey(row))!,
      basis: row.basis,
      measure: row.measure,
      algorithm: row.algorithm,
      observed: row.observed,
      expected: row.expected,
      threshold: row.threshold,
      exceedance: row.exceedance,
    }));
    for (let i = 0; i < alarms.length; i += 500) {
      await tx
        .insertInto('signal_alarms')
        .values(alarms.slice(i, i + 500))
        .execute();
    }
  });
  return flagged.size;
}
