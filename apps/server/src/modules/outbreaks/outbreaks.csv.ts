import { Readable } from 'node:stream';
import type { OutbreakFilters } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { csvCell } from '../../lib/csv.js';
import type { AuthUser } from '../../plugins/auth.js';
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

/**
 * The filtered outbreaks as CSV, newest first, read in keyset batches so memory stays flat however many
 * rows match.
 */
export function outbreaksCsv(
  db: Kysely<DB>,
  options: { filters: OutbreakFilters; viewer: AuthUser | null },
): Readable {
  async function* lines() {
    yield `${COLUMNS.map(([, header]) => csvCell(header)).join(',')}\r\n`;
    for await (const rows of outbreakBatches(db, options.filters)) {
      yield rows
        .map((row) => {
          const outbreak = presentOutbreak(row, options.viewer);
          return `${COLUMNS.map(([key]) => csvCell(outbreak[key])).join(',')}\r\n`;
        })
        .join('');
    }
  }
  return Readable.from(lines());
}
