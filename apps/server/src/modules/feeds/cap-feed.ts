import {
  FEED_ENTRY_LIMIT,
  FEED_MESSAGE_DESCRIPTORS as M,
  OUTBREAK_MESSAGES,
  type OutbreakFilters,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { translator } from '../../lib/i18n.js';
import type { AtomFeed } from './atom.js';
import {
  capAlert,
  capCancel,
  capCancelMessage,
  currentCapMessage,
  headline,
  withdrawnHeadline,
  type CapContext,
} from './cap.js';
import { feedRow, newestConfirmed, removedConfirmed } from './feed-rows.js';

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
  const t = translator(context.locale ?? 'en');
  const current = rows.map((row) => {
    const message = currentCapMessage(row, context);
    return {
      id: `${capUrl(context, row.id)}#${message.identifier}`,
      title: headline(row, t),
      updated: row.updated_at,
      published: row.confirmed_at ?? row.created_at,
      link: { href: capUrl(context, row.id), type: 'application/cap+xml' },
      summary: t(M.indexSummary, { msgType: message.msgType, status: row.status, severity: row.severity }),
      categories: [row.disease_name, message.msgType],
    };
  });
  const cancelled = removed.map((row) => {
    const message = capCancelMessage(row, context);
    return {
      id: `${capUrl(context, row.id)}#${message.identifier}`,
      title: withdrawnHeadline(row, t),
      updated: row.removed_at,
      published: row.removed_at,
      link: { href: capUrl(context, row.id), type: 'application/cap+xml' },
      summary: t(M.withdrawnSummary),
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
