import { FEED_ENTRY_LIMIT, OUTBREAK_MESSAGES, type OutbreakFilters } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import type { AtomFeed } from './atom.js';
import { capAlert, capCancel, capCancelMessage, currentCapMessage, type CapContext } from './cap.js';
import { feedRow, newestConfirmed, placeOf, removedConfirmed } from './feed-rows.js';

type Db = Kysely<DB>;

const capUrl = (context: CapContext, id: number) => `${context.publicUrl}/api/outbreaks/${id}/cap.xml`;

/**
 * The entries of the CAP index: the current message of each of the newest confirmed outbreaks, and the
 * Cancel of each confirmed outbreak removed since, most recently sent first.
 */
export async function capIndexEntries(
  db: Db,
  filters: OutbreakFilters,
  context: CapContext,
): Promise<AtomFeed['entries']> {
  const [rows, removed] = await Promise.all([
    newestConfirmed(db, filters, FEED_ENTRY_LIMIT),
    removedConfirmed(db, filters, FEED_ENTRY_LIMIT),
  ]);
  const current = rows.map((row) => {
    const message = currentCapMessage(row, context);
    return {
      id: `${capUrl(context, row.id)}#${message.identifier}`,
      title: `${row.disease_name} outbreak in ${placeOf(row)}`,
      updated: row.updated_at,
      published: row.confirmed_at ?? row.created_at,
      link: { href: capUrl(context, row.id), type: 'application/cap+xml' },
      summary: `${message.msgType}: ${row.status}, ${row.severity} severity.`,
      categories: [row.disease_name, message.msgType],
    };
  });
  const cancelled = removed.map((row) => {
    const message = capCancelMessage(row, context);
    return {
      id: `${capUrl(context, row.id)}#${message.identifier}`,
      title: `Withdrawn: ${row.disease_name} outbreak in ${placeOf(row)}`,
      updated: row.removed_at,
      published: row.removed_at,
      link: { href: capUrl(context, row.id), type: 'application/cap+xml' },
      summary: `${message.msgType}: the report was withdrawn.`,
      categories: [row.disease_name, message.msgType],
    };
  });
  return [...current, ...cancelled]
    .sort((a, b) => Date.parse(b.updated) - Date.parse(a.updated))
    .slice(0, FEED_ENTRY_LIMIT);
}

/**
 * The CAP message of one outbreak: its alert or update while it is published, the Cancel once it was
 * removed. Suspected reports were never published, removed or not.
 */
export async function capForOutbreak(db: Db, id: number, context: CapContext): Promise<string> {
  const row = await feedRow(db, id);
  if (row?.confirmed) return capAlert(row, context);
  if (!row) {
    const [removed] = await removedConfirmed(db, { id }, 1);
    if (removed) return capCancel(removed, context);
  }
  throw notFound(OUTBREAK_MESSAGES.notFound);
}
