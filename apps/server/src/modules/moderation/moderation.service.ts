import {
  AUDIT_ACTIONS,
  MODERATION_MESSAGES,
  type ModerationComment,
  type ModerationListQuerySchema,
  type ModerationListResponse,
} from '@outbreak-watch/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import { fetchPage } from '../../db/paging.js';
import { forUpdate } from '../../db/row-lock.js';
import type { DB } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-error.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AdminActionContext } from '../admin/admin-context.js';
import { withdrawNotifications } from '../notifications/events.js';
import { likePattern } from '../../db/like-pattern.js';

type Db = Kysely<DB>;
type Tx = Transaction<DB>;

function selectModerationComments(db: Db) {
  return db
    .selectFrom('comments as cm')
    .innerJoin('users as u', 'u.id', 'cm.author_id')
    .innerJoin('outbreaks as o', 'o.id', 'cm.outbreak_id')
    .innerJoin('diseases as d', 'd.id', 'o.disease_id')
    .innerJoin('countries as c', 'c.id', 'o.country_id')
    .leftJoin('states as s', 's.id', 'o.state_id')
    .leftJoin('users as h', 'h.id', 'cm.hidden_by_id')
    .select([
      'cm.id',
      'cm.outbreak_id',
      'cm.author_id',
      'cm.content',
      'cm.created_at',
      'cm.hidden_at',
      'cm.hidden_reason',
      'u.first_name',
      'u.last_name',
      'u.email',
      'd.name as disease_name',
      'c.name as country_name',
      's.name as state_name',
      'h.first_name as hidden_by_first_name',
      'h.last_name as hidden_by_last_name',
    ]);
}

type ModerationRow = Awaited<
  ReturnType<ReturnType<typeof selectModerationComments>['executeTakeFirstOrThrow']>
>;

/** A comment as the moderators see it: everything, the author's email and who hid it included. */
export function presentModerationComment(row: ModerationRow): ModerationComment {
  const place = [row.state_name, row.country_name].filter(Boolean).join(', ');
  return {
    id: row.id,
    outbreak_id: row.outbreak_id,
    outbreak_label: `${row.disease_name} in ${place}`,
    author_id: row.author_id,
    author_name: `${row.first_name} ${row.last_name}`,
    author_email: row.email,
    content: row.content,
    created_at: row.created_at,
    is_hidden: row.hidden_at !== null,
    hidden_at: row.hidden_at,
    hidden_reason: row.hidden_reason,
    hidden_by_name:
      row.hidden_by_first_name === null ? null : `${row.hidden_by_first_name} ${row.hidden_by_last_name}`,
  };
}

/** Every comment, newest first, filtered by visibility and by words in the text or the author. */
export async function listModerationComments(
  db: Db,
  query: z.infer<typeof ModerationListQuerySchema>,
): Promise<ModerationListResponse> {
  let rows = selectModerationComments(db);
  if (query.visibility === 'hidden') rows = rows.where('cm.hidden_at', 'is not', null);
  if (query.visibility === 'visible') rows = rows.where('cm.hidden_at', 'is', null);
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 5)) {
    const pattern = likePattern(word);
    const matches = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    rows = rows.where((eb) =>
      eb.or([matches('cm.content'), matches('u.first_name'), matches('u.last_name'), matches('u.email')]),
    );
  }
  const page = await fetchPage(rows.orderBy('cm.created_at', 'desc').orderBy('cm.id', 'desc'), query);
  return { comments: page.rows.map(presentModerationComment), has_more: page.has_more };
}

/** Who acts and from where: every moderation action takes these. */
export type ModerationContext = AdminActionContext;

async function lockComment(tx: Tx, id: number) {
  const comment = await forUpdate(
    tx,
    tx
      .selectFrom('comments')
      .select(['id', 'outbreak_id', 'author_id', 'content', 'created_at', 'hidden_at', 'hidden_reason'])
      .where('id', '=', id),
  ).executeTakeFirst();
  if (!comment) throw notFound(MODERATION_MESSAGES.commentNotFound);
  return comment;
}

async function getModerationComment(db: Db, id: number): Promise<ModerationComment> {
  return presentModerationComment(
    await selectModerationComments(db).where('cm.id', '=', id).executeTakeFirstOrThrow(),
  );
}

/**
 * Hides a comment from everyone but admins and its author, and withdraws the notifications it caused.
 * Hiding a hidden comment is a 409 that changes nothing.
 */
export async function hideComment(
  db: Db,
  options: { id: number; reason: string } & ModerationContext,
): Promise<ModerationComment> {
  await db.transaction().execute(async (tx) => {
    const comment = await lockComment(tx, options.id);
    if (comment.hidden_at !== null) throw new HttpError(409, MODERATION_MESSAGES.alreadyHidden);
    await tx
      .updateTable('comments')
      .set({
        hidden_at: new Date().toISOString(),
        hidden_by_id: options.actor.id,
        hidden_reason: options.reason,
      })
      .where('id', '=', comment.id)
      .execute();
    await withdrawNotifications(tx, { commentId: comment.id });
    await recordAudit(tx, {
      actorId: options.actor.id,
      action: AUDIT_ACTIONS.commentHide,
      targetType: 'comment',
      targetId: comment.id,
      before: { hidden: false },
      after: { hidden: true },
      details: { reason: options.reason, outbreak_id: comment.outbreak_id, author_id: comment.author_id },
      context: options.audit,
    });
  });
  return getModerationComment(db, options.id);
}

/** Shows a hidden comment again; its withdrawn notifications stay withdrawn. */
export async function unhideComment(
  db: Db,
  options: { id: number } & ModerationContext,
): Promise<ModerationComment> {
  await db.transaction().execute(async (tx) => {
    const comment = await lockComment(tx, options.id);
    if (comment.hidden_at === null) throw new HttpError(409, MODERATION_MESSAGES.notHidden);
    await tx
      .updateTable('comments')
      .set({ hidden_at: null, hidden_by_id: null, hidden_reason: null })
      .where('id', '=', comment.id)
      .execute();
    await recordAudit(tx, {
      actorId: options.actor.id,
      action: AUDIT_ACTIONS.commentUnhide,
      targetType: 'comment',
      targetId: comment.id,
      before: { hidden: true, hidden_reason: comment.hidden_reason },
      after: { hidden: false },
      details: { outbreak_id: comment.outbreak_id, author_id: comment.author_id },
      context: options.audit,
    });
  });
  return getModerationComment(db, options.id);
}

/** Deletes a comment for good; the audit entry keeps its text and the reason. */
export async function deleteComment(
  db: Db,
  options: { id: number; reason: string } & ModerationContext,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const comment = await lockComment(tx, options.id);
    await withdrawNotifications(tx, { commentId: comment.id });
    await tx.deleteFrom('comments').where('id', '=', comment.id).execute();
    await recordAudit(tx, {
      actorId: options.actor.id,
      action: AUDIT_ACTIONS.commentDelete,
      targetType: 'comment',
      targetId: comment.id,
      before: {
        outbreak_id: comment.outbreak_id,
        author_id: comment.author_id,
        content: comment.content,
        created_at: comment.created_at,
        hidden: comment.hidden_at !== null,
      },
      details: { reason: options.reason },
      context: options.audit,
    });
  });
}
