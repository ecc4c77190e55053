import {
  addDays,
  isoWeekStart,
  SIGNAL_SETTINGS,
  todayUtc,
  type Signal,
  type SignalAlgorithm,
  type SignalDetail,
  type SignalListQuery,
  type SignalListResponse,
  type SignalMeasure,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { AlarmCache } from './alarm-cache.js';
import { historyWeeks, seriesChart } from './detect.js';
import { loadWeeklySeries, weeksBetween, yieldToEventLoop, type WeeklySeries } from './series.js';

type Db = Kysely<DB>;

export const SIGNAL_MESSAGES = { notFound: 'Signal not found.' } as const;

const YIELD_AFTER_MS = 10;

/** The first week of the current signals: the current ISO week and the ones before it. */
export function currentWeeksStart(today = todayUtc()): string {
  return addDays(isoWeekStart(today), -7 * (SIGNAL_SETTINGS.currentWeeks - 1));
}

function valuesOf(series: WeeklySeries, weeks: string[], measure: SignalMeasure): number[] {
  return weeks.map((week) => series.weeks.get(week)?.[measure] ?? 0);
}

/**
 * Runs every detection method over every weekly series and stores the alarms of the current weeks,
 * replacing those of an earlier run (older weeks' signals stay as history). Returns how many series and
 * signals there were. A `cache` kept between runs saves detecting again on series that did not change.
 */
export async function recomputeSignals(
  db: Db,
  today = todayUtc(),
  cache = new AlarmCache(),
): Promise<{ series: number; signals: number }> {
  const currentWeek = isoWeekStart(today);
  const fromWeek = addDays(currentWeek, -7 * (historyWeeks(SIGNAL_SETTINGS.currentWeeks) - 1));
  const weeks = weeksBetween(fromWeek, currentWeek);
  const evaluateFrom = weeks.length - SIGNAL_SETTINGS.currentWeeks;
  const all = await loadWeeklySeries(db, fromWeek);
  const rows: StoredSignal[] = [];
  let resumed = performance.now();
  for (const series of all.values()) {
    // Detection is CPU work in the server's own process: give the event loop back every few
    // milliseconds, so that requests are still answered while a run goes on.
    if (performance.now() - resumed > YIELD_AFTER_MS) {
      await yieldToEventLoop();
      resumed = performance.now();
    }
    // A series silent through the current weeks cannot alarm in them.
    if (![...series.weeks.keys()].some((week) => week >= weeks[evaluateFrom])) continue;
    for (const measure of ['reports', 'cases'] as const) {
      const values = valuesOf(series, weeks, measure);
      for (const alarm of cache.alarmsOf(`${series.key}|${measure}`, values, evaluateFrom, measure)) {
        rows.push({
          series_key: series.key,
          country_id: series.country_id,
          disease_id: series.disease_id,
          measure,
          algorithm: alarm.algorithm,
          week_start: weeks[alarm.index],
          observed: alarm.observed,
          expected: alarm.expected,
          threshold: alarm.threshold,
          exceedance: alarm.exceedance,
        });
      }
    }
  }
  cache.endRun();
  await storeSignals(db, weeks[evaluateFrom], rows);
  return { series: all.size, signals: rows.length };
}

type StoredSignal = Omit<DB['signals'], 'id' | 'detected_at'>;

const signalKey = (row: Pick<StoredSignal, 'series_key' | 'measure' | 'algorithm' | 'week_start'>) =>
  `${row.series_key}|${row.measure}|${row.algorithm}|${row.week_start}`;

/**
 * Replaces the signals of the weeks from `fromWeek` with `rows`, keeping the id and first detection time
 * of every signal that is still there: a page showing `?signal=ID`, or a link in a mail, keeps working
 * across recomputations. Signals no longer raised are removed.
 */
async function storeSignals(db: Db, fromWeek: string, rows: StoredSignal[]): Promise<void> {
  const current = new Set(rows.map(signalKey));
  await db.transaction().execute(async (tx) => {
    const stored = await tx
      .selectFrom('signals')
      .select(['id', 'series_key', 'measure', 'algorithm', 'week_start'])
      .where('week_start', '>=', fromWeek)
      .execute();
    const gone = stored.filter((row) => !current.has(signalKey(row))).map((row) => row.id);
    for (let i = 0; i < gone.length; i += 500) {
      await tx
        .deleteFrom('signals')
        .where('id', 'in', gone.slice(i, i + 500))
        .execute();
    }
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insertInto('signals')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) =>
          oc.columns(['series_key', 'measure', 'algorithm', 'week_start']).doUpdateSet((eb) => ({
            country_id: eb.ref('excluded.country_id'),
            disease_id: eb.ref('excluded.disease_id'),
            observed: eb.ref('excluded.observed'),
            expected: eb.ref('excluded.expected'),
            threshold: eb.ref('excluded.threshold'),
            exceedance: eb.ref('excluded.exceedance'),
          })),
        )
        .execute();
    }
  });
}

