import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from './tokens.js';

/**
 * The device cookie of the OWASP "device cookies" pattern: after a successful sign-in the browser gets
 * a cookie naming that account, signed by the server. A later sign-in that presents it is counted
 * against that browser alone, so failures from elsewhere cannot lock the owner out of a browser they
 * signed in with before.
 */
export const DEVICE_COOKIE = 'ow_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function signature(secret: string, email: string, nonce: string): string {
  return createHmac('sha256', secret).update(`device-cookie\n${email}\n${nonce}`).digest('base64url');
}

/** A new cookie value for this (normalised) email. */
export function issueDeviceCookie(secret: string, email: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${signature(secret, email, nonce)}`;
}

/** The cookie's nonce when it was issued by this server for this email; otherwise null. */
export function deviceNonceFor(secret: string, email: string, value: string | undefined): string | null {
  if (!value || value.length > 200) return null;
  const [nonce, mac, extra] = value.split('.');
  if (!nonce || !mac || extra !== undefined) return null;
  return safeEqual(mac, signature(secret, email, nonce)) ? nonce : null;
}
