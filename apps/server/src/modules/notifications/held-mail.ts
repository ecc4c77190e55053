import { CATCH_UP_DIGEST_DELAY_MS, HOURLY_MAIL_CAP } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { MAIL_MESSAGES } from '../../mail/messages.js';
import { enqueueMail } from '../../mail/outbox.js';
import { holdMail, mailsInLastHour, sendOnChannels } from './notification-delivery.js';
import { notificationMail, type NotifyContext } from './notify.service.js';

/**
 * Sends the mails held until now: the summary of a comment window that closed ("7 new comments on
 * Cholera in Kenya"), and the catch-up digest of a user who reached the hourly cap. One mail per user
 * and sweep: a lone notification as itself, several as one catch-up digest. Several instances may
 * sweep at once: a conditional update claims each notification for one of them. Returns how many mails
 * were queued.
 */
export async function sendHeldMail(db: Kysely<DB>, context: NotifyContext, now = new Date()) {
  const due = await db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select([
      'n.id',
      'n.title',
      'n.body',
      'n.link',
      'n.mail_due_at',
      'n.user_id',
      'u.email',
      'u.first_name',
      'u.language',
    ])
    .where('n.mail_due_at', '<=', now.toISOString())
    .where('n.emailed_at', 'is', null)
    .where('u.email_frequency', '=', 'immediate')
    .where('u.notify_email', '=', true)
    .where('u.is_suspended', '=', false)
    .orderBy('n.user_id')
    .orderBy('n.id')
    .execute();
  const byUser = new Map<number, typeof due>();
  for (const row of due) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  let queued = 0;
  for (const rows of byUser.values()) {
    const user = {
      id: rows[0].user_id,
      email: rows[0].email,
      first_name: rows[0].first_name,
      language: rows[0].language,
    };
    const sent = await db.transaction().execute(async (tx) => {
      const claimed = await tx
        .updateTable('notifications')
        .set({ emailed_at: now.toISOString(), mail_due_at: null })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .where('emailed_at', 'is', null)
        .where('mail_due_at', '<=', now.toISOString())
        .returning('id')
        .execute();
      const ids = new Set(claimed.map((row) => row.id));
      const mine = rows.filter((row) => ids.has(row.id));
      if (mine.length === 0) return false;
      if (mine.length === 1) {
        // A lone notification is an ordinary notification mail, and counts towards the cap.
        if ((await mailsInLastHour(tx, user.id, now)) >= HOURLY_MAIL_CAP) {
          await holdMail(tx, mine[0].id, new Date(now.getTime() + CATCH_UP_DIGEST_DELAY_MS).toISOString());
          return false;
        }
        await sendOnChannels(tx, context, user, mine[0]);
        return true;
      }
      await enqueueMail(tx, user.email, notificationMail(context, user, mine, MAIL_MESSAGES.catchUpSubject), {
        category: 'digest',
        userId: user.id,
      });
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
