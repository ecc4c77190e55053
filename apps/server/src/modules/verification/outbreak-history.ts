import {
  CorrectedFieldSchema,
  isAdminRole,
  OUTBREAK_MESSAGES,
  type CorrectedField,
  type OutbreakHistoryEntry,
  type OutbreakStatus,
} from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import type { AuthUser } from '../../plugins/auth.js';

type Db = Kysely<DB> | Transaction<DB>;

export type HistoryEvent =
  | { kind: 'confirmed' }
  | { kind: 'status_changed'; status: OutbreakStatus }
  | { kind: 'corrected'; fields: CorrectedField[] }
  | { kind: 'merged'; mergedId: number };

/** Adds one line to an outbreak's history, in the transaction of the change it describes. */
export async function recordHistory(
  tx: Transaction<DB>,
  outbreakId: number,
  actorId: number,
  event: HistoryEvent,
): Promise<void> {
  await tx
    .insertInto('outbreak_history')
    .values({
      outbreak_id: outbreakId,
      kind: event.kind,
      status: event.kind === 'status_changed' ? event.status : null,
      fields: event.kind === 'corrected' ? JSON.stringify(event.fields) : null,
      merged_id: event.kind === 'merged' ? event.mergedId : null,
      actor_id: actorId,
    })
    .execute();
}

function parseFields(text: string | null): CorrectedField[] {
  if (!text) return [];
  const parsed = CorrectedFieldSchema.array().safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : [];
}

/**
 * An outbreak's history, oldest first. Everyone sees what the verification team did and when; only
 * admins see which of them did it (the information page promises the team stays anonymous).
 */
export async function listOutbreakHistory(
  db: Db,
  options: { outbreakId: number; viewer: AuthUser | null },
): Promise<OutbreakHistoryEntry[]> {
  const rows = await db
    .selectFrom('outbreak_history as h')
    .leftJoin('users as u', 'u.id', 'h.actor_id')
    .select([
      'h.id',
      'h.kind',
      'h.status',
      'h.fields',
      'h.merged_id',
      'h.created_at',
      'u.first_name as actor_first_name',
      'u.last_name as actor_last_name',
    ])
    .where('h.outbreak_id', '=', options.outbreakId)
    .orderBy('h.created_at')
    .orderBy('h.id')
    .execute();
  const seesActors = isAdminRole(options.viewer?.role_id);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as OutbreakHistoryEntry['kind'],
    status: row.status as OutbreakStatus | null,
    fields: parseFields(row.fields),
    merged_id: row.merged_id,
    created_at: row.created_at,
    actor_name:
      seesActors && row.actor_first_name !== null
        ? `${row.actor_first_name} ${row.actor_last_name ?? ''}`.trim()
        : null,
  }));
}

/** The public history of an existing outbreak; 404 for one that does not (or no longer) exist. */
export async function getOutbreakHistory(
  db: Kysely<DB>,
  options: { outbreakId: number; viewer: AuthUser | null },
): Promise<{ history: OutbreakHistoryEntry[] }> {
  const outbreak = await db
    .selectFrom('outbreaks')
    .select('id')
    .where('id', '=', options.outbreakId)
    .executeTakeFirst();
  if (!outbreak) throw notFound(OUTBREAK_MESSAGES.notFound);
  return { history: await listOutbreakHistory(db, options) };
}
