import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Quoted-printable (RFC 2045) as nodemailer writes text parts: soft line breaks and =XX bytes. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded text/plain part of a raw message. */
function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*?\n([\s\S]*?)(?:\n--|$)/i.exec(raw);
  const body = part?.[1] ?? raw;
  const header = /Content-Type: text\/plain[\s\S]*?\n\n/i.exec(raw)?.[0] ?? '';
  return /quoted-printable/i.test(header) ? decodeQuotedPrintable(body) : body;
}

/**
 * Waits for a mail to `to` (written by the server to DATA_DIR/mail when no SMTP relay is set) whose
 * decoded text `accept` takes, and returns its raw message and its text. Newest message first.
 */
export async function waitForMail(
  to: string,
  accept: (text: string) => boolean,
  timeoutMs = 10_000,
): Promise<{ raw: string; text: string }> {
  const folder = path.join(process.env.OW_E2E_DATA_DIR ?? '', 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(folder).catch(() => [] as string[]);
    for (const file of files
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse()) {
      const raw = (await readFile(path.join(folder, file), 'utf8')).replace(/\r\n/g, '\n');
      if (!new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(raw)) continue;
      const text = plainText(raw);
      if (accept(text)) return { raw, text };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no such mail to ${to} within ${timeoutMs} ms`);
}

/** Waits for a mail to `to` whose link goes to `pathname`, and returns that link. */
export async function waitForMailedLink(to: string, pathname: string, timeoutMs = 10_000): Promise<URL> {
  const linkIn = (text: string) =>
    [...text.matchAll(/https?:\/\/\S+/g)]
      .map((match) => new URL(match[0]))
      .find((url) => url.pathname === pathname);
  return linkIn((await waitForMail(to, (text) => linkIn(text) !== undefined, timeoutMs)).text)!;
}
