import { isoWeekStart, splitRangeIntoPeriods } from '@outbreak-watch/domain';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB>;

/** What the map and analytics narrow the summary by. Every field is optional; lists mean "any of". */
export interface AggregateFilters {
  from?: string;
  to?: string;
  country_id?: number;
  disease_id?: number;
  statuses?: readonly string[];
  severities?: readonly string[];
  confirmed?: boolean;
}

export type AggregateDimension = 'country_id' | 'disease_id' | 'status' | 'severity' | 'week_start' | 'month';

export interface AggregateSums {
  outbreaks: number;
  cases: number;
  deaths: number;
  attack_rate_sum: number;
  transmission_rate_sum: number;
  survivability_sum: number;
}

export type AggregateRow = AggregateSums & Partial<Record<AggregateDimension, string | number>>;

/** Open ends of a range become these, so that a one-sided range splits into periods the same way. */
const EARLIEST = '1900-01-01';
const LATEST = '9999-12-31';

interface EdgeRow {
  country_id: number;
  disease_id: number;
  date: string;
  status: string;
  severity: string;
  cases: number;
  deaths: number;
  attack_rate: number;
  transmission_rate: number;
  survivability: number;
}

/** The filters other than dates, on either the summary or outbreaks (both have the same columns). */
function narrow<
  QB extends SelectQueryBuilder<DB, 'outbreak_stats', object> | SelectQueryBuilder<DB, 'outbreaks', object>,
>(query: QB, filters: AggregateFilters): QB {
  // The two tables share these column names; Kysely's types cannot see that through the union.
  let q = query as unknown as SelectQueryBuilder<DB, 'outbreak_stats', object>;
  if (filters.country_id !== undefined) q = q.where('country_id', '=', filters.country_id);
  if (filters.disease_id !== undefined) q = q.where('disease_id', '=', filters.disease_id);
  if (filters.statuses) q = q.where('status', 'in', [...filters.statuses]);
  if (filters.severities) q = q.where('severity', 'in', [...filters.severities]);
  if (filters.confirmed !== undefined) q = q.where('confirmed', '=', filters.confirmed);
  return q as unknown as QB;
}

function keyOf(row: Partial<Record<AggregateDimension, string | number>>, dimensions: AggregateDimension[]) {
  return dimensions.map((d) => String(row[d])).join('\u0000');
}

/**
 * Aggregates over the outbreaks matching `filters`, grouped by `dimensions`, computed from the summary
 * (outbreak_stats) for the whole periods inside the date range and from outbreaks themselves only for
 * the partial periods at its edges (at most six days at each end). The sums are exact: they equal a
 * direct computation over the matching outbreaks.
 */
export class OutbreakAggregator {
  readonly #edgeRows: Promise<EdgeRow[]>;
  readonly #periods: { from: string; to: string } | null | 'all';

  constructor(
    private readonly db: Db,
    private readonly filters: AggregateFilters,
  ) {
    if (!filters.from && !filters.to) {
      this.#periods = 'all';
      this.#edgeRows = Promise.resolve([]);
    } else {
      const split = splitRangeIntoPeriods(filters.from ?? EARLIEST, filters.to ?? LATEST);
      this.#periods = split.periods;
      this.#edgeRows = this.#loadEdges(split.edges);
    }
  }

