import { z } from 'zod';
import { ACCOUNT_MESSAGE_DESCRIPTORS } from './api-messages.js';
import { defineMessages } from './i18n/messages.js';
import { MAX_ID } from './reference.js';

/** What a signed-in user can follow; a region's target is its UN M49 code (see m49.ts). */
export const FOLLOW_KINDS = ['outbreak', 'disease', 'country', 'region'] as const;
export const FollowKindSchema = z.enum(FOLLOW_KINDS);
export type FollowKind = z.infer<typeof FollowKindSchema>;

export const FollowRequestSchema = z.strictObject({
  kind: FollowKindSchema,
  target_id: z.number().int().positive().max(MAX_ID),
});
export type FollowRequest = z.infer<typeof FollowRequestSchema>;

export const FollowSchema = z.object({
  id: z.number().int(),
  kind: FollowKindSchema,
  target_id: z.number().int(),
  /** The country's, disease's or region's name, or the outbreak's disease and place. */
  name: z.string(),
  created_at: z.string(),
});
export type Follow = z.infer<typeof FollowSchema>;
export const FollowListResponseSchema = z.object({ follows: z.array(FollowSchema) });

/** Email at once, or one digest a day (spec profile settings, plus this choice). */
export const EMAIL_FREQUENCIES = ['immediate', 'daily'] as const;
export const EmailFrequencySchema = z.enum(EMAIL_FREQUENCIES);
export type EmailFrequency = z.infer<typeof EmailFrequencySchema>;

export const NOTIFICATION_KINDS = [
  'new_outbreak',
  'status_change',
  'comment',
  'signal',
  'follow_summary',
  'export_ready',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: NotificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** A path of the web app, e.g. `/details/12` or `/signals`. */
  link: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const NotificationListResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  has_more: z.boolean(),
  unread: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

export const MarkReadRequestSchema = z.strictObject({
  /** The notifications to mark read; absent: all of them. */
  ids: z.array(z.number().int().positive().max(MAX_ID)).max(100).optional(),
});

export const UnsubscribeQuerySchema = z.object({ token: z.string().min(10).max(500) });

/**
 * The notifications API's sentences: the server sends them in English, the web and errors localize them.
 * Its errors are the API's (api-messages.ts); the unsubscribe page's success is its own.
 */
const NOTIFICATION_MESSAGE_DESCRIPTORS = {
  followTargetNotFound: ACCOUNT_MESSAGE_DESCRIPTORS.followTargetNotFound,
  followNeedsVerification: ACCOUNT_MESSAGE_DESCRIPTORS.followNeedsVerification,
  unsubscribeInvalid: ACCOUNT_MESSAGE_DESCRIPTORS.unsubscribeInvalid,
  ...defineMessages({
    unsubscribed: {
      id: 'notifications.api.unsubscribed',
      defaultMessage:
        'You will no longer receive notification emails. You can turn them on again in your profile.',
      description: 'After the unsubscribe link of a notification e-mail was used.',
    },
  }),
};

const N = NOTIFICATION_MESSAGE_DESCRIPTORS;

export const NOTIFICATION_MESSAGES = {
  followTargetNotFound: N.followTargetNotFound.defaultMessage,
  /** Alerts reach verified accounts only, so following waits for the address to be verified. */
  followNeedsVerification: N.followNeedsVerification.defaultMessage,
  unsubscribed: N.unsubscribed.defaultMessage,
  unsubscribeInvalid: N.unsubscribeInvalid.defaultMessage,
  followNotFound: ACCOUNT_MESSAGE_DESCRIPTORS.followNotFound.defaultMessage,
} as const;
