import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Where an audited action came from. */
export interface AuditContext {
  ip: string | null;
  requestId: string | null;
}

export interface AuditEntry {
  /** Who did it; null for a visitor or the system (a failed sign-in, a scheduled task). */
  actorId: number | null;
  /** Dotted name, e.g. `title.create`, `user.suspend`, `outbreak.confirm`, `auth.login_failed`. */
  action: string;
  /** `title`, `user`, `outbreak`, `comment`, … */
  targetType: string;
  targetId?: number | null;
  before?: unknown;
  after?: unknown;
  /** Anything else worth keeping: a reason, the email a failed sign-in used. Never a secret. */
  details?: Record<string, unknown>;
  context?: AuditContext;
}

/** The address and id of a request, for the audit log. */
export function auditContextOf(request: FastifyRequest): AuditContext {
  return { ip: request.ip ?? null, requestId: request.id ?? null };
}

/**
 * Writes one audit entry. Pass the transaction of the change it records, so that the entry and the
 * change commit together or not at all.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  const details = {
    ...(entry.before === undefined ? {} : { before: entry.before }),
    ...(entry.after === undefined ? {} : { after: entry.after }),
    ...entry.details,
  };
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId ?? null,
      details: Object.keys(details).length > 0 ? JSON.stringify(details) : null,
      ip: entry.context?.ip ?? null,
      request_id: entry.context?.requestId ?? null,
    })
    .execute();
}
