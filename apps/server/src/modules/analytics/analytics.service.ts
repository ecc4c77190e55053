import {
  ALL_TIME,
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_LIMITS,
  OUTBREAK_SEVERITIES,
  OUTBREAK_STATUSES,
  populationYearOfPeriod,
  rangeForDays,
  SEVERITIES_OF_FILTER,
  todayUtc,
  type AnalyticsFilters,
  type AnalyticsResponse,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AuthUser } from '../../plugins/auth.js';
import { presentOutbreak } from '../outbreaks/outbreaks.presenters.js';
import { fetchOutbreakRows } from '../outbreaks/outbreaks.query.js';
import { countryRates } from '../reference/country-population.js';
import { referenceRows } from '../reference/reference-rows.js';
import { regionCountriesOf } from '../reference/region-countries.js';
import { outbreakCube } from '../stats/outbreak-cube-source.js';
import { analyticsSeries } from './analytics-series.js';
import type { AggregateFilters, AggregateRow } from '../stats/outbreak-cube.js';

type Db = Kysely<DB>;

/** The part of an analytics answer that is the same for everyone: all but the recent rows. */
export type AnalyticsSummary = Omit<AnalyticsResponse, 'recent'>;

/**
 * The analytics filters as the summary reads them. An explicit from/to is a custom range; `days=all` is
 * all time; otherwise the last `days` days (default 30, spec §9) up to today (UTC). The region becomes
 * its countries.
 */
export async function analyticsAggregateFilters(
  db: Db,
  query: AnalyticsFilters,
  today?: string,
): Promise<{ filters: AggregateFilters; range: AnalyticsResponse['range'] }> {
  const isCustom = Boolean(query.from || query.to);
  const days = isCustom || query.days === ALL_TIME ? null : (query.days ?? ANALYTICS_DEFAULT_DAYS);
  const dates = days === null ? { from: query.from, to: query.to } : rangeForDays(days, today);
  return {
    range: { from: dates.from ?? null, to: dates.to ?? null, days },
    filters: {
      ...dates,
      country_id: query.country_id,
      country_ids: await regionCountriesOf(db, query.region),
      disease_id: query.disease_id,
      severities: query.severity ? SEVERITIES_OF_FILTER[query.severity] : undefined,
      statuses: query.status ? [query.status] : undefined,
      confirmed: query.confirmed,
    },
  };
}

const counts = (row: AggregateRow) => ({ count: row.outbreaks, cases: row.cases });
const byOutbreaksDesc = (a: AggregateRow, b: AggregateRow) => b.outbreaks - a.outbreaks || b.cases - a.cases;

async function namesOf(db: Db, table: 'diseases' | 'countries', ids: number[]): Promise<Map<number, string>> {
  const rows = await referenceRows(db, table, ids);
  return new Map([...rows].map(([id, row]) => [id, row.name]));
}

/**
 * Spec §2/§9 analytics: cards and chart series over every matching outbreak, from the summary; the top
 * countries with their cases and deaths per 100,000 (population of the range's last year).
 */
