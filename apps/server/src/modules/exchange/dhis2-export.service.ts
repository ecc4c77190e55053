import {
  addDays,
  adxDocument,
  dhis2WeekPeriod,
  exportWeeks,
  type AdxGroup,
  type Dhis2DataValue,
  type Dhis2DataValueSet,
  type Dhis2ExportFilters,
  type Dhis2UnmappedRow,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { analyticsAggregateFilters } from '../analytics/analytics.service.js';
import { referenceRows } from '../reference/reference-rows.js';
import { outbreakCube } from '../stats/outbreak-cube-source.js';
import { readDataVersion } from '../stats/outbreak-stats.js';
import { readDhis2DataSet } from './dhis2-mapping.service.js';

type Db = Kysely<DB>;

/** One week's counts of a country × disease, as DHIS2 receives them. */
export interface Dhis2WeekCount {
  week: string;
  country_id: number;
  disease_id: number;
  cases: number;
  deaths: number;
}

/** What a document is made of: the mapped weekly counts, and the counts left out for want of a mapping. */
export interface Dhis2Export {
  weeks: string[];
  dataSet: string | null;
  values: (Dhis2DataValue & { week: string })[];
  unmapped: Dhis2UnmappedRow[];
}

/**
 * The weekly cases and deaths per country × disease of the query's weeks, from the outbreak summary (as
 * the epidemic curve reads them), with the analytics filters. Values are whole numbers (sums rounded);
 * zeros are left out, as DHIS2 stores no zero unless a data element says zero is significant.
 */
export async function buildDhis2Export(db: Db, query: Dhis2ExportFilters): Promise<Dhis2Export> {
  const weeks = exportWeeks(query)!;
  const { period: _period, from: _from, to: _to, ...filterQuery } = query;
  const { filters } = await analyticsAggregateFilters(db, filterQuery);
  const cube = await outbreakCube(db, await readDataVersion(db));
  const rows = cube.aggregate({ ...filters, from: weeks[0], to: addDays(weeks.at(-1)!, 6) }, [
    'week_start',
    'country_id',
    'disease_id',
  ]);

  const [orgUnits, dataElements, dataSet] = await Promise.all([
    db.selectFrom('dhis2_org_units').select(['country_id', 'uid']).execute(),
    db.selectFrom('dhis2_data_elements').selectAll().execute(),
    readDhis2DataSet(db),
  ]);
  const orgUnitOf = new Map(orgUnits.map((row) => [row.country_id, row.uid]));
  const elementsOf = new Map(dataElements.map((row) => [row.disease_id, row]));

  const values: Dhis2Export['values'] = [];
  const unmapped = new Map<string, Omit<Dhis2UnmappedRow, 'country_name' | 'disease_name'>>();
  const counts = rows
    .map((row) => ({
      week: String(row.week_start),
      country_id: Number(row.country_id),
      disease_id: Number(row.disease_id),
      cases: Math.round(row.cases),
      deaths: Math.round(row.deaths),
    }))
    .sort(
      (a, b) => a.week.localeCompare(b.week) || a.country_id - b.country_id || a.disease_id - b.disease_id,
    );
  for (const count of counts) {
    if (count.cases === 0 && count.deaths === 0) continue;
    const orgUnit = orgUnitOf.get(count.country_id);
    const elements = elementsOf.get(count.disease_id);
    if (!orgUnit || !elements) {
      const key = `${count.country_id}:${count.disease_id}`;
      const row = unmapped.get(key) ?? {
        country_id: count.country_id,
        country_mapped: Boolean(orgUnit),
        disease_id: count.disease_id,
        disease_mapped: Boolean(elements),
        cases: 0,
        deaths: 0,
      };
      row.cases += count.cases;
      row.deaths += count.deaths;
      unmapped.set(key, row);
      continue;
    }
    const period = dhis2WeekPeriod(count.week);
    const combo = elements.category_option_combo_uid ?? undefined;
    const value = (dataElement: string, n: number) => {
      if (n === 0) return;
      values.push({
        week: count.week,
        dataElement,
        period,
        orgUnit,
        ...(combo ? { categoryOptionCombo: combo } : {}),
        value: String(n),
      });
    };
    value(elements.cases_uid, count.cases);
    if (elements.deaths_uid) value(elements.deaths_uid, count.deaths);
  }

  const [countries, diseases] = await Promise.all([
    referenceRows(
      db,
      'countries',
      [...unmapped.values()].map((row) => row.country_id),
    ),
    referenceRows(
      db,
      'diseases',
      [...unmapped.values()].map((row) => row.disease_id),
    ),
  ]);
  return {
    weeks,
    dataSet,
    values,
    unmapped: [...unmapped.values()]
      .map((row) => ({
        ...row,
        country_name: countries.get(row.country_id)?.name ?? '',
        disease_name: diseases.get(row.disease_id)?.name ?? '',
      }))
      .sort((a, b) => b.cases - a.cases || a.country_id - b.country_id || a.disease_id - b.disease_id),
  };
}

/** The DHIS2 `dataValueSets` JSON document of an export. */
export function dataValueSetOf(exported: Dhis2Export): Dhis2DataValueSet {
  return {
    ...(exported.dataSet ? { dataSet: exported.dataSet } : {}),
    dataValues: exported.values.map(({ week: _week, ...value }) => value),
  };
}

/** The ADX document of an export: one group per org unit and week. */
export function adxOf(exported: Dhis2Export, dataSet: string, exportedAt: string): string {
  const groups = new Map<string, AdxGroup>();
  for (const { week, orgUnit, dataElement, categoryOptionCombo, value } of exported.values) {
    const key = `${week}:${orgUnit}`;
    let group = groups.get(key);
    if (!group) {
      group = { orgUnit, week, dataSet, values: [] };
      groups.set(key, group);
    }
    group.values.push({ dataElement, categoryOptionCombo, value });
  }
  return adxDocument([...groups.values()], exportedAt);
}
