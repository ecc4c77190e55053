import { COMMENT_MAIL_WINDOW_MS, DEFAULT_LOCALE } from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { translator } from '../../lib/i18n.js';
import { followersOfMember } from '../members/followers-of-member.js';
import { queuePushOfNew } from '../push/push.service.js';
import { deliverNotifications } from './notification-delivery.js';
import { NOTICE_MESSAGES as N } from './messages.js';
import { recipientLocales, type NotifyContext } from './notify.service.js';
import { outbreakFacts, placeOf } from './outbreak-facts.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Who hears of a new comment: the report's reporter and the outbreak's followers who want comment
 * notices, each once, never the comment's author. The one place that decides it.
 */
export async function commentRecipients(
  db: Db,
  comment: { author_id: number },
  outbreak: { id: number; reporter_id: number | null },
): Promise<number[]> {
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.notify_comments', '=', true)
    .where('u.is_verified', '=', true)
    .where('u.is_suspended', '=', false)
    .where('u.id', '!=', comment.author_id)
    .where((eb) =>
      eb.or([
        eb('u.id', '=', outbreak.reporter_id ?? -1),
        eb('u.id', 'in', eb.selectFrom('follows').select('user_id').where('outbreak_id', '=', outbreak.id)),
      ]),
    )
    .execute();
  // The author's followers too, once each (a follower of the outbreak as well gets one notice).
  const authorFollowers = await followersOfMember(db, comment.author_id);
  return [...new Set([...rows.map((row) => row.id), ...authorFollowers])];
}

const later = (a: string | null | undefined, b: string | null | undefined) => ((a ?? '') > (b ?? '') ? a : b);

/**
 * The moment of each recipient's latest comment mail about this outbreak, sent or still held: the
 * next one may leave a window after it.
 */
async function lastCommentMail(db: Db, userIds: number[], outbreakId: number) {
  const rows = await db
    .selectFrom('notifications')
    .select(['user_id', 'emailed_at', 'mail_due_at'])
    .where('user_id', 'in', userIds)
    .where('outbreak_id', '=', outbreakId)
    .where('kind', '=', 'comment')
    .where((eb) => eb.or([eb('emailed_at', 'is not', null), eb('mail_due_at', 'is not', null)]))
    .execute();
  const last = new Map<number, string>();
  for (const row of rows) {
    const moment = later(row.emailed_at, row.mail_due_at);
    if (moment) last.set(row.user_id, later(last.get(row.user_id), moment)!);
  }
  return last;
}

/**
 * A comment was posted. Each recipient has one unread notification per outbreak for its comments,
 * whose count, title and link (to the newest comment) follow the burst: "7 new comments on Cholera in
 * Kenya". Its e-mail goes at once when the person had no comment mail about this outbreak in the last
 * window; otherwise it is held until the window after that mail ends, and then sent once for all.
 */
export async function notifyCommentAdded(
  tx: Db,
  context: NotifyContext,
  commentId: number,
  now = new Date(),
) {
  const comment = await tx
    .selectFrom('comments')
    .select(['id', 'outbreak_id', 'author_id'])
    .where('id', '=', commentId)
    .executeTakeFirst();
  if (!comment) return;
  const outbreak = await outbreakFacts(tx, comment.outbreak_id);
  if (!outbreak) return;
  const recipients = await commentRecipients(tx, comment, outbreak);
  if (recipients.length === 0) return;
  const names = { disease: outbreak.disease_name, place: placeOf(outbreak) };
  const link = `/details/${outbreak.id}#comment-${comment.id}`;
  const locales = await recipientLocales(tx, recipients);
  /** The notice of `count` comments, in this recipient's language. */
  const texts = (count: number, userId: number) => {
    const t = translator(locales.get(userId) ?? DEFAULT_LOCALE);
    return {
      title: t(N.commentsTitle, { ...names, count }),
      body: t(N.commentsBody, { ...names, count }),
      link,
      comment_id: comment.id,
    };
  };
  const lastMail = await lastCommentMail(tx, recipients, outbreak.id);
  const open = await tx
    .selectFrom('notifications')
    .select(['id', 'user_id', 'item_count', 'emailed_at', 'mail_due_at'])
    .where('user_id', 'in', recipients)
    .where('outbreak_id', '=', outbreak.id)
    .where('kind', '=', 'comment')
    .where('read_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
  const toDeliver: { id: number; user_id: number }[] = [];
  const grouped = new Set<number>();
  for (const row of open) {
    if (grouped.has(row.user_id)) continue;
    grouped.add(row.user_id);
    const mailHeld = row.emailed_at === null && row.mail_due_at !== null;
    // A held mail already carries the newest text when it leaves; otherwise the grown group is news.
    await tx
      .updateTable('notifications')
      .set({ ...texts(row.item_count + 1, row.user_id), item_count: row.item_count + 1, emailed_at: null })
      .where('id', '=', row.id)
      .execute();
    if (!mailHeld) toDeliver.push(row);
  }
  const fresh = recipients.filter((userId) => !grouped.has(userId));
  if (fresh.length > 0) {
    const inserted = await tx
      .insertInto('notifications')
      .values(
        fresh.map((userId) => ({
          user_id: userId,
          kind: 'comment',
          outbreak_id: outbreak.id,
          dedupe_key: `comment:${comment.id}`,
          ...texts(1, userId),
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
      .returning(['id', 'user_id', 'title', 'body'])
      .execute();
    await queuePushOfNew(tx, inserted, link);
    toDeliver.push(...inserted);
  }
  const notBefore = new Map<number, string>();
  for (const row of toDeliver) {
    const last = lastMail.get(row.user_id);
    if (last)
      notBefore.set(row.id, new Date(new Date(last).getTime() + COMMENT_MAIL_WINDOW_MS).toISOString());
  }
  await deliverNotifications(
    tx,
    context,
    toDeliver.map((row) => row.id),
    notBefore,
    now,
  );
}
