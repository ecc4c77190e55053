import { createHmac, timingSafeEqual } from 'node:crypto';

/** `{expiry in seconds}.{HMAC-SHA-256}`: only the form this server makes is read. */
const CANONICAL_TOKEN = /^([1-9]\d{0,11})\.([\w-]{43})$/;

function mac(secret: string, jobId: number, expiresAt: number): string {
  return createHmac('sha256', secret).update(`export:${jobId}:${expiresAt}`).digest('base64url');
}

/**
 * The download token of a prepared export: signed with the server's secret like the unsubscribe links,
 * so the mailed link works without a sign-in, for this job only and until `expiresAt`.
 */
export function createExportToken(secret: string, jobId: number, expiresAt: string): string {
  const seconds = Math.floor(Date.parse(expiresAt) / 1000);
  return `${seconds}.${mac(secret, jobId, seconds)}`;
}

/** When the token stops working (ms), or null when this server did not make it for this job. */
export function readExportToken(secret: string, jobId: number, token: string): number | null {
  const match = CANONICAL_TOKEN.exec(token);
  if (!match) return null;
  const seconds = Number(match[1]);
  const expected = Buffer.from(mac(secret, jobId, seconds));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return seconds * 1000;
}

/** The API path of a prepared export's file, with its token. */
export const exportDownloadPath = (secret: string, jobId: number, expiresAt: string) =>
  `/api/exports/${jobId}/download?token=${encodeURIComponent(createExportToken(secret, jobId, expiresAt))}`;
