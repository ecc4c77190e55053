import {
  DEFAULT_LOCALE,
  m49AreasCovering,
  PRODUCT,
  type Locale,
  type MessageDescriptor,
  type NotificationKind,
} from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { enqueueMail } from '../../mail/outbox.js';
import { deliverNotifications } from './notification-delivery.js';
import { recipientLocale, translator } from '../../lib/i18n.js';
import { MAIL_MESSAGES as M } from '../../mail/messages.js';
import { render } from '../../mail/templates.js';
import { queuePushOfNew } from '../push/push.service.js';
import { createUnsubscribeToken } from './unsubscribe-tokens.js';

type Db = Kysely<DB> | Transaction<DB>;

/** What mails need to build links: the site's address and the secret that signs unsubscribe links. */
export interface NotifyContext {
  publicUrl: string;
  secret: string;
}

export const notifyContextOf = (config: { publicUrl: string; jwtSecret: string }): NotifyContext => ({
  publicUrl: config.publicUrl,
  secret: config.jwtSecret,
});

/** A notification's words in one language. */
export interface NotificationTexts {
  title: string;
  body: string;
}

export type NotificationEvent = {
  kind: NotificationKind;
  /** One notification per user and key, however often the event is seen. */
  dedupeKey: string;
  link: string;
  outbreakId?: number | null;
  commentId?: number | null;
} & (
  | NotificationTexts
  /** Its words in a language: each recipient's notification is written in theirs. */
  | { textsIn: (locale: Locale) => NotificationTexts }
);

/** Each of these users' language (none stored: English). */
export async function recipientLocales(db: Db, userIds: readonly number[]): Promise<Map<number, Locale>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'language']).where('id', 'in', userIds).execute();
  return new Map(rows.map((row) => [row.id, recipientLocale(row.language)]));
}

/** A function of the language giving an event's words, asked once per language. */
export function textsByLocale(make: (locale: Locale) => NotificationTexts) {
  const made = new Map<Locale, NotificationTexts>();
  return (locale: Locale = DEFAULT_LOCALE) => {
    let texts = made.get(locale);
    if (!texts) {
      texts = make(locale);
      made.set(locale, texts);
    }
    return texts;
  };
}

type Setting = 'notify_new_outbreaks' | 'notify_status_changes' | 'notify_comments';

/** Users who may be told anything: verified, not suspended. */
function activeUsers(db: Db) {
  return db.selectFrom('users as u').where('u.is_verified', '=', true).where('u.is_suspended', '=', false);
}

/** The codes of every UN M49 area covering a country's stored region (its sub-region and up). */
function regionsOf(subregion: string | null): number[] {
  return m49AreasCovering(subregion).map((area) => area.code);
}

/**
 * Who follows an outbreak's country, disease or a region covering it — and, when
 * `includeOutbreak`, the outbreak itself — and wants this kind of event.
 */
export async function followersOfOutbreak(
  db: Db,
  outbreak: { id: number; country_id: number; disease_id: number; region: string | null },
  setting: Setting,
  includeOutbreak: boolean,
): Promise<number[]> {
  const follows = await activeUsers(db)
    .innerJoin('follows as f', 'f.user_id', 'u.id')
    .select('u.id')
    .where(setting, '=', true)
    .where((eb) =>
      eb.or([
        eb('f.country_id', '=', outbreak.country_id),
        eb('f.disease_id', '=', outbreak.disease_id),
        eb('f.region_code', 'in', [...regionsOf(outbreak.region), -1]),
        ...(includeOutbreak ? [eb('f.outbreak_id', '=', outbreak.id)] : []),
      ]),
    )
    .execute();
  return [...new Set(follows.map((user) => user.id))];
}

/**
 * Records one event for these users (once per user and event; each user once, however many of their
 * follows match) and delivers it: at once to those who want mail immediately (within the hourly cap),
 * the daily digest takes the rest. Call inside the transaction of the change.
 */
export async function notifyUsers(
  db: Db,
  context: NotifyContext,
  userIds: number[],
  event: NotificationEvent,
) {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  const locales = await recipientLocales(db, recipients);
  const textsIn = textsByLocale((locale) => ('textsIn' in event ? event.textsIn(locale) : event));
  const inserted = await db
    .insertInto('notifications')
    .values(
      recipients.map((userId) => {
        const { title, body } = textsIn(locales.get(userId));
        return {
          user_id: userId,
          kind: event.kind,
          outbreak_id: event.outbreakId ?? null,
          comment_id: event.commentId ?? null,
          dedupe_key: event.dedupeKey,
          title,
          body,
          link: event.link,
        };
      }),
    )
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .returning(['id', 'user_id', 'title', 'body'])
    .execute();
  await queuePushOfNew(db, inserted, event.link);
  await deliverNotifications(
    db,
    context,
    inserted.map((row) => row.id),
  );
}

/**
 * One mail for one event or a day's events, with a one-click unsubscribe link (RFC 8058), in the
 * recipient's language (the notifications' own texts were written in it when they were made).
 */
export function notificationMail(
  context: NotifyContext,
  user: { id: number; first_name: string; language?: string | null },
  events: (NotificationTexts & { link: string })[],
  summary: MessageDescriptor = M.digestSubject,
) {
  const locale = recipientLocale(user.language);
  const t = translator(locale);
  const product = PRODUCT.name;
  const token = createUnsubscribeToken(context.secret, user.id);
  const unsubscribeApi = `${context.publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  const unsubscribePage = `${context.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
  const single = events.length === 1 ? events[0] : undefined;
  const subject = single ? single.title : t(summary, { product, count: events.length });
  const content = render(
    subject,
    {
      greeting: t(M.greeting, { firstName: user.first_name }),
      paragraphs: single
        ? [single.body, t(M.notificationReadMore, { url: `${context.publicUrl}${single.link}` })]
        : events.map((event) => `${event.title}. ${event.body} ${context.publicUrl}${event.link}`),
      action: { label: t(M.notificationAction), url: `${context.publicUrl}/notifications` },
      footnote: t(M.notificationFootnote, { product, url: unsubscribePage }),
    },
    locale,
  );
  return {
    ...content,
    headers: {
      'List-Unsubscribe': `<${unsubscribeApi}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The daily digest: for every user who asked for one, the notifications not mailed yet, in one mail.
 * Returns how many digests were queued.
 */
export async function sendDailyDigests(
  db: Kysely<DB>,
  context: NotifyContext,
  now = new Date(),
): Promise<number> {
  const pending = await db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['n.id', 'n.user_id', 'n.title', 'n.body', 'n.link', 'u.email', 'u.first_name', 'u.language'])
    .where('n.emailed_at', 'is', null)
    .where('n.created_at', '<=', now.toISOString())
    .where('u.email_frequency', '=', 'daily')
    .where('u.notify_email', '=', true)
    .where('u.is_suspended', '=', false)
    .orderBy('n.user_id')
    .orderBy('n.created_at')
    .execute();
  const byUser = new Map<number, typeof pending>();
  for (const row of pending) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  for (const rows of byUser.values()) {
    const user = { id: rows[0].user_id, first_name: rows[0].first_name, language: rows[0].language };
    await db.transaction().execute(async (tx) => {
      await enqueueMail(tx, rows[0].email, notificationMail(context, user, rows), {
        category: 'digest',
        userId: user.id,
      });
      await tx
        .updateTable('notifications')
        .set({ emailed_at: now.toISOString() })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
    });
  }
  return byUser.size;
}
