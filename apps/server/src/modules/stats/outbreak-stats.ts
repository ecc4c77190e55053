import { isoWeekStart, periodStart } from '@outbreak-watch/domain';
import { sql, SqliteAdapter, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The columns of an outbreak that the summary counts. */
export const STATS_FACT_COLUMNS = [
  'id',
  'country_id',
  'state_id',
  'city',
  'disease_id',
  'date',
  'status',
  'severity',
  'confirmed',
  'cases',
  'deaths',
  'attack_rate',
  'transmission_rate',
  'survivability',
] as const;

export interface OutbreakStatsFacts {
  /** The outbreak's id. */
  id: number;
  country_id: number;
  /** Not counted; kept so that the map's recent lists follow corrections of the place. */
  state_id: number | null;
  city: string | null;
  disease_id: number;
  date: string;
  status: string;
  severity: string;
  confirmed: boolean;
  cases: number;
  deaths: number;
  attack_rate: number;
  transmission_rate: number;
  survivability: number;
}

/** The data set whose version the outbreak summary, the map and analytics follow. */
export const OUTBREAKS_DATA = 'outbreaks';

/** The measures both summary tables keep, summed over their outbreaks. */
const SUM_COLUMNS = [
  'outbreaks',
  'cases',
  'deaths',
  'attack_rate_sum',
  'transmission_rate_sum',
  'survivability_sum',
] as const;

type SummaryTable = 'outbreak_stats' | 'outbreak_totals';
type SummaryKey = Record<string, string | number | boolean>;

/** One summary row's change: the sums to add (negative to take away), and whether any outbreak left it. */
interface RowDelta {
  key: SummaryKey;
  derived: SummaryKey;
  sums: Record<(typeof SUM_COLUMNS)[number], number>;
  leaves: boolean;
}

/** Summary rows changed per statement: a few hundred keep within both databases' bound-value limits. */
const SUMMARY_ROWS_PER_STATEMENT = 200;

/**
 * Adds the changes to a summary table, one upsert per few hundred rows (each key once), then deletes
 * the rows an outbreak left that no outbreak is in any more.
 */
async function applyDeltas(db: Db, table: SummaryTable, deltas: RowDelta[]) {
  if (deltas.length === 0) return;
  // Both tables share the measure columns; the key columns differ, so the builder is untyped here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  const untyped = db as unknown as Kysely<any>;
  const keyColumns = Object.keys(deltas[0].key);
  for (let start = 0; start < deltas.length; start += SUMMARY_ROWS_PER_STATEMENT)
    await untyped
      .insertInto(table)
      .values(
        deltas
          .slice(start, start + SUMMARY_ROWS_PER_STATEMENT)
          .map((delta) => ({ ...delta.key, ...delta.derived, ...delta.sums })),
      )
      .onConflict((oc) =>
        oc
          .columns(keyColumns)
          .doUpdateSet((eb) =>
            Object.fromEntries(
              SUM_COLUMNS.map((column) => [
                column,
                eb(`${table}.${column}`, '+', eb.ref(`excluded.${column}`)),
              ]),
            ),
          ),
      )
      .execute();
  for (const delta of deltas) {
    if (!delta.leaves) continue;
    let remove = untyped.deleteFrom(table).where('outbreaks', '<=', 0);
    for (const [column, value] of Object.entries(delta.key)) remove = remove.where(column, '=', value);
    await remove.execute();
  }
}

/** The summary rows the changes touch, each with its summed change: one entry per key. */
function summaryDeltas(changes: readonly { sign: 1 | -1; facts: OutbreakStatsFacts }[]) {
  const stats = new Map<string, RowDelta>();
  const totals = new Map<string, RowDelta>();
  const add = (
    into: Map<string, RowDelta>,
    key: SummaryKey,
    derived: SummaryKey,
    sign: 1 | -1,
    facts: OutbreakStatsFacts,
  ) => {
    const id = JSON.stringify(key);
    let delta = into.get(id);
    if (!delta) {
      delta = {
        key,
        derived,
        sums: {
          outbreaks: 0,
          cases: 0,
          deaths: 0,
          attack_rate_sum: 0,
          transmission_rate_sum: 0,
          survivability_sum: 0,
        },
        leaves: false,
      };
      into.set(id, delta);
    }
    delta.sums.outbreaks += sign;
    delta.sums.cases += sign * facts.cases;
    delta.sums.deaths += sign * facts.deaths;
    delta.sums.attack_rate_sum += sign * facts.attack_rate;
    delta.sums.transmission_rate_sum += sign * facts.transmission_rate;
    delta.sums.survivability_sum += sign * facts.survivability;
    if (sign < 0) delta.leaves = true;
  };
  for (const { sign, facts } of changes) {
    const key = {
      country_id: facts.country_id,
      disease_id: facts.disease_id,
      status: facts.status,
      severity: facts.severity,
      confirmed: facts.confirmed,
    };
    add(
      stats,
      { period_start: periodStart(facts.date), ...key },
      { week_start: isoWeekStart(facts.date) },
      sign,
      facts,
    );
    add(totals, key, {}, sign, facts);
  }
  return { stats: [...stats.values()], totals: [...totals.values()] };
}

/** The PostgreSQL channel that carries `name:version` at the commit of every version change. */
export const DATA_VERSION_CHANNEL = 'data_versions';

/**
 * Raises the version of a data set and returns the new version; call inside the write's transaction.
 * The update locks the version row until the commit, so writers take versions in commit order. On
 * PostgreSQL the new version is also announced to every instance listening, delivered at the commit.
 */
export async function bumpDataVersion(db: Db, name = OUTBREAKS_DATA): Promise<number> {
  const row = await db
    .updateTable('data_versions')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
    .where('name', '=', name)
    .returning('version')
    .executeTakeFirst();
  const version = Number(row?.version ?? 0);
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`select pg_notify(${DATA_VERSION_CHANNEL}, ${`${name}:${version}`})`.execute(db);
  }
  return version;
}