export async function summarizeAnalytics(
  db: Db,
  filters: AggregateFilters,
  range: AnalyticsResponse['range'],
  version: number,
): Promise<AnalyticsSummary> {
  const cube = await outbreakCube(db, version);
  const byStatusSeverity = cube.aggregate(filters, ['status', 'severity', 'confirmed']);
  const byDisease = cube.aggregate(filters, ['disease_id']);
  const weekly = cube.aggregate(filters, ['week_start']);
  const monthly = cube.aggregate(filters, ['month']);
  const byCountry = cube.aggregate(filters, ['country_id']);

  const statusTotals = new Map<string, AggregateRow>();
  const severityTotals = new Map<string, AggregateRow>();
  const total = { outbreaks: 0, cases: 0 };
  const fold = (map: Map<string, AggregateRow>, key: string, row: AggregateRow) => {
    const current = map.get(key);
    if (current) {
      current.outbreaks += row.outbreaks;
      current.cases += row.cases;
    } else map.set(key, { ...row });
  };
  const unconfirmedRows = byStatusSeverity.filter((row) => row.confirmed === 0);
  for (const row of byStatusSeverity) {
    fold(statusTotals, String(row.status), row);
    fold(severityTotals, String(row.severity), row);
    total.outbreaks += row.outbreaks;
    total.cases += row.cases;
  }
  const countOf = (map: Map<string, AggregateRow>, key: string) => map.get(key)?.outbreaks ?? 0;
  const sumWhere = (
    keep: (row: AggregateRow) => boolean,
    pick: (row: AggregateRow) => number = (row) => row.outbreaks,
  ) => unconfirmedRows.reduce((sum, row) => sum + (keep(row) ? pick(row) : 0), 0);

  const diseases = [...byDisease].sort(byOutbreaksDesc);
  const topDiseases = diseases.slice(0, ANALYTICS_LIMITS.diseases);
  const otherDiseases = diseases.slice(ANALYTICS_LIMITS.diseases);
  const countries = [...byCountry]
    .sort((a, b) => b.attack_rate_sum - a.attack_rate_sum || b.cases - a.cases)
    .slice(0, ANALYTICS_LIMITS.countries);
  const [diseaseNames, countryRows] = await Promise.all([
    namesOf(
      db,
      'diseases',
      topDiseases.map((row) => Number(row.disease_id)),
    ),
    referenceRows(
      db,
      'countries',
      countries.map((row) => Number(row.country_id)),
    ),
  ]);
  const populationYear = populationYearOfPeriod(range.to, todayUtc());

  return {
    range,
    cards: {
      total_outbreaks: total.outbreaks,
      active_outbreaks: countOf(statusTotals, 'active'),
      high_risk: countOf(severityTotals, 'high') + countOf(severityTotals, 'critical'),
      total_cases: total.cases,
      contained_outbreaks: countOf(statusTotals, 'contained'),
      unconfirmed: {
        total_outbreaks: sumWhere(() => true),
        active_outbreaks: sumWhere((row) => row.status === 'active'),
        high_risk: sumWhere((row) => row.severity === 'high' || row.severity === 'critical'),
        total_cases: sumWhere(
          () => true,
          (row) => row.cases,
        ),
        contained_outbreaks: sumWhere((row) => row.status === 'contained'),
      },
    },
    by_status: OUTBREAK_STATUSES.flatMap((status) => {
      const row = statusTotals.get(status);
      return row ? [{ status: status, ...counts(row) }] : [];
    }),
    by_severity: OUTBREAK_SEVERITIES.flatMap((severity) => {
      const row = severityTotals.get(severity);
      return row ? [{ severity: severity, ...counts(row) }] : [];
    }),
    by_disease: [
      ...topDiseases.map((row) => ({
        disease_id: Number(row.disease_id),
        disease_name: diseaseNames.get(Number(row.disease_id)) ?? '',
        ...counts(row),
      })),
      ...(otherDiseases.length > 0
        ? [
            {
              disease_id: null,
              disease_name: 'Other',
              count: otherDiseases.reduce((sum, row) => sum + row.outbreaks, 0),
              cases: otherDiseases.reduce((sum, row) => sum + row.cases, 0),
            },
          ]
        : []),
    ],
    ...analyticsSeries(weekly, monthly, range),
    top_countries: countries.map((row) => {
      const country = countryRows.get(Number(row.country_id));
      return {
        country_id: Number(row.country_id),
        country_name: country?.name ?? '',
        attack_rate_sum: row.attack_rate_sum,
        ...counts(row),
        ...countryRates(country?.alpha3 ?? '', populationYear, row),
      };
    }),
  };
}

/** The ids of the first ten matching outbreaks, newest first, merged from the summary's series. */
async function recentAnalyticsIds(db: Db, filters: AggregateFilters, version: number): Promise<number[]> {
  const cube = await outbreakCube(db, version);
  return cube.newest(filters, ANALYTICS_LIMITS.recent).get(-1) ?? [];
}

/** The first ten matching outbreaks, newest first, as the viewer may see them. */
export async function recentAnalyticsOutbreaks(
  db: Db,
  filters: AggregateFilters,
  viewer: AuthUser | null,
  version: number,
): Promise<AnalyticsResponse['recent']> {
  const rows = await fetchOutbreakRows(db, await recentAnalyticsIds(db, filters, version));
  return rows.map((row) => presentOutbreak(row, viewer));
}
