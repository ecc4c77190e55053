import type { OutbreakFilters, PopulationRates } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AuthUser } from '../../plugins/auth.js';
import { countryRates } from '../reference/country-population.js';
import { outbreakBatches } from './outbreak-batches.js';
import { presentOutbreak } from './outbreaks.presenters.js';

/** How a column's value is written where a format has types (XLSX cells; JSON numbers and booleans). */
export type ExportColumnType = 'text' | 'number' | 'date' | 'boolean';

export type ExportValue = string | number | boolean | null;

/**
 * The columns of every outbreak export (CSV, XLSX, GeoJSON properties), in order: the outbreak's own
 * fields as the API names them, then its country's population in the report's year and the rates per
 * 100,000 (appended, so readers that pick CSV columns by position keep working). No identity column:
 * the reporter's role is the only fact about them, whoever asks.
 */
export const EXPORT_COLUMNS = [
  { key: 'id', header: 'ID', type: 'number' },
  { key: 'date', header: 'Date', type: 'date' },
  { key: 'disease_name', header: 'Disease', type: 'text' },
  { key: 'country_name', header: 'Country', type: 'text' },
  { key: 'country_code', header: 'Country code', type: 'text' },
  { key: 'state_name', header: 'State', type: 'text' },
  { key: 'city', header: 'City', type: 'text' },
  { key: 'region', header: 'Region', type: 'text' },
  { key: 'status', header: 'Status', type: 'text' },
  { key: 'confirmed', header: 'Confirmed', type: 'boolean' },
  { key: 'severity', header: 'Severity', type: 'text' },
  { key: 'risk_level', header: 'Risk level', type: 'number' },
  { key: 'severity_score', header: 'Severity score', type: 'number' },
  { key: 'cases', header: 'Cases', type: 'number' },
  { key: 'deaths', header: 'Deaths', type: 'number' },
  { key: 'population_at_risk', header: 'Population at risk', type: 'number' },
  { key: 'transmission_rate', header: 'Transmission rate (R0)', type: 'number' },
  { key: 'attack_rate', header: 'Attack rate (%)', type: 'number' },
  { key: 'survivability', header: 'Survivability (%)', type: 'number' },
  { key: 'source', header: 'Source', type: 'text' },
  { key: 'description', header: 'Description', type: 'text' },
  { key: 'reporter_role', header: 'Reporter role', type: 'text' },
  { key: 'population', header: 'Population', type: 'number' },
  { key: 'population_year', header: 'Population year', type: 'number' },
  { key: 'cases_per_100k', header: 'Cases per 100k', type: 'number' },
  { key: 'deaths_per_100k', header: 'Deaths per 100k', type: 'number' },
] as const satisfies readonly { key: string; header: string; type: ExportColumnType }[];

export type ExportColumnKey = (typeof EXPORT_COLUMNS)[number]['key'];

/** One exported outbreak: its values in column order, and the point it is drawn at (or none). */
export interface ExportRecord {
  id: number;
  values: ExportValue[];
  longitude: number | null;
  latitude: number | null;
}

/**
 * The filtered outbreaks as export records, newest first, in the keyset batches of the list (memory
 * stays flat however many match), each presented to `viewer` by the one privacy rule.
 */
export async function* exportRecords(
  db: Kysely<DB>,
  options: { filters: OutbreakFilters; viewer: AuthUser | null },
): AsyncGenerator<ExportRecord[]> {
  for await (const rows of outbreakBatches(db, options.filters)) {
    yield rows.map((row) => {
      const outbreak = presentOutbreak(row, options.viewer);
      const rates: PopulationRates = countryRates(
        outbreak.country_code,
        Number(outbreak.date.slice(0, 4)),
        outbreak,
      );
      const fields: Record<ExportColumnKey, ExportValue> = { ...outbreak, ...rates };
      return {
        id: outbreak.id,
        values: EXPORT_COLUMNS.map(({ key }) => fields[key]),
        longitude: outbreak.longitude,
        latitude: outbreak.latitude,
      };
    });
  }
}
