import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * One-click unsubscribe links (RFC 8058): `{userId}.{nonce}.{mac}`, signed with the server's secret so
 * that they need no sign-in and cannot be forged for another user. The nonce makes each mail's link its
 * own, and a used link is remembered by its hash, so each works once.
 */
export function createUnsubscribeToken(secret: string, userId: number): string {
  const nonce = randomBytes(12).toString('base64url');
  return `${userId}.${nonce}.${mac(secret, userId, nonce)}`;
}

function mac(secret: string, userId: number, nonce: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${nonce}`).digest('base64url');
}

/** The user the token was made for, or null when it was not made by this server. */
export function readUnsubscribeToken(secret: string, token: string): number | null {
  const [id, nonce, signature, ...rest] = token.split('.');
  if (!id || !nonce || !signature || rest.length > 0 || !/^\d{1,10}$/.test(id)) return null;
  const userId = Number(id);
  const expected = Buffer.from(mac(secret, userId, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
