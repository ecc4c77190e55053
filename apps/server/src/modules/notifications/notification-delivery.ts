import { CATCH_UP_DIGEST_DELAY_MS, HOURLY_MAIL_CAP } from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { enqueueMail } from '../../mail/outbox.js';
import { notificationMail, type NotifyContext } from './notify.service.js';

type Db = Kysely<DB> | Transaction<DB>;

const HOUR_MS = 60 * 60_000;

/** Who a notification goes to, as the channels need them. */
export interface Recipient {
  id: number;
  email: string;
  first_name: string;
  /** Their language, which mails are written in (none: English). */
  language?: string | null;
}

/** A notification as the channels send it. */
export interface OutgoingNotification {
  id: number;
  title: string;
  body: string;
  link: string;
}

/**
 * Mails one notification to its recipient now. (Push leaves when a notification is created, whatever
 * the mail's timing: see `queuePushOfNew`.)
 */
export async function sendOnChannels(
  db: Db,
  context: NotifyContext,
  recipient: Recipient,
  notification: OutgoingNotification,
): Promise<void> {
  await enqueueMail(db, recipient.email, notificationMail(context, recipient, [notification]), {
    category: 'notification',
    userId: recipient.id,
    notificationId: notification.id,
  });
}

/** How many immediate notification mails were queued for this user in the last hour. */
export async function mailsInLastHour(db: Db, userId: number, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('category', '=', 'notification')
    .where('created_at', '>=', new Date(now.getTime() - HOUR_MS).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Keeps a notification's mail for later: it leaves at `dueAt` (the held-mail sweeper sends it). */
export async function holdMail(db: Db, notificationId: number, dueAt: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ emailed_at: null, mail_due_at: dueAt })
    .where('id', '=', notificationId)
    .execute();
}

/**
 * When this user's catch-up digest leaves: the moment already set for what is held for them, or an
 * hour from now; so everything held back over the cap goes out together, in one mail.
 */
async function catchUpMoment(db: Db, userId: number, now: Date): Promise<string> {
  const held = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.min('mail_due_at').as('due'))
    .where('user_id', '=', userId)
    .where('emailed_at', 'is', null)
    .where('mail_due_at', '>', now.toISOString())
    .executeTakeFirst();
  return held?.due ? String(held.due) : new Date(now.getTime() + CATCH_UP_DIGEST_DELAY_MS).toISOString();
}

/**
 * Delivers new (or newly updated) notifications to those who want mail immediately: each goes out at
 * once, unless `notBefore` names a later moment for it (a comment window still open) or its recipient
 * already had the hourly cap of mails; then it is held, for the window's end or the catch-up digest an
 * hour on. Daily-digest users get nothing here: the digest takes what was not mailed.
 */
export async function deliverNotifications(
  db: Db,
  context: NotifyContext,
  notificationIds: number[],
  notBefore: ReadonlyMap<number, string> = new Map(),
  now = new Date(),
): Promise<void> {
  if (notificationIds.length === 0) return;
  const rows = await db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select([
      'n.id',
      'n.title',
      'n.body',
      'n.link',
      'u.id as user_id',
      'u.email',
      'u.first_name',
      'u.language',
    ])
    .where('n.id', 'in', notificationIds)
    .where('u.notify_email', '=', true)
    .where('u.email_frequency', '=', 'immediate')
    .execute();
  const sentThisHour = new Map<number, number>();
  for (const row of rows) {
    const heldUntil = notBefore.get(row.id);
    if (heldUntil && heldUntil > now.toISOString()) {
      await holdMail(db, row.id, heldUntil);
      continue;
    }
    const sent = sentThisHour.get(row.user_id) ?? (await mailsInLastHour(db, row.user_id, now));
    if (sent >= HOURLY_MAIL_CAP) {
      await holdMail(db, row.id, await catchUpMoment(db, row.user_id, now));
      sentThisHour.set(row.user_id, sent);
      continue;
    }
    const recipient = {
      id: row.user_id,
      email: row.email,
      first_name: row.first_name,
      language: row.language,
    };
    await sendOnChannels(db, context, recipient, row);
    await db
      .updateTable('notifications')
      .set({ emailed_at: now.toISOString(), mail_due_at: null })
      .where('id', '=', row.id)
      .execute();
    sentThisHour.set(row.user_id, sent + 1);
  }
}
