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
 * link goes to `pathname`, and returns that link. Newest message first.
 */
export async function waitForMailedLink(to: string, pathname: string, timeoutMs = 10_000): Promise<URL> {
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
      for (const match of plainText(raw).matchAll(/https?:\/\/\S+/g)) {
        const url = new URL(match[0]);
        if (url.pathname === pathname) return url;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} with a link to ${pathname} within ${timeoutMs} ms`);
}
