import { AUDIT_ACTIONS, DUPLICATE_MESSAGES, OUTBREAK_MESSAGES, type Outbreak } from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import { forUpdate } from '../../db/row-lock.js';
import type { DB } from '../../db/schema.js';
import { badRequest, HttpError, notFound } from '../../http-error.js';
import type { AdminActionContext } from '../admin/admin-context.js';
import { recordAudit } from '../audit/audit.service.js';
import { targetKey } from '../notifications/follows.service.js';
import { getOutbreak } from '../outbreaks/outbreaks.service.js';
import { recordHistory } from '../verification/outbreak-history.js';
import { deleteOutbreak } from '../verification/verification.service.js';
import { mergedInto } from './duplicates.query.js';
import { answersOf } from './outbreak-answers.js';

type Db = Kysely<DB>;
type Tx = Transaction<DB>;

const survivorProblem = (message: string) => badRequest(message, [{ field: 'survivor_id', message }]);

/** Both outbreaks, locked (lower id first, so two merges of one pair cannot deadlock on PostgreSQL). */
async function lockPair(tx: Tx, mergedId: number, survivorId: number) {
  const rows = await forUpdate(
    tx,
    tx.selectFrom('outbreaks').selectAll().where('id', 'in', [mergedId, survivorId]).orderBy('id'),
  ).execute();
  const merged = rows.find((row) => row.id === mergedId);
  const survivor = rows.find((row) => row.id === survivorId);
  if (!merged) {
    const earlier = await mergedInto(tx, mergedId);
    if (earlier !== null) throw new HttpError(409, DUPLICATE_MESSAGES.alreadyMerged(earlier));
    throw notFound(OUTBREAK_MESSAGES.notFound);
  }
  if (!survivor) throw survivorProblem(DUPLICATE_MESSAGES.survivorNotFound);
  return { merged, survivor };
}

/** The merged outbreak's followers follow the survivor instead; who followed both keeps one follow. */
async function moveFollows(tx: Tx, mergedId: number, survivorId: number): Promise<number> {
  await tx
    .deleteFrom('follows')
    .where('outbreak_id', '=', mergedId)
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('follows').select('user_id').where('outbreak_id', '=', survivorId),
    )
    .execute();
  const moved = await tx
    .updateTable('follows')
    .set({ outbreak_id: survivorId, target_key: targetKey('outbreak', survivorId) })
    .where('outbreak_id', '=', mergedId)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows);
}

/**
 * Merges a duplicate into the outbreak it repeats, in one transaction: its comments, follows,
 * notifications and history move to the survivor; it is then deleted as a removal deletes it (so the
 * summaries, series, signals and every list forget it, on every instance, and the feeds withdraw it);
 * the merge is recorded (the merged id then redirects to the survivor), shown in the survivor's
 * history and audited.
 */
export async function mergeOutbreak(
  db: Db,
  options: { id: number; survivorId: number } & AdminActionContext,
): Promise<Outbreak> {
  if (options.id === options.survivorId) throw survivorProblem(DUPLICATE_MESSAGES.mergeIntoItself);
  await db.transaction().execute(async (tx) => {
    const { merged, survivor } = await lockPair(tx, options.id, options.survivorId);
    const comments = await tx
      .updateTable('comments')
      .set({ outbreak_id: survivor.id })
      .where('outbreak_id', '=', merged.id)
      .executeTakeFirst();
    const follows = await moveFollows(tx, merged.id, survivor.id);
    await tx
      .updateTable('notifications')
      .set({ outbreak_id: survivor.id })
      .where('outbreak_id', '=', merged.id)
      .execute();
    await tx
      .updateTable('outbreak_history')
      .set({ outbreak_id: survivor.id })
      .where('outbreak_id', '=', merged.id)
      .execute();
    const answers = (await answersOf(tx, [merged])).get(merged.id);
    const facts = await deleteOutbreak(tx, merged, {
      reason: DUPLICATE_MESSAGES.mergedReason(survivor.id),
      actorId: options.actor.id,
    });
    await tx
      .insertInto('outbreak_merges')
      .values({
        merged_id: merged.id,
        survivor_id: survivor.id,
        merged_by_id: options.actor.id,
        facts: JSON.stringify({ ...facts, reporter_id: merged.reporter_id, answers }),
      })
      .execute();
    await recordHistory(tx, survivor.id, options.actor.id, { kind: 'merged', mergedId: merged.id });
    await recordAudit(tx, {
      actorId: options.actor.id,
      action: AUDIT_ACTIONS.outbreakMerge,
      targetType: 'outbreak',
      targetId: merged.id,
      before: facts,
      after: { merged_into: survivor.id },
      details: { comments_moved: Number(comments.numUpdatedRows), follows_moved: follows },
      context: options.audit,
    });
  });
  return getOutbreak(db, { id: options.survivorId, viewer: options.actor });
}
