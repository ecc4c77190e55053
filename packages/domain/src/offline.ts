import { z } from 'zod';
import { ACCOUNT_MESSAGE_DESCRIPTORS } from './api-messages.js';

/**
 * Offline reporting: a report written without a network waits on the device and is sent when the
 * network returns, with a key the device made, so that a resend never files it twice.
 */

/** The request header that names one submission; the same user and key always answer one report. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const OFFLINE_MESSAGES = {
  invalidIdempotencyKey: ACCOUNT_MESSAGE_DESCRIPTORS.invalidIdempotencyKey.defaultMessage,
  reportRemoved: ACCOUNT_MESSAGE_DESCRIPTORS.reportRemoved.defaultMessage,
} as const;

/** A UUID in its usual 8-4-4-4-12 hex form (what `crypto.randomUUID()` gives), any version. */
export const IdempotencyKeySchema = z
  .string({ error: OFFLINE_MESSAGES.invalidIdempotencyKey })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    error: OFFLINE_MESSAGES.invalidIdempotencyKey,
  })
  .transform((key) => key.toLowerCase());

/** The headers `POST /api/outbreaks` reads (Node gives header names in lower case). */
export const CreateOutbreakHeadersSchema = z.object({
  'idempotency-key': IdempotencyKeySchema.optional().meta({
    description:
      'A UUID the client made for this report. Sent again by the same user, it answers the report ' +
      'stored the first time (200, same id) instead of storing another.',
  }),
});

/** The web app's manifest, linked from every page. */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** How a report kept on the device stands (the queue's list shows each honestly). */
export const QUEUED_REPORT_STATES = ['waiting', 'sending', 'sent', 'refused'] as const;
export type QueuedReportState = (typeof QUEUED_REPORT_STATES)[number];

/** The texts of offline reporting, the update offer and the kept copies. */
export const OFFLINE_TEXTS = {
  queueTitle: 'Queued reports',
  queueIntro:
    'Reports written without a network wait on this device and are sent when it returns. Nothing here is stored on the server until it says "Sent".',
  queuedNotice:
    'No network: the report is kept on this device and will be sent when the network returns. It is not stored on the server yet.',
  stateLabels: {
    waiting: 'Waiting to send',
    sending: 'Sending…',
    sent: 'Sent',
    refused: 'Refused by the server',
  } satisfies Record<QueuedReportState, string>,
  waitingOffline: 'Waiting for the network.',
  waitingSignIn: 'Sign in to send it.',
  waitingRetry: 'The server could not take it just now; it will be tried again.',
  sendNow: 'Send now',
  openSent: 'Open the stored report',
  openInForm: 'Open in the form to fix',
  discard: 'Discard',
  dismiss: 'Remove from this list',
  headerLink: (count: number) => `Queued reports: ${count}`,
  editingNotice:
    'You are fixing a refused report. Submitting sends it again in its place; the refused entry is removed once it is sent or queued.',
  offlineBanner: 'You are offline.',
  savedCopy: (savedAt: string) => `Saved copy from ${savedAt}, you are offline.`,
  updateAvailable: 'A new version is available',
  updateReload: 'Reload',
  draftRestored: 'Your unsent report was restored from this device.',
  discardDraft: 'Clear the form',
} as const;