  async #loadEdges(edges: { from: string; to: string }[]): Promise<EdgeRow[]> {
    const rows = await Promise.all(
      edges.map((edge) =>
        narrow(
          this.db
            .selectFrom('outbreaks')
            .select([
              'country_id',
              'disease_id',
              'date',
              'status',
              'severity',
              'cases',
              'deaths',
              'attack_rate',
              'transmission_rate',
              'survivability',
            ])
            .where('date', '>=', edge.from)
            .where('date', '<=', edge.to),
          this.filters,
        ).execute(),
      ),
    );
    return rows.flat();
  }

  async #fromSummary(dimensions: AggregateDimension[]): Promise<AggregateRow[]> {
    if (this.#periods === null) return [];
    // Months are whole periods' months: a period never spans two months.
    const columns = dimensions.map((d) => (d === 'month' ? 'period_start' : d));
    const isTimeless =
      this.#periods === 'all' && !dimensions.some((d) => d === 'month' || d === 'week_start');
    // Without dates or time series, the all-time totals answer from a few rows per country and disease.
    let q = narrow(
      this.db.selectFrom(isTimeless ? ('outbreak_totals' as 'outbreak_stats') : 'outbreak_stats'),
      this.filters,
    );
    if (this.#periods !== 'all') {
      q = q.where('period_start', '>=', this.#periods.from).where('period_start', '<=', this.#periods.to);
    }
    const rows = await q
      .select((eb) => [
        ...columns,
        eb.fn.sum<number>('outbreaks').as('outbreaks'),
        eb.fn.sum<number>('cases').as('cases'),
        eb.fn.sum<number>('deaths').as('deaths'),
        eb.fn.sum<number>('attack_rate_sum').as('attack_rate_sum'),
        eb.fn.sum<number>('transmission_rate_sum').as('transmission_rate_sum'),
        eb.fn.sum<number>('survivability_sum').as('survivability_sum'),
      ])
      .$if(columns.length > 0, (qb) => qb.groupBy(columns))
      .execute();
    return (rows as unknown as Record<string, string | number>[]).map((row) => {
      const out: AggregateRow = {
        outbreaks: Number(row.outbreaks ?? 0),
        cases: Number(row.cases ?? 0),
        deaths: Number(row.deaths ?? 0),
        attack_rate_sum: Number(row.attack_rate_sum ?? 0),
        transmission_rate_sum: Number(row.transmission_rate_sum ?? 0),
        survivability_sum: Number(row.survivability_sum ?? 0),
      };
      for (const d of dimensions) out[d] = d === 'month' ? String(row.period_start).slice(0, 7) : row[d];
      return out;
    });
  }

  /** Sums per combination of `dimensions` (one row for no dimensions), unordered. */
  async aggregate(dimensions: AggregateDimension[]): Promise<AggregateRow[]> {
    const [summaryRows, edgeRows] = await Promise.all([this.#fromSummary(dimensions), this.#edgeRows]);
    const groups = new Map<string, AggregateRow>();
    const add = (dims: Partial<Record<AggregateDimension, string | number>>, sums: AggregateSums) => {
      const key = keyOf(dims, dimensions);
      const group = groups.get(key);
      if (!group) {
        groups.set(key, { ...dims, ...sums });
        return;
      }
      group.outbreaks += sums.outbreaks;
      group.cases += sums.cases;
      group.deaths += sums.deaths;
      group.attack_rate_sum += sums.attack_rate_sum;
      group.transmission_rate_sum += sums.transmission_rate_sum;
      group.survivability_sum += sums.survivability_sum;
    };
    for (const row of summaryRows) {
      if (row.outbreaks > 0) add(pick(row, dimensions), row);
    }
    for (const row of edgeRows) {
      const dims: Partial<Record<AggregateDimension, string | number>> = {
        country_id: row.country_id,
        disease_id: row.disease_id,
        status: row.status,
        severity: row.severity,
        week_start: isoWeekStart(row.date),
        month: row.date.slice(0, 7),
      };
      add(pick(dims, dimensions), {
        outbreaks: 1,
        cases: row.cases,
        deaths: row.deaths,
        attack_rate_sum: row.attack_rate,
        transmission_rate_sum: row.transmission_rate,
        survivability_sum: row.survivability,
      });
    }
    if (dimensions.length === 0 && groups.size === 0) {
      return [
        {
          outbreaks: 0,
          cases: 0,
          deaths: 0,
          attack_rate_sum: 0,
          transmission_rate_sum: 0,
          survivability_sum: 0,
        },
      ];
    }
    return [...groups.values()];
  }
}

function pick(row: Partial<Record<AggregateDimension, string | number>>, dimensions: AggregateDimension[]) {
  const out: Partial<Record<AggregateDimension, string | number>> = {};
  for (const d of dimensions) out[d] = row[d];
  return out;
}

/** Date and category filters applied to outbreaks themselves, for the recent lists. */
export function whereOutbreaksMatch<QB extends SelectQueryBuilder<DB, 'outbreaks', object>>(
  query: QB,
  filters: AggregateFilters,
): QB {
  let q = narrow(query, filters);
  const typed = q as unknown as SelectQueryBuilder<DB, 'outbreaks', object>;
  let t = typed;
  if (filters.from) t = t.where('date', '>=', filters.from);
  if (filters.to) t = t.where('date', '<=', filters.to);
  q = t as unknown as QB;
  return q;
}
