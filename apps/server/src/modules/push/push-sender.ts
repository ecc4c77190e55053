import type { KeyObject } from 'node:crypto';
import { PUSH_TTL_SECONDS, type PushPayload } from '@outbreak-watch/domain';
import { encryptPushPayload, MAX_PUSH_PLAINTEXT_BYTES } from './payload-encryption.js';
import { vapidAuthorization, vapidSigningKey, type VapidIdentity } from './vapid.js';

/** A push service that does not answer in this time is tried again later. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Titles and bodies are cut to this many characters so that a message fits one record. */
const MAX_TEXT = 1000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Sends one encrypted message to a push service (RFC 8030 §5) and returns its HTTP status. */
export type PushSender = (target: PushTarget, payload: PushPayload) => Promise<number>;

function cut(value: string): string {
  return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value;
}

/** The message's JSON, shortened until it fits one encrypted record. */
export function encodePayload(payload: PushPayload): Buffer {
  let json = Buffer.from(
    JSON.stringify({ title: cut(payload.title), body: cut(payload.body), url: payload.url }),
  );
  if (json.length > MAX_PUSH_PLAINTEXT_BYTES) {
    json = Buffer.from(
      JSON.stringify({ title: cut(payload.title).slice(0, 200), body: '', url: payload.url }),
    );
  }
  return json;
}

/** Web Push over fetch: VAPID-signed, aes128gcm-encrypted, kept a day, normal urgency. */
export function webPushSender(identity: VapidIdentity): PushSender {
  const key: KeyObject = vapidSigningKey(identity);
  return async (target, payload) => {
    const response = await fetch(target.endpoint, {
      method: 'POST',
      headers: {
        Authorization: await vapidAuthorization(identity, key, target.endpoint),
        'Content-Encoding': 'aes128gcm',
        'Content-Type': 'application/octet-stream',
        TTL: String(PUSH_TTL_SECONDS),
        Urgency: 'normal',
      },
      body: encryptPushPayload(encodePayload(payload), target),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      redirect: 'error',
    });
    await response.body?.cancel();
    return response.status;
  };
}
