import { z } from 'zod';
import { FIELD_MESSAGE_DESCRIPTORS } from './api-messages.js';
import { defineMessages, formatMessage } from './i18n/messages.js';

/** How long a push service keeps an undelivered message (RFC 8030 TTL), in seconds: one day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Attempts at one push message before it is marked failed. */
export const MAX_PUSH_ATTEMPTS = 6;

/** Where the web app's service worker is served; its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Unpadded base64url, as browsers give the subscription keys. */
const base64UrlBytes = (length: number, name: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { error: formatMessage(FIELD_MESSAGE_DESCRIPTORS.base64url, { name }) })
    .refine((value) => Math.floor((value.length * 3) / 4) === length, {
      error: formatMessage(FIELD_MESSAGE_DESCRIPTORS.byteLength, { name, length }),
    });

/** Push services are HTTPS; plain HTTP only to this machine, where tests stand in for one. */
function isPushEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

const PushEndpointSchema = z
  .string()
  .max(2048)
  .refine(isPushEndpoint, { error: FIELD_MESSAGE_DESCRIPTORS.httpsEndpoint.defaultMessage });

/** A browser's PushSubscription as `JSON.stringify(subscription)` gives it. */
export const PushSubscriptionSchema = z.object({
  endpoint: PushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64UrlBytes(65, 'keys.p256dh').refine((value) => value.startsWith('B'), {
      error: FIELD_MESSAGE_DESCRIPTORS.p256dhPoint.defaultMessage,
    }),
    /** The browser's 16-byte authentication secret. */
    auth: base64UrlBytes(16, 'keys.auth'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionSchema>;

export const PushUnsubscribeSchema = z.object({ endpoint: PushEndpointSchema });

export const PushPublicKeyResponseSchema = z.object({
  /** The VAPID public key (uncompressed P-256 point, base64url): the browser's applicationServerKey. */
  public_key: z.string(),
});

/** The JSON a push message carries, encrypted for the browser (RFC 8291). */
export interface PushPayload {
  title: string;
  body: string;
  /** Absolute link into the web app. */
  url: string;
}

export const PUSH_MESSAGES = {
  subscribed: 'Push notifications are on for this device.',
  unsubscribed: 'Push notifications are off for this device.',
} as const;

/** What the notification settings say about push on the device in hand. */
export const PUSH_DEVICE_MESSAGES = defineMessages({
  unsupported: {
    id: 'profile.push.unsupported',
    defaultMessage: 'This browser cannot show push notifications.',
    description: 'Under the push notifications switch, when the browser cannot show them.',
  },
  denied: {
    id: 'profile.push.denied',
    defaultMessage:
      'Notifications are blocked for this site. Allow them in your browser’s site settings (the icon beside the address), then turn push on again.',
    description: 'Under the push notifications switch, when the browser blocks notifications of this site.',
  },
  on: {
    id: 'profile.push.on',
    defaultMessage: 'On for this device.',
    description: 'Under the push notifications switch: push is on for the device in hand.',
  },
  off: {
    id: 'profile.push.off',
    defaultMessage: 'Off for this device.',
    description: 'Under the push notifications switch: push is off for the device in hand.',
  },
  turnOn: {
    id: 'profile.push.turnOn',
    defaultMessage: 'Turn on for this device',
    description: 'Button turning push notifications on for the device in hand.',
  },
  turnOff: {
    id: 'profile.push.turnOff',
    defaultMessage: 'Turn off for this device',
    description: 'Button turning push notifications off for the device in hand.',
  },
  failed: {
    id: 'profile.push.failed',
    defaultMessage: 'Push notifications could not be turned on for this device. Try again later.',
    description: 'Error when turning push notifications on failed.',
  },
});

/** The same in English (as the end-to-end journeys read them). */
export const PUSH_DEVICE_TEXTS = Object.fromEntries(
  Object.entries(PUSH_DEVICE_MESSAGES).map(([key, descriptor]) => [key, descriptor.defaultMessage]),
) as Record<keyof typeof PUSH_DEVICE_MESSAGES, string>;
