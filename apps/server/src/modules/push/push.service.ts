import type { PushSubscriptionBody } from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Browsers send long user agents; the log keeps enough to tell devices apart. */
const MAX_USER_AGENT = 300;

/**
 * Stores a browser's subscription for this user. An endpoint belongs to one user: subscribing it again
 * (another account signed in on the same browser) moves it, with its new keys.
 */
export async function saveSubscription(
  db: Kysely<DB>,
  userId: number,
  subscription: PushSubscriptionBody,
  userAgent: string | undefined,
): Promise<void> {
  const values = {
    user_id: userId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    user_agent: userAgent?.slice(0, MAX_USER_AGENT) ?? null,
  };
  await db
    .insertInto('push_subscriptions')
    .values({ endpoint: subscription.endpoint, ...values })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
    .execute();
}

/** Forgets this user's subscription of that endpoint; true when there was one. */
export async function deleteSubscription(db: Kysely<DB>, userId: number, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface PushNotification {
  /** The notification it tells of: one for everyone, each user's own (by user id), or none. */
  id: number | null | ReadonlyMap<number, number>;
  title: string;
  body: string;
  /** A path of the web app, e.g. `/details/12`. */
  link: string;
}

function notificationIdOf(notification: PushNotification, userId: number): number | null {
  const { id } = notification;
  return id === null || typeof id === 'number' ? id : (id.get(userId) ?? null);
}

/**
 * Pushes newly created notifications, one message per notification and device: a notification that
 * grows later (comments coalesced per outbreak) was pushed when it appeared and is not pushed again,
 * so a burst of events stays one message on this channel too.
 */
export async function queuePushOfNew(
  db: Db,
  created: readonly { id: number; user_id: number; title: string; body: string }[],
  link: string,
): Promise<number> {
  // One push per set of words: each recipient's notification is in their language.
  const byTexts = new Map<string, (typeof created)[number][]>();
  for (const row of created) {
    const key = JSON.stringify([row.title, row.body]);
    byTexts.set(key, [...(byTexts.get(key) ?? []), row]);
  }
  let queued = 0;
  for (const rows of byTexts.values()) {
    queued += await queuePush(
      db,
      rows.map((row) => row.user_id),
      {
        title: rows[0].title,
        body: rows[0].body,
        link,
        id: new Map(rows.map((row) => [row.user_id, row.id])),
      },
    );
  }
  return queued;
}

/**
 * Queues a push message to every subscribed device of these users who want push, in the caller's
 * transaction: a rolled-back change pushes nothing. The push dispatcher sends them after the commit.
 * Returns how many messages were queued.
 */
export async function queuePush(
  db: Db,
  userIds: readonly number[],
  notification: PushNotification,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const subscriptions = await db
    .selectFrom('push_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id'])
    .where('s.user_id', 'in', [...new Set(userIds)])
    .where('u.notify_push', '=', true)
    .where('u.is_suspended', '=', false)
    .orderBy('s.id')
    .execute();
  if (subscriptions.length === 0) return 0;
  const now = new Date().toISOString();
  await db
    .insertInto('push_outbox')
    .values(
      subscriptions.map((subscription) => ({
        user_id: subscription.user_id,
        subscription_id: subscription.id,
        notification_id: notificationIdOf(notification, subscription.user_id),
        title: notification.title,
        body: notification.body,
        link: notification.link,
        next_attempt_at: now,
      })),
    )
    .execute();
  return subscriptions.length;
}
