import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hashToken } from '../../lib/tokens.js';

/** Bytes of the nonce; base64url gives 16 characters. */
const NONCE_BYTES = 12;

/**
 * The only form a token is accepted in: a user id without leading zeros, a 16-character nonce and a
 * 43-character HMAC-SHA-256, all base64url. Any other spelling of the same values ("010.…") is refused,
 * so a used link cannot be replayed under a new spelling.
 */
const CANONICAL_TOKEN = /^([1-9]\d{0,9})\.([\w-]{16})\.([\w-]{43})$/;

/**
 * One-click unsubscribe links (RFC 8058): `{userId}.{nonce}.{mac}`, signed with the server's secret so
 * that they need no sign-in and cannot be forged for another user. The nonce makes each mail's link its
 * own, and a used link is remembered by its key (`useKey`), so each works once.
 */
export function createUnsubscribeToken(secret: string, userId: number): string {
  const nonce = randomBytes(NONCE_BYTES).toString('base64url');
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

/** The user the token was made for and its one-use key, or null when this server did not make it. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeToken | null {
  const match = CANONICAL_TOKEN.exec(token);
  if (!match) return null;
  const [, id, nonce, signature] = match;
  const userId = Number(id);
  if (!Number.isSafeInteger(userId)) return null;
  const expectedMac = mac(secret, userId, nonce);
  const expected = Buffer.from(expectedMac);
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  // The hash of the canonical token, rebuilt from the values: the key links used before this rule had.
  return { userId, useKey: hashToken(`${userId}.${nonce}.${expectedMac}`) };
}