/** The current version of a data set: one primary-key read. */
export async function readDataVersion(db: Db, name = OUTBREAKS_DATA): Promise<number> {
  const row = await db
    .selectFrom('data_versions')
    .select('version')
    .where('name', '=', name)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Changes older than this many versions are pruned; an instance further behind reloads the summary. */
export const STATS_CHANGES_KEPT = 20_000;

/**
 * Keeps the summary in step with one outbreak write, inside that write's transaction: `before` is the
 * outbreak as it was (null for a new one), `after` as it is now (null when removed). Raises the
 * outbreaks data version, so cached aggregates and ETags change with the commit, and records the change
 * under that version for the other instances' in-memory summaries.
 */
export async function recordOutbreakChange(
  tx: Transaction<DB>,
  before: OutbreakStatsFacts | null,
  after: OutbreakStatsFacts | null,
): Promise<void> {
  await recordOutbreakChanges(tx, [{ before, after }]);
}

/**
 * Keeps the summary in step with many outbreak writes of one transaction (a batch of an import): one
 * new data version for all of them, so caches, the map and the other instances' summaries move once
 * per batch rather than once per row.
 */
export async function recordOutbreakChanges(
  tx: Transaction<DB>,
  writes: readonly { before: OutbreakStatsFacts | null; after: OutbreakStatsFacts | null }[],
): Promise<void> {
  if (writes.length === 0) return;
  const version = await bumpDataVersion(tx);
  const changes: { sign: 1 | -1; facts: OutbreakStatsFacts }[] = [];
  for (const { before, after } of writes) {
    if (before) changes.push({ sign: -1, facts: before });
    if (after) changes.push({ sign: 1, facts: after });
  }
  // Each summary row changes once per batch, whatever the number of outbreaks in it.
  const deltas = summaryDeltas(changes);
  await applyDeltas(tx, 'outbreak_stats', deltas.stats);
  await applyDeltas(tx, 'outbreak_totals', deltas.totals);
  // A few hundred rows per statement keeps within both databases' limits on bound values.
  for (let start = 0; start < changes.length; start += 200) {
    await tx
      .insertInto('outbreak_stats_changes')
      .values(
        changes.slice(start, start + 200).map(({ sign, facts }) => ({
          version,
          sign,
          outbreak_id: facts.id,
          country_id: facts.country_id,
          state_id: facts.state_id,
          city: facts.city,
          disease_id: facts.disease_id,
          date: facts.date,
          status: facts.status,
          severity: facts.severity,
          confirmed: Boolean(facts.confirmed),
          cases: facts.cases,
          deaths: facts.deaths,
          attack_rate: facts.attack_rate,
          transmission_rate: facts.transmission_rate,
          survivability: facts.survivability,
        })),
      )
      .execute();
  }
  if (version % 1_000 === 0) {
    await tx
      .deleteFrom('outbreak_stats_changes')
      .where('version', '<=', version - STATS_CHANGES_KEPT)
      .execute();
  }
}

/** SQL for the period start and ISO week start of `outbreaks.date` on each database. */
function periodExpressions(db: Db) {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? {
        week: sql<string>`date(date, 'weekday 0', '-6 days')`,
        period: sql<string>`max(date(date, 'weekday 0', '-6 days'), date(date, 'start of month'))`,
      }
    : {
        week: sql<string>`date_trunc('week', date)::date`,
        period: sql<string>`greatest(date_trunc('week', date), date_trunc('month', date))::date`,
      };
}

/**
 * Recomputes the whole summary from outbreaks, in one transaction: after bulk loads (demo and bench
 * data) that insert outbreaks directly, and when the summary is first created. Runs in `db` when it
 * is a transaction, else in a transaction of its own.
 */
export async function rebuildOutbreakStats(db: Db): Promise<void> {
  if (!db.isTransaction) {
    await db.transaction().execute((tx) => rebuildOutbreakStats(tx));
    return;
  }
  const tx = db;
  const { week, period } = periodExpressions(tx);
  // A full rebuild reads every outbreak: lift the per-statement limit that guards requests, for this
  // transaction only.
  if (!(tx.getExecutor().adapter instanceof SqliteAdapter))
    await sql`set local statement_timeout = 0`.execute(tx);
  {
    await tx.deleteFrom('outbreak_stats').execute();
    await tx
      .insertInto('outbreak_stats')
      .columns([
        'country_id',
        'disease_id',
        'period_start',
        'week_start',
        'status',
        'severity',
        'confirmed',
        'outbreaks',
        'cases',
        'deaths',
        'attack_rate_sum',
        'transmission_rate_sum',
        'survivability_sum',
      ])
      .expression(
        tx
          .selectFrom(
            tx
              .selectFrom('outbreaks')
              .select([
                'country_id',
                'disease_id',
                period.as('period_start'),
                week.as('week_start'),
                'status',
                'severity',
                'confirmed',
                'cases',
                'deaths',
                'attack_rate',
                'transmission_rate',
                'survivability',
              ])
              .as('o'),
          )
          .select((eb) => [
            'o.country_id',
            'o.disease_id',
            'o.period_start',
            'o.week_start',
            'o.status',
            'o.severity',
            'o.confirmed',
            eb.fn.countAll<number>().as('outbreaks'),
            eb.fn.sum<number>('o.cases').as('cases'),
            eb.fn.sum<number>('o.deaths').as('deaths'),
            eb.fn.sum<number>('o.attack_rate').as('attack_rate_sum'),
            eb.fn.sum<number>('o.transmission_rate').as('transmission_rate_sum'),
            eb.fn.sum<number>('o.survivability').as('survivability_sum'),
          ])
          .groupBy([
            'o.country_id',
            'o.disease_id',
            'o.period_start',
            'o.week_start',
            'o.status',
            'o.severity',
            'o.confirmed',
          ]),
      )
      .execute();
    // The all-time totals are the periods' rows summed over time.
    await tx.deleteFrom('outbreak_totals').execute();
    await tx
      .insertInto('outbreak_totals')
      .columns(['country_id', 'disease_id', 'status', 'severity', 'confirmed', ...SUM_COLUMNS])
      .expression(
        tx
          .selectFrom('outbreak_stats')
          .select((eb) => [
            'country_id',
            'disease_id',
            'status',
            'severity',
            'confirmed',
            ...SUM_COLUMNS.map((column) => eb.fn.sum<number>(column).as(column)),
          ])
          .groupBy(['country_id', 'disease_id', 'status', 'severity', 'confirmed']),
      )
      .execute();
    // No change rows lead to this version: every instance's in-memory summary reloads.
    await tx.deleteFrom('outbreak_stats_changes').execute();
    await bumpDataVersion(tx);
  }
}
