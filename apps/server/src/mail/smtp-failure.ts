/**
 * Whether a send failed for good: the SMTP server answered with a 5xx reply (RFC 5321 §4.2.1: a
 * permanent negative completion, such as an unknown mailbox). Trying again would fail the same way.
 * Temporary replies (4xx), timeouts and refused connections are worth retrying.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
