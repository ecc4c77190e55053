import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hashToken } from '../../lib/tokens.js';

/** The nonce: the issue time (6 bytes, seconds) and 6 random bytes; base64url gives 16 characters. */
const TIME_BYTES = 6;
const RANDOM_BYTES = 6;

/**
 * How long a mailed link works. The one-use records of used links are purged once this has passed
 * (modules/system/housekeeping.ts): by then the link itself is refused.
 */
export const UNSUBSCRIBE_LINK_DAYS = 90;
const LINK_LIFETIME_MS = UNSUBSCRIBE_LINK_DAYS * 86_400_000;
/** Clocks of several instances may differ by this much. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The only form a token is accepted in: a user id without leading zeros, a 16-character nonce and a
 * 43-character HMAC-SHA-256, all base64url. Any other spelling of the same values ("010.…") is refused,
 * so a used link cannot be replayed under a new spelling.
 */
const CANONICAL_TOKEN = /^([1-9]\d{0,9})\.([\w-]{16})\.([\w-]{43})$/;

/**
 * One-click unsubscribe links (RFC 8058): `{userId}.{nonce}.{mac}`, signed with the server's secret so
 * that they need no sign-in and cannot be forged for another user. The nonce makes each mail's link its
 * own and dates it, and a used link is remembered by its key (`useKey`), so each works once.
 */
export function createUnsubscribeToken(secret: string, userId: number, now = Date.now()): string {
  const time = Buffer.alloc(TIME_BYTES);
  time.writeUIntBE(Math.floor(now / 1000), 0, TIME_BYTES);
  const nonce = Buffer.concat([time, randomBytes(RANDOM_BYTES)]).toString('base64url');
  return `${userId}.${nonce}.${mac(secret, userId, nonce)}`;
}

function mac(secret: string, userId: number, nonce: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${nonce}`).digest('base64url');
}

export interface UnsubscribeToken {
  userId: number;
  /** What the one-use record is keyed on: the parsed values, never the text as given. */
  useKey: string;
}

/**
 * The user the token was made for and its one-use key, or null when this server did not make it or the
 * link is past its lifetime.
 */
export function readUnsubscribeToken(
  secret: string,
  token: string,
  now = Date.now(),
): UnsubscribeToken | null {
  const match = CANONICAL_TOKEN.exec(token);
  if (!match) return null;
  const [, id, nonce, signature] = match;
  const userId = Number(id);
  if (!Number.isSafeInteger(userId)) return null;
  const issuedAt = Buffer.from(nonce, 'base64url').readUIntBE(0, TIME_BYTES) * 1000;
  if (issuedAt > now + CLOCK_SKEW_MS || issuedAt < now - LINK_LIFETIME_MS) return null;
  const expectedMac = mac(secret, userId, nonce);
  const expected = Buffer.from(expectedMac);
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  // The key is the hash of the canonical token rebuilt from the parsed values, never the text as given.
  return { userId, useKey: hashToken(`${userId}.${nonce}.${expectedMac}`) };
}
