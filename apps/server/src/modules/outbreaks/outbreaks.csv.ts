import { Readable } from 'node:stream';
import type { OutbreakFilters } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { csvLine } from '../../lib/csv.js';
import type { AuthUser } from '../../plugins/auth.js';
import { countryRates } from '../reference/country-population.js';
import { presentOutbreak } from './outbreaks.presenters.js';
import { outbreakBatches } from './outbreak-batches.js';

const COLUMNS = [
  ['id', 'ID'],
  ['date', 'Date'],
  ['disease_name', 'Disease'],
  ['country_name', 'Country'],
  ['country_code', 'Country code'],
  ['state_name', 'State'],
  ['city', 'City'],
  ['region', 'Region'],
  ['status', 'Status'],
  ['confirmed', 'Confirmed'],
  ['severity', 'Severity'],
  ['risk_level', 'Risk level'],
  ['severity_score', 'Severity score'],
  ['cases', 'Cases'],
  ['deaths', 'Deaths'],
  ['population_at_risk', 'Population at risk'],
  ['transmission_rate', 'Transmission rate (R0)'],
  ['attack_rate', 'Attack rate (%)'],
  ['survivability', 'Survivability (%)'],
  ['source', 'Source'],
  ['description', 'Description'],
  ['reporter_role', 'Reporter role'],
] as const;

/** Appended after the outbreak's own columns: its country's population in the report's year and rates. */
const RATE_COLUMNS = [
  ['population', 'Population'],
  ['population_year', 'Population year'],
  ['cases_per_100k', 'Cases per 100k'],
  ['deaths_per_100k', 'Deaths per 100k'],
] as const;

const HEADER = csvLine([...COLUMNS, ...RATE_COLUMNS].map(([, header]) => header));

/**
 * The filtered outbreaks as CSV, newest first, read in keyset batches so memory stays flat however many
 * rows match. Each row ends with its cases and deaths per 100,000 with the population of the report's
 * year (or the nearest year with a figure, named in its own column); empty without a figure.
 */
export function outbreaksCsv(
  db: Kysely<DB>,
  options: { filters: OutbreakFilters; viewer: AuthUser | null },
): Readable {
  async function* lines() {
    yield HEADER;
    for await (const rows of outbreakBatches(db, options.filters)) {
      yield rows
        .map((row) => {
          const outbreak = presentOutbreak(row, options.viewer);
          const rates = countryRates(outbreak.country_code, Number(outbreak.date.slice(0, 4)), outbreak);
          return csvLine([
            ...COLUMNS.map(([key]) => outbreak[key]),
            ...RATE_COLUMNS.map(([key]) => rates[key]),
          ]);
        })
        .join('');
    }
  }
  return Readable.from(lines());
}
