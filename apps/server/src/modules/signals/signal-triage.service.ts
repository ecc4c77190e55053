import {
  AUDIT_ACTIONS,
  SIGNAL_TRANSITIONS,
  SIGNAL_TRIAGE_MESSAGES,
  type SignalStatus,
  type SignalTriageRequest,
} from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import { forUpdate } from '../../db/row-lock.js';
import type { DB } from '../../db/schema.js';
import { badRequest, HttpError, notFound } from '../../http-error.js';
import type { AdminActionContext } from '../admin/admin-context.js';
import { recordAudit } from '../audit/audit.service.js';
import { notifySignalVerified, withdrawSignalNotifications } from '../notifications/signal-events.js';
import type { NotifyContext } from '../notifications/notify.service.js';

type Tx = Transaction<DB>;

export interface TriageContext extends AdminActionContext {
  notify: NotifyContext;
}

/**
 * The outbreaks a verified event links must exist and lie in the signal's series (its country and its
 * disease, where the series has them); a 400 names the ones that do not.
 */
async function assertEventOutbreaks(
  tx: Tx,
  signal: { country_id: number | null; disease_id: number | null },
  ids: number[],
): Promise<void> {
  const rows = await tx
    .selectFrom('outbreaks')
    .select(['id', 'country_id', 'disease_id'])
    .where('id', 'in', ids)
    .execute();
  const found = new Map(rows.map((row) => [row.id, row]));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw badRequest(SIGNAL_TRIAGE_MESSAGES.outbreaksUnknown(unknown), [
      { field: 'outbreak_ids', message: SIGNAL_TRIAGE_MESSAGES.outbreaksUnknown(unknown) },
    ]);
  }
  const outside = rows
    .filter(
      (row) =>
        (signal.country_id !== null && row.country_id !== signal.country_id) ||
        (signal.disease_id !== null && row.disease_id !== signal.disease_id),
    )
    .map((row) => row.id);
  if (outside.length > 0) {
    throw badRequest(SIGNAL_TRIAGE_MESSAGES.outbreaksOutsideSeries(outside), [
      { field: 'outbreak_ids', message: SIGNAL_TRIAGE_MESSAGES.outbreaksOutsideSeries(outside) },
    ]);
  }
}

/**
 * Moves a signal through triage (SIGNAL_TRANSITIONS) in one transaction: the new state, the outbreaks
 * a verified event concerns, one audit entry, and the followers' notice of a verified event (once per
 * event and person, however often it is reopened and verified again). A discarded signal takes back any
 * notice of it.
 */
export async function triageSignal(
  db: Kysely<DB>,
  id: number,
  request: SignalTriageRequest,
  context: TriageContext,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const signal = await forUpdate(
      tx,
      tx
        .selectFrom('signal_weeks')
        .select(['id', 'series_key', 'country_id', 'disease_id', 'week_start', 'status', 'reason'])
        .where('id', '=', id),
    ).executeTakeFirst();
    if (!signal) throw notFound(SIGNAL_TRIAGE_MESSAGES.notFound);
    const from = signal.status as SignalStatus;
    if (!SIGNAL_TRANSITIONS[from].includes(request.status)) {
      throw new HttpError(409, SIGNAL_TRIAGE_MESSAGES.transition(from, request.status));
    }
    const outbreakIds = request.status === 'verified' ? request.outbreak_ids : [];
    if (outbreakIds.length > 0) await assertEventOutbreaks(tx, signal, outbreakIds);
    const reason = request.status === 'discarded' ? request.reason : null;
    await tx
      .updateTable('signal_weeks')
      .set({
        status: request.status,
        reason,
        triaged_by: context.actor.id,
        triaged_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await tx.deleteFrom('signal_week_outbreaks').where('signal_id', '=', id).execute();
    if (outbreakIds.length > 0) {
      await tx
        .insertInto('signal_week_outbreaks')
        .values(outbreakIds.map((outbreakId) => ({ signal_id: id, outbreak_id: outbreakId })))
        .execute();
    }
    await recordAudit(tx, {
      actorId: context.actor.id,
      action: AUDIT_ACTIONS.signalTriage,
      targetType: 'signal',
      targetId: id,
      before: { status: from, reason: signal.reason },
      after: { status: request.status, reason, outbreak_ids: outbreakIds },
      context: context.audit,
    });
    if (request.status === 'verified') await notifySignalVerified(tx, context.notify, id);
    if (request.status === 'discarded') await withdrawSignalNotifications(tx, id);
  });
}
