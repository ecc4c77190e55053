import {
  addDays,
  EPICURVE_HISTORY_YEARS,
  EPICURVE_OTHER,
  EPICURVE_TOP_DISEASES,
  epicurveDates,
  epicurveSpan,
  historicalBand,
  isoWeekLabel,
  isoWeekStart,
  OUTBREAK_STATUS_LABELS,
  OUTBREAK_STATUSES,
  weekStartsBetween,
  type EpicurveFilters,
  type EpicurveResponse,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { referenceRows } from '../reference/reference-rows.js';
import { outbreakCube } from '../stats/outbreak-cube-source.js';
import type { AggregateFilters, AggregateRow } from '../stats/outbreak-cube.js';
import { analyticsAggregateFilters } from './analytics.service.js';

type Db = Kysely<DB>;

/** What an epidemic curve is computed from: the analytics filters over whole ISO weeks. */
export interface EpicurveRequest {
  filters: AggregateFilters;
  range: EpicurveResponse['range'];
  span: EpicurveResponse['span'];
  stack: EpicurveResponse['stack'];
  measure: EpicurveResponse['measure'];
}

/**
 * The curve's question: the analytics filters (read as the analytics summary reads them), with the
 * dates widened to the whole ISO weeks that hold them.
 */
export async function epicurveRequest(
  db: Db,
  query: EpicurveFilters,
  today?: string,
): Promise<EpicurveRequest> {
  const { filters, range } = await analyticsAggregateFilters(db, query, today);
  const dates = epicurveDates(query, today);
  const span = epicurveSpan(dates);
  return {
    filters: { ...filters, ...span },
    range: { ...dates, days: range.days },
    span,
    stack: query.stack,
    measure: query.measure,
  };
}

/**
 * The epidemic curve from the outbreak summary: every week of the span (zero-filled) with its value
 * per stack group, and the band of the same weeks of the previous five years. Three summary reads:
 * the weeks per group, the filtered weekly totals back to five years before the span, and when the
 * service's first report was (weeks before it are no data, not zero).
 */
export async function computeEpicurve(
  db: Db,
  request: EpicurveRequest,
  version: number,
): Promise<EpicurveResponse> {
  const cube = await outbreakCube(db, version);
  const { filters, span, stack, measure } = request;
  const valueOf = (row: AggregateRow) => (measure === 'cases' ? row.cases : row.outbreaks);
  const weeks = weekStartsBetween(span.from, span.to);

  const dimension = stack === 'disease' ? 'disease_id' : 'status';
  const stacked = cube.aggregate(filters, ['week_start', dimension]);
  const groupTotals = new Map<string, number>();
  for (const row of stacked) {
    const key = String(row[dimension]);
    groupTotals.set(key, (groupTotals.get(key) ?? 0) + valueOf(row));
  }
  const groups = await stackGroups(db, stack, groupTotals);
  const groupOf = new Map(
    groups.flatMap((group) => (group.members ?? [group.key]).map((m) => [m, group.key])),
  );

  const counts = new Map(weeks.map((week) => [week, new Map(groups.map((group) => [group.key, 0]))]));
  for (const row of stacked) {
    const week = counts.get(String(row.week_start));
    const key = groupOf.get(String(row[dimension]));
    if (week && key !== undefined) week.set(key, week.get(key)! + valueOf(row));
  }

  // Five years of 53 weeks before the span's first week reach every week the band compares with.
  const historyFrom = isoWeekStart(addDays(span.from, -EPICURVE_HISTORY_YEARS * 53 * 7));
  const weekly = new Map(
    cube
      .aggregate({ ...filters, from: historyFrom, to: span.to }, ['week_start'])
      .map((row) => [String(row.week_start), valueOf(row)]),
  );
  const firstDataWeek = firstReportWeek(cube, historyFrom, span.to);

  const historyYears = new Set<number>();
  const answerWeeks = weeks.map((week) => {
    const band = historicalBand(week, (w) => weekly.get(w) ?? 0, firstDataWeek);
    for (const year of band?.years ?? []) historyYears.add(year);
    return {
      week_start: week,
      week_end: addDays(week, 6),
      label: isoWeekLabel(week),
      total: weekly.get(week) ?? 0,
      counts: Object.fromEntries(counts.get(week)!),
      band,
    };
  });

  return {
    range: request.range,
    span,
    stack,
    measure,
    groups: groups.map(({ key, label, disease_id }) => ({
      key,
      label,
      ...(disease_id === undefined ? {} : { disease_id }),
    })),
    history_years: [...historyYears].sort((a, b) => b - a),
    weeks: answerWeeks,
  };
}

interface StackGroup {
  key: string;
  label: string;
  disease_id?: number | null;
  /** The summary's values a group gathers, when more than its own key (the "Other" diseases). */
  members?: string[];
}

/** The top diseases by the measure then "Other", or the statuses in their usual order. */
async function stackGroups(
  db: Db,
  stack: EpicurveResponse['stack'],
  totals: Map<string, number>,
): Promise<StackGroup[]> {
  if (stack === 'status') {
    return OUTBREAK_STATUSES.filter((status) => totals.has(status)).map((status) => ({
      key: status,
      label: OUTBREAK_STATUS_LABELS[status],
    }));
  }
  const ranked = [...totals].sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]));
  const top = ranked.slice(0, EPICURVE_TOP_DISEASES).map(([key]) => key);
  const rest = ranked.slice(EPICURVE_TOP_DISEASES).map(([key]) => key);
  const names = await referenceRows(db, 'diseases', top.map(Number));
  return [
    ...top.map((key) => ({ key, label: names.get(Number(key))?.name ?? '', disease_id: Number(key) })),
    ...(rest.length > 0 ? [{ key: EPICURVE_OTHER, label: 'Other', disease_id: null, members: rest }] : []),
  ];
}

/**
 * The week of the earliest report the summary holds (whatever the filters), as far as the band needs
 * it: `from` when reports are older, null when there are none up to `to`.
 */
function firstReportWeek(
  cube: Awaited<ReturnType<typeof outbreakCube>>,
  from: string,
  to: string,
): string | null {
  const [before] = cube.aggregate({ to: addDays(from, -1) }, []);
  if (before && before.outbreaks > 0) return from;
  const weeks = cube.aggregate({ from, to }, ['week_start']).map((row) => String(row.week_start));
  return weeks.length === 0 ? null : weeks.reduce((a, b) => (a < b ? a : b));
}