function selectSignals(db: Db) {
  return db
    .selectFrom('signals as s')
    .leftJoin('countries as c', 'c.id', 's.country_id')
    .leftJoin('diseases as d', 'd.id', 's.disease_id')
    .select([
      's.id',
      's.country_id',
      'c.name as country_name',
      's.disease_id',
      'd.name as disease_name',
      's.measure',
      's.algorithm',
      's.week_start',
      's.observed',
      's.expected',
      's.threshold',
      's.exceedance',
      's.detected_at',
    ]);
}

type SignalRow = Awaited<ReturnType<ReturnType<typeof selectSignals>['executeTakeFirstOrThrow']>>;

function presentSignal(row: SignalRow): Signal {
  return {
    ...row,
    measure: row.measure as SignalMeasure,
    algorithm: row.algorithm as SignalAlgorithm,
    week_start: String(row.week_start),
  };
}

/** Signals, most exceeded first; by default those of the current weeks. */
export async function listSignals(db: Db, query: SignalListQuery): Promise<SignalListResponse> {
  let q = selectSignals(db).where('s.week_start', '>=', query.since ?? currentWeeksStart());
  if (query.country_id) q = q.where('s.country_id', '=', query.country_id);
  if (query.disease_id) q = q.where('s.disease_id', '=', query.disease_id);
  if (query.algorithm) q = q.where('s.algorithm', '=', query.algorithm);
  if (query.measure) q = q.where('s.measure', '=', query.measure);
  const rows = await q
    .orderBy('s.exceedance', 'desc')
    .orderBy('s.week_start', 'desc')
    .orderBy('s.id')
    .limit(500)
    .execute();
  return { signals: rows.map(presentSignal) };
}

/** One signal with its series chart (the last 52 weeks up to its week) and the reports of its week. */
export async function getSignal(db: Db, id: number): Promise<SignalDetail> {
  const row = await selectSignals(db).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(SIGNAL_MESSAGES.notFound);
  const signal = presentSignal(row);
  const chartWeeks = historyWeeks(SIGNAL_SETTINGS.chartWeeks, signal.algorithm);
  const fromWeek = addDays(signal.week_start, -7 * (chartWeeks - 1));
  const weeks = weeksBetween(fromWeek, signal.week_start);
  const series = [...(await loadWeeklySeries(db, fromWeek, row)).values()].find(
    (s) => s.country_id === row.country_id && s.disease_id === row.disease_id,
  );
  const values = series ? valuesOf(series, weeks, signal.measure) : weeks.map(() => 0);
  const chart = seriesChart(values, weeks, signal.algorithm, signal.measure, SIGNAL_SETTINGS.chartWeeks);

  let reports = db
    .selectFrom('outbreaks as o')
    .innerJoin('diseases as d', 'd.id', 'o.disease_id')
    .innerJoin('countries as c', 'c.id', 'o.country_id')
    .leftJoin('states as st', 'st.id', 'o.state_id')
    .select([
      'o.id',
      'o.date',
      'd.name as disease_name',
      'c.name as country_name',
      'st.name as state_name',
      'o.cases',
      'o.status',
      'o.confirmed',
    ])
    .where('o.date', '>=', signal.week_start)
    .where('o.date', '<=', addDays(signal.week_start, 6));
  if (row.country_id !== null) reports = reports.where('o.country_id', '=', row.country_id);
  if (row.disease_id !== null) reports = reports.where('o.disease_id', '=', row.disease_id);
  const rows = await reports.orderBy('o.date', 'desc').orderBy('o.id', 'desc').limit(200).execute();
  return { signal, series: chart, reports: rows.map((r) => ({ ...r, confirmed: Boolean(r.confirmed) })) };
}
