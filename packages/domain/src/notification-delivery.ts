/**
 * How notifications reach people: the rules that keep a burst of activity from becoming a burst of
 * e-mails, and the order in which the outbox sends its messages.
 */

/** At most one comment e-mail per outbreak and person in this window; later comments wait for its end. */
export const COMMENT_MAIL_WINDOW_MS = 15 * 60_000;

/** Immediate notification e-mails per person and rolling hour; the rest wait for the catch-up digest. */
export const HOURLY_MAIL_CAP = 10;

/** A person over the cap gets what waited in one catch-up digest this long after it was held. */
export const CATCH_UP_DIGEST_DELAY_MS = 60 * 60_000;

/** What a queued message is; the outbox sends lower priorities first. */
export const MAIL_CATEGORY_PRIORITY = {
  verification: 0,
  password_reset: 0,
  password_changed: 0,
  unsubscribe: 0,
  contact: 0,
  notification: 5,
  digest: 9,
} as const;
export type MailCategory = keyof typeof MAIL_CATEGORY_PRIORITY;

export const mailPriorityOf = (category: MailCategory): number => MAIL_CATEGORY_PRIORITY[category];
