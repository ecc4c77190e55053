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

/** The texts notifications and their e-mails are written with. */
export const NOTIFICATION_TEXTS = {
  commentsOn: (count: number, subject: string) =>
    count === 1 ? `New expert comment on ${subject}` : `${count} new comments on ${subject}`,
  commentsBody: (count: number, subject: string) =>
    count === 1
      ? `Someone commented on the ${subject} outbreak.`
      : `${count} comments were posted on the ${subject} outbreak.`,
  followSummary: (name: string, signals: number, outbreaks: number) =>
    `${name}: ${signals} current ${signals === 1 ? 'signal' : 'signals'}, ${outbreaks} active ${outbreaks === 1 ? 'outbreak' : 'outbreaks'}`,
  followSummaryBody: (name: string) =>
    `You now follow ${name}. This is what is going on there now; from here on you hear of each new event.`,
  digestSubject: (product: string, count: number) => `${product}: ${count} updates from the last day`,
  catchUpSubject: (product: string, count: number) => `${product}: ${count} updates held back this hour`,
} as const;
