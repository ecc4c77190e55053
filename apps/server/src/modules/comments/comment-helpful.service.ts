import { MODERATION_MESSAGES, OUTBREAK_MESSAGES, type CommentHelpfulState } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { badRequest, notFound } from '../../http-error.js';
import type { AuthUser } from '../../plugins/auth.js';

type Db = Kysely<DB>;

interface HelpfulOptions {
  commentId: number;
  viewer: AuthUser;
}

/**
 * A comment others may mark: it exists and is not hidden (a hidden comment answers 404, as it does to
 * visitors). Marking one's own comment is refused with 400: Helpful is what others found useful.
 */
async function assertMarkable(db: Db, { commentId, viewer }: HelpfulOptions): Promise<void> {
  const comment = await db
    .selectFrom('comments')
    .select(['author_id'])
    .where('id', '=', commentId)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  if (!comment) throw notFound(MODERATION_MESSAGES.commentNotFound);
  if (comment.author_id === viewer.id) throw badRequest(OUTBREAK_MESSAGES.helpfulOwnComment);
}

async function helpfulState(db: Db, { commentId, viewer }: HelpfulOptions): Promise<CommentHelpfulState> {
  const row = await db
    .selectFrom('comment_helpful')
    .select((eb) => [
      eb.fn.countAll().as('n'),
      eb.fn.sum(eb.case().when('user_id', '=', viewer.id).then(1).else(0).end()).as('mine'),
    ])
    .where('comment_id', '=', commentId)
    .executeTakeFirst();
  return { helpful_count: Number(row?.n ?? 0), helped_by_me: Number(row?.mine ?? 0) > 0 };
}

/** One mark per member and comment: marking again changes nothing. */
export async function markHelpful(db: Db, options: HelpfulOptions): Promise<CommentHelpfulState> {
  await assertMarkable(db, options);
  await db
    .insertInto('comment_helpful')
    .values({ comment_id: options.commentId, user_id: options.viewer.id })
    .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
    .execute();
  return helpfulState(db, options);
}

/** Takes the viewer's mark back; without one, changes nothing. */
export async function unmarkHelpful(db: Db, options: HelpfulOptions): Promise<CommentHelpfulState> {
  await assertMarkable(db, options);
  await db
    .deleteFrom('comment_helpful')
    .where('comment_id', '=', options.commentId)
    .where('user_id', '=', options.viewer.id)
    .execute();
  return helpfulState(db, options);
}
