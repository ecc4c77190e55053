import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { followersOfOutbreak, notifyUsers, type NotifyContext } from './notify.service.js';
import { outbreaksWithNames } from '../outbreaks/outbreaks.query.js';
import { followersOfMember } from '../members/followers-of-member.js';

type Db = Kysely<DB> | Transaction<DB>;

async function outbreakFacts(db: Db, outbreakId: number) {
  return outbreaksWithNames(db)
    .select([
      'o.id',
      'o.country_id',
      'o.disease_id',
      'o.reporter_id',
      'o.status',
      'o.date',
      'o.cases',
      'c.region',
      'c.name as country_name',
      'd.name as disease_name',
      's.name as state_name',
    ])
    .where('o.id', '=', outbreakId)
    .executeTakeFirst();
}

const placeOf = (o: { state_name: string | null; country_name: string }) =>
  [o.state_name, o.country_name].filter(Boolean).join(', ');

/** A report was confirmed: followers of its country, disease or region hear of a new outbreak. */
export async function notifyOutbreakConfirmed(tx: Db, context: NotifyContext, outbreakId: number) {
  const outbreak = await outbreakFacts(tx, outbreakId);
  if (!outbreak) return;
  const users = await followersOfOutbreak(tx, outbreak, 'notify_new_outbreaks', false);
  await notifyUsers(tx, context, users, {
    kind: 'new_outbreak',
    dedupeKey: `outbreak:${outbreak.id}:confirmed`,
    title: `New confirmed outbreak: ${outbreak.disease_name} in ${placeOf(outbreak)}`,
    body: `${outbreak.disease_name} in ${placeOf(outbreak)}, reported ${outbreak.date} with ${outbreak.cases} cases, was confirmed by the verification team.`,
    link: `/details/${outbreak.id}`,
    outbreakId: outbreak.id,
  });
}

/** The status of a tracked outbreak changed: its followers hear of it. */
export async function notifyOutbreakStatusChanged(
  tx: Db,
  context: NotifyContext,
  outbreakId: number,
  changedAt: string,
) {
  const outbreak = await outbreakFacts(tx, outbreakId);
  if (!outbreak) return;
  const followers = await tx
    .selectFrom('follows as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select('u.id')
    .where('f.outbreak_id', '=', outbreakId)
    .where('u.notify_status_changes', '=', true)
    .where('u.is_verified', '=', true)
    .where('u.is_suspended', '=', false)
    .execute();
  await notifyUsers(
    tx,
    context,
    followers.map((u) => u.id),
    {
      kind: 'status_change',
      dedupeKey: `outbreak:${outbreak.id}:status:${outbreak.status}:${changedAt}`,
      title: `${outbreak.disease_name} in ${placeOf(outbreak)} is now ${outbreak.status}`,
      body: `The verification team changed the status of the ${outbreak.disease_name} outbreak in ${placeOf(outbreak)} to ${outbreak.status}.`,
      link: `/details/${outbreak.id}`,
      outbreakId: outbreak.id,
    },
  );
}

/** A comment was posted: the report's reporter and the outbreak's followers hear of it, not its author. */
export async function notifyCommentAdded(tx: Db, context: NotifyContext, commentId: number) {
  const comment = await tx
    .selectFrom('comments')
    .select(['id', 'outbreak_id', 'author_id'])
    .where('id', '=', commentId)
    .executeTakeFirst();
  if (!comment) return;
  const outbreak = await outbreakFacts(tx, comment.outbreak_id);
  if (!outbreak) return;
  const recipients = await tx
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
  await notifyUsers(
    tx,
    context,
    // The author's followers too, once each (a follower of the outbreak as well gets one notice).
    [...new Set([...recipients.map((u) => u.id), ...(await followersOfMember(tx, comment.author_id))])],
    {
      kind: 'comment',
      dedupeKey: `comment:${comment.id}`,
      title: `New expert comment on ${outbreak.disease_name} in ${placeOf(outbreak)}`,
      body: `Someone commented on the ${outbreak.disease_name} outbreak in ${placeOf(outbreak)}.`,
      link: `/details/${outbreak.id}`,
      outbreakId: outbreak.id,
      commentId: comment.id,
    },
  );
}

/** Nobody keeps a notification about something hidden or removed. */
export async function withdrawNotifications(tx: Db, about: { outbreakId?: number; commentId?: number }) {
  if (about.commentId !== undefined)
    await tx.deleteFrom('notifications').where('comment_id', '=', about.commentId).execute();
  if (about.outbreakId !== undefined)
    await tx.deleteFrom('notifications').where('outbreak_id', '=', about.outbreakId).execute();
}
