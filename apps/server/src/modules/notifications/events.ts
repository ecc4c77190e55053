import { formatMediumDate } from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { translator } from '../../lib/i18n.js';
import { NOTICE_MESSAGES as N } from './messages.js';
import { followersOfOutbreak, notifyUsers, type NotifyContext } from './notify.service.js';
import { outbreakFacts, placeOf } from './outbreak-facts.js';

type Db = Kysely<DB> | Transaction<DB>;

/** A report was confirmed: followers of its country, disease or region hear of a new outbreak. */
export async function notifyOutbreakConfirmed(tx: Db, context: NotifyContext, outbreakId: number) {
  const outbreak = await outbreakFacts(tx, outbreakId);
  if (!outbreak) return;
  const users = await followersOfOutbreak(tx, outbreak, 'notify_new_outbreaks', false);
  await notifyUsers(tx, context, users, {
    kind: 'new_outbreak',
    dedupeKey: `outbreak:${outbreak.id}:confirmed`,
    textsIn: (locale) => {
      const t = translator(locale);
      const names = { disease: outbreak.disease_name, place: placeOf(outbreak) };
      return {
        title: t(N.outbreakConfirmedTitle, names),
        body: t(N.outbreakConfirmedBody, {
          ...names,
          date: formatMediumDate(String(outbreak.date), locale),
          cases: outbreak.cases,
        }),
      };
    },
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
      textsIn: (locale) => {
        const t = translator(locale);
        const values = { disease: outbreak.disease_name, place: placeOf(outbreak), status: outbreak.status };
        return { title: t(N.statusChangedTitle, values), body: t(N.statusChangedBody, values) };
      },
      link: `/details/${outbreak.id}`,
      outbreakId: outbreak.id,
    },
  );
}

export { commentRecipients, notifyCommentAdded } from './comment-notices.js';

/** Nobody keeps a notification about something hidden or removed. */
export async function withdrawNotifications(tx: Db, about: { outbreakId?: number; commentId?: number }) {
  if (about.commentId !== undefined)
    await tx.deleteFrom('notifications').where('comment_id', '=', about.commentId).execute();
  if (about.outbreakId !== undefined)
    await tx.deleteFrom('notifications').where('outbreak_id', '=', about.outbreakId).execute();
}
