import {
  isAdminRole,
  SIGNAL_ALGORITHMS,
  SIGNAL_TRIAGE_MESSAGES,
  type Signal,
  type SignalAlgorithm,
  type SignalBasis,
  type SignalListFilters,
  type SignalListResponse,
  type SignalMeasure,
  type SignalMethod,
  type SignalStatus,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { forbidden } from '../../http-error.js';
import { regionCountriesOf, sqlIdList } from '../reference/region-countries.js';
import type { AuthUser } from '../../plugins/auth.js';
import { currentWeeksStart } from './signals.service.js';

type Db = Kysely<DB>;

/** The longest list answered; the current weeks rarely hold more. */
const LIST_LIMIT = 500;

export const basisOf = (confirmed: boolean | undefined): SignalBasis => (confirmed ? 'confirmed' : 'all');

export function selectSignalWeeks(db: Db) {
  return db
    .selectFrom('signal_weeks as w')
    .leftJoin('countries as c', 'c.id', 'w.country_id')
    .leftJoin('diseases as d', 'd.id', 'w.disease_id')
    .select([
      'w.id',
      'w.country_id',
      'c.name as country_name',
      'w.disease_id',
      'd.name as disease_name',
      'w.week_start',
      'w.status',
      'w.detected_at',
    ]);
}
export type SignalWeekRow = Awaited<
  ReturnType<ReturnType<typeof selectSignalWeeks>['executeTakeFirstOrThrow']>
>;

const methodOrder = (m: SignalMethod) => SIGNAL_ALGORITHMS.indexOf(m.algorithm);

/**
 * The alarms of these signals over one basis, each signal's largest excess first (its reference); ties
 * go to the reports measure and then to the methods' order.
 */
export async function methodsOf(
  db: Db,
  ids: number[],
  basis: SignalBasis,
): Promise<Map<number, SignalMethod[]>> {
  const byId = new Map<number, SignalMethod[]>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('signal_alarms')
      .select(['signal_id', 'algorithm', 'measure', 'observed', 'expected', 'threshold', 'exceedance'])
      .where('signal_id', 'in', ids.slice(i, i + 500))
      .where('basis', '=', basis)
      .execute();
    for (const { signal_id, ...row } of rows) {
      const method: SignalMethod = {
        ...row,
        algorithm: row.algorithm as SignalAlgorithm,
        measure: row.measure as SignalMeasure,
      };
      byId.set(signal_id, [...(byId.get(signal_id) ?? []), method]);
    }
  }
  for (const methods of byId.values()) {
    methods.sort(
      (a, b) =>
        b.exceedance - a.exceedance ||
        (a.measure === b.measure ? 0 : a.measure === 'reports' ? -1 : 1) ||
        methodOrder(a) - methodOrder(b),
    );
  }
  return byId;
}

/** A signal as the list and its page show it (the fields are picked; nothing else of the row leaves). */
export function presentSignal(row: SignalWeekRow, methods: SignalMethod[]): Signal {
  return {
    id: row.id,
    country_id: row.country_id,
    country_name: row.country_name,
    disease_id: row.disease_id,
    disease_name: row.disease_name,
    week_start: String(row.week_start),
    reference: methods[0] ?? null,
    methods,
    status: row.status as SignalStatus,
    detected_at: row.detected_at,
  };
}

/**
 * Signals (one per series-week), most exceeded first; by default those of the current weeks, over every
 * report, discarded ones left out. A method or measure filter keeps the signals it is among.
 */
export async function listSignals(
  db: Db,
  query: SignalListFilters,
  viewer: AuthUser | null,
): Promise<SignalListResponse> {
  if (query.status === 'discarded' && !isAdminRole(viewer?.role_id))
    throw forbidden(SIGNAL_TRIAGE_MESSAGES.discardedHidden);
  const basis = basisOf(query.confirmed);
  let q = selectSignalWeeks(db)
    .where('w.week_start', '>=', query.since ?? currentWeeksStart())
    .where((eb) => {
      let alarms = eb
        .selectFrom('signal_alarms as a')
        .select('a.id')
        .whereRef('a.signal_id', '=', 'w.id')
        .where('a.basis', '=', basis);
      if (query.algorithm) alarms = alarms.where('a.algorithm', '=', query.algorithm);
      if (query.measure) alarms = alarms.where('a.measure', '=', query.measure);
      return eb.exists(alarms);
    });
  q = query.status ? q.where('w.status', '=', query.status) : q.where('w.status', '!=', 'discarded');
  if (query.country_id) q = q.where('w.country_id', '=', query.country_id);
  const regionCountries = await regionCountriesOf(db, query.region);
  if (regionCountries) q = q.where('w.country_id', 'in', sqlIdList(regionCountries));
  if (query.disease_id) q = q.where('w.disease_id', '=', query.disease_id);
  const rows = await q.execute();
  const methods = await methodsOf(
    db,
    rows.map((row) => row.id),
    basis,
  );
  const signals = rows.map((row) => presentSignal(row, methods.get(row.id) ?? []));
  signals.sort(
    (a, b) =>
      (b.reference?.exceedance ?? 0) - (a.reference?.exceedance ?? 0) ||
      b.week_start.localeCompare(a.week_start) ||
      a.id - b.id,
  );
  return { signals: signals.slice(0, LIST_LIMIT) };
}
