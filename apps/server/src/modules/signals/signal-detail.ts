import {
  addDays,
  isAdminRole,
  isoWeekStart,
  SIGNAL_SETTINGS,
  SIGNAL_TRIAGE_MESSAGES,
  todayUtc,
  type SignalAlarmRules,
  type SignalBasis,
  type SignalDetail,
  type SignalTriage,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { historyWeeks, seriesChart } from './detect.js';
import { loadWeeklySeries, valuesOf, weeksBetween } from './series.js';
import { basisOf, methodsOf, presentSignal, selectSignalWeeks, type SignalWeekRow } from './signals.query.js';
import { outbreaksWithNames } from '../outbreaks/outbreaks.query.js';

type Db = Kysely<DB>;

/** The chart when no method flags the week any more (a triaged signal kept after the data changed). */
const FALLBACK_METHOD = { algorithm: 'ears_c1', measure: 'reports' } as const;

/**
 * The weeks around the signal's own (SIGNAL_SETTINGS), with the reference method's expected count,
 * threshold and alarms, evaluated over the history each week needs.
 */
async function chartOf(
  db: Db,
  row: SignalWeekRow,
  method: { algorithm: SignalDetail['signal']['methods'][number]['algorithm']; measure: 'reports' | 'cases' },
  basis: SignalBasis,
  rules: SignalAlarmRules,
) {
  const week = String(row.week_start);
  const chartStart = addDays(week, -7 * SIGNAL_SETTINGS.chartWeeksBefore);
  const later = addDays(week, 7 * SIGNAL_SETTINGS.chartWeeksAfter);
  const currentWeek = isoWeekStart(todayUtc());
  const chartEnd = later < currentWeek ? later : currentWeek > week ? currentWeek : week;
  const fromWeek = addDays(chartStart, -7 * historyWeeks(0, method.algorithm));
  const weeks = weeksBetween(fromWeek, chartEnd);
  const series = [...(await loadWeeklySeries(db, fromWeek, row)).values()].find(
    (s) => s.country_id === row.country_id && s.disease_id === row.disease_id,
  );
  const valuesOfMeasure = (measure: 'reports' | 'cases') =>
    series ? valuesOf(series, weeks, measure, basis) : weeks.map(() => 0);
  const range: [number, number] = [weeks.indexOf(chartStart), weeks.length - 1];
  return seriesChart(
    valuesOfMeasure(method.measure),
    weeks,
    method.algorithm,
    rules,
    range,
    valuesOfMeasure('reports'),
  );
}

/** The triage as the viewer may see it: who decided and why only for admins. */
async function triageOf(db: Db, id: number, isAdmin: boolean): Promise<SignalTriage> {
  const row = await db
    .selectFrom('signal_weeks as w')
    .leftJoin('users as u', 'u.id', 'w.triaged_by')
    .select(['w.status', 'w.reason', 'w.triaged_at', 'u.first_name', 'u.last_name'])
    .where('w.id', '=', id)
    .executeTakeFirstOrThrow();
  const outbreaks = await db
    .selectFrom('signal_week_outbreaks as l')
    .innerJoin('outbreaks as o', 'o.id', 'l.outbreak_id')
    .innerJoin('diseases as d', 'd.id', 'o.disease_id')
    .innerJoin('countries as c', 'c.id', 'o.country_id')
    .select(['o.id', 'o.date', 'd.name as disease_name', 'c.name as country_name', 'o.cases'])
    .select(['o.status', 'o.confirmed'])
    .where('l.signal_id', '=', id)
    .orderBy('o.date', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
  return {
    status: row.status as SignalTriage['status'],
    reason: isAdmin ? row.reason : null,
    triaged_at: row.triaged_at,
    triaged_by: isAdmin && row.first_name ? `${row.first_name} ${row.last_name}` : null,
    outbreaks: outbreaks.map((o) => ({ ...o, date: String(o.date), confirmed: Boolean(o.confirmed) })),
  };
}

/** The outbreaks of the signal's week in its series (confirmed ones only over that basis). */
async function reportsOf(db: Db, row: SignalWeekRow, basis: SignalBasis) {
  const week = String(row.week_start);
  let reports = outbreaksWithNames(db)
    .select([
      'o.id',
      'o.date',
      'd.name as disease_name',
      'c.name as country_name',
      's.name as state_name',
      'o.cases',
      'o.status',
      'o.confirmed',
    ])
    .where('o.date', '>=', week)
    .where('o.date', '<=', addDays(week, 6));
  if (row.country_id !== null) reports = reports.where('o.country_id', '=', row.country_id);
  if (row.disease_id !== null) reports = reports.where('o.disease_id', '=', row.disease_id);
  if (basis === 'confirmed') reports = reports.where('o.confirmed', '=', true);
  const rows = await reports.orderBy('o.date', 'desc').orderBy('o.id', 'desc').limit(200).execute();
  return rows.map((r) => ({ ...r, date: String(r.date), confirmed: Boolean(r.confirmed) }));
}

/**
 * One signal with its chart (the weeks around its own, by its reference method), its triage and the
 * reports of its week. A discarded signal is found by admins only.
 */
export async function getSignal(
  db: Db,
  options: { id: number; confirmed?: boolean; viewer: AuthUser | null; rules: SignalAlarmRules },
): Promise<SignalDetail> {
  const isAdmin = isAdminRole(options.viewer?.role_id);
  const row = await selectSignalWeeks(db).where('w.id', '=', options.id).executeTakeFirst();
  if (!row || (row.status === 'discarded' && !isAdmin)) throw notFound(SIGNAL_TRIAGE_MESSAGES.notFound);
  const basis = basisOf(options.confirmed);
  const methods = (await methodsOf(db, [row.id], basis)).get(row.id) ?? [];
  const signal = presentSignal(row, methods);
  return {
    signal,
    series: await chartOf(db, row, signal.reference ?? FALLBACK_METHOD, basis, options.rules),
    triage: await triageOf(db, row.id, isAdmin),
    reports: await reportsOf(db, row, basis),
  };
}
