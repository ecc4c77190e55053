import type { OutbreakCursor, OutbreakFilters } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import {
  fetchOutbreakRows,
  selectOutbreakIds,
  type OutbreakIdQuery,
  type OutbreakRow,
} from './outbreaks.query.js';

const BATCH = 1000;

/**
 * The filtered outbreaks, newest first, in keyset batches, so an export's memory stays flat however
 * many rows match. `narrow` may add conditions to the id query (e.g. confirmed only).
 */
export async function* outbreakBatches(
  db: Kysely<DB>,
  filters: OutbreakFilters,
  narrow: (query: OutbreakIdQuery) => OutbreakIdQuery = (query) => query,
): AsyncGenerator<OutbreakRow[]> {
  let after: OutbreakCursor | undefined;
  for (;;) {
    const query = narrow(await selectOutbreakIds(db, filters, { after }));
    const page = await query.limit(BATCH).execute();
    const rows = await fetchOutbreakRows(
      db,
      page.map((row) => row.id),
    );
    if (rows.length === 0) return;
    yield rows;
    if (page.length < BATCH) return;
    const last = page[page.length - 1];
    after = { date: last.date, id: last.id };
  }
}
