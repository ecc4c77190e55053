import { z } from 'zod';
import { FIELD_MESSAGE_DESCRIPTORS, RANGE_MESSAGE_DESCRIPTORS } from './api-messages.js';
import { englishTexts } from './i18n/messages.js';
import { CalendarDateSchema, PAGE_SIZE } from './outbreaks.js';
import { addDays, todayUtc } from './periods.js';

/**
 * The admins' alert log: every delivery of an alert, whichever way it went. `in_app` is a notification
 * in the user's list, `email` a message of the mail outbox, `push` a message of the push outbox.
 */
const FIELDS = englishTexts(FIELD_MESSAGE_DESCRIPTORS);

export const ALERT_CHANNELS = ['in_app', 'email', 'push'] as const;
export const AlertChannelSchema = z.enum(ALERT_CHANNELS, { error: FIELDS.channel });
export type AlertChannel = z.infer<typeof AlertChannelSchema>;

/**
 * Where a delivery stands: `queued` waits for its first attempt, `retrying` failed at least once and
 * will be tried again, `sent` left (an in-app notification is there to see), `failed` was given up
 * (a bounce, or too many attempts), `gone` the browser's push subscription no longer exists, `read` the
 * user opened the in-app notification.
 */
export const ALERT_STATES = ['queued', 'retrying', 'sent', 'failed', 'gone', 'read'] as const;
export const AlertStateSchema = z.enum(ALERT_STATES, { error: FIELDS.state });
export type AlertState = z.infer<typeof AlertStateSchema>;

/** The states each channel can be in; the others never match its rows. */
export const ALERT_CHANNEL_STATES: Record<AlertChannel, readonly AlertState[]> = {
  in_app: ['sent', 'read'],
  email: ['queued', 'retrying', 'sent', 'failed'],
  push: ['queued', 'retrying', 'sent', 'failed', 'gone'],
};

/** The outboxes' states the summary counts, per channel. */
export const ALERT_SUMMARY_STATES = ['queued', 'retrying', 'sent', 'failed', 'gone'] as const;
export type AlertSummaryState = (typeof ALERT_SUMMARY_STATES)[number];
export const ALERT_SUMMARY_CHANNELS = ['email', 'push'] as const;

/** Without a start date, the summary counts this many days up to the end date (or today). */
export const ALERT_SUMMARY_DEFAULT_DAYS = 7;

/** A failure reason is cut to this length in the log. */
export const ALERT_ERROR_MAX_LENGTH = 300;

/** Filters of the alert log; `from`/`to` are calendar days in UTC, both included. */
const alertLogFilterFields = z.object({
  channel: AlertChannelSchema.optional(),
  state: AlertStateSchema.optional(),
  /** A notification kind (`comment`, `signal`, …) or a mail category (`verification`, `digest`, …). */
  category: z
    .string()
    .trim()
    .max(50, { error: FIELDS.categoryLength })
    .regex(/^[a-z_]*$/, { error: FIELDS.categoryFormat })
    .optional(),
  /** Words of the recipient's name or e-mail address, case-insensitive. */
  recipient: z.string().trim().max(100, { error: FIELDS.searchLength }).optional(),
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
});

const orderedDates = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const DATES_OUT_OF_ORDER = {
  error: RANGE_MESSAGE_DESCRIPTORS.datesOutOfOrder.defaultMessage,
  path: ['from'],
};

export const AlertLogFiltersSchema = alertLogFilterFields.refine(orderedDates, DATES_OUT_OF_ORDER);
export type AlertLogFilters = z.infer<typeof AlertLogFiltersSchema>;

/** `GET /api/admin/alert-log`: newest first. */
export const AlertLogQuerySchema = alertLogFilterFields
  .extend({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(50),
  })
  .refine(orderedDates, DATES_OUT_OF_ORDER);
export type AlertLogQuery = z.input<typeof AlertLogQuerySchema>;

/** The days the summary counts: the filter's, or the last week up to its end. */
export function alertSummaryPeriod(filters: Pick<AlertLogFilters, 'from' | 'to'>, today = todayUtc()) {
  const to = filters.to ?? today;
  return { from: filters.from ?? addDays(to, -(ALERT_SUMMARY_DEFAULT_DAYS - 1)), to };
}

/** One delivery of an alert. */
export const AlertLogEntrySchema = z.object({
  channel: AlertChannelSchema,
  /** The row's id in its own table (notifications, mail_outbox, push_outbox). */
  id: z.number().int(),
  created_at: z.string(),
  /** When it left; null while it waits, or when it failed. */
  sent_at: z.string().nullable(),
  user_id: z.number().int().nullable(),
  /** The recipient's name while the account exists. */
  recipient_name: z.string().nullable(),
  /** The account's address, or the address a mail without an account went to. */
  recipient_email: z.string().nullable(),
  /** The notification's or push message's title, the mail's subject. */
  title: z.string(),
  /** The notification kind or mail category. */
  category: z.string().nullable(),
  link: z.string().nullable(),
  state: AlertStateSchema,
  attempts: z.number().int(),
  /** The last failure's reason (the SMTP reply of a bounce, the push service's answer), shortened. */
  last_error: z.string().nullable(),
});
export type AlertLogEntry = z.infer<typeof AlertLogEntrySchema>;

export const AlertSummaryCountsSchema = z.object({
  queued: z.number().int(),
  retrying: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  gone: z.number().int(),
});
export type AlertSummaryCounts = z.infer<typeof AlertSummaryCountsSchema>;

export const AlertLogResponseSchema = z.object({
  entries: z.array(AlertLogEntrySchema),
  has_more: z.boolean(),
  /** The outboxes' deliveries by channel and state over the summary's days (both included). */
  summary: z.object({
    from: z.string(),
    to: z.string(),
    email: AlertSummaryCountsSchema,
    push: AlertSummaryCountsSchema,
  }),
});
export type AlertLogResponse = z.infer<typeof AlertLogResponseSchema>;
