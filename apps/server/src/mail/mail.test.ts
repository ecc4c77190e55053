import { readdir, readFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { AUTH_MESSAGES, type AuthResponse, type ErrorResponse } from '@outbreak-watch/domain';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, latestMailTo } from '../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../test/test-app.js';
import { enqueueMail, MailDispatcher, MAX_MAIL_ATTEMPTS, retryDelayMs } from './outbox.js';
import type { MailTransport } from './transport.js';

const NEW_PASSWORD = 'Quiet-Harbor-Lamp-77';
const WAIT_MS = 5_000;

let sequence = 0;
const uniqueEmail = (label: string) => {
  sequence += 1;
  return `${label}-${sequence}-${Date.now()}@example.org`;
};

const registration = (email: string) => ({
  email,
  password: DEFAULT_PASSWORD,
  first_name: 'Amara',
  last_name: 'Diallo',
  type: 'regular',
});

// --- A minimal MIME reader: enough for the multipart/alternative messages nodemailer builds. ---

interface MimePart {
  type: string;
  content: string;
}

interface ParsedMail {
  headers: Record<string, string>;
  parts: MimePart[];
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const gap = /\r?\n\r?\n/.exec(raw);
  const head = gap ? raw.slice(0, gap.index) : raw;
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: gap ? raw.slice(gap.index + gap[0].length) : '' };
}

function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw);
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const entities = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((segment) => !segment.startsWith('--'))
        .map((segment) => splitEntity(segment.replace(/^\r?\n/, '')))
    : [{ headers, body }];
  return {
    headers,
    parts: entities.map((entity) => ({
      type: (entity.headers['content-type'] ?? 'text/plain').split(';')[0].trim().toLowerCase(),
      content: decodeBody(entity.body, entity.headers['content-transfer-encoding']),
    })),
  };
}

function partOf(mail: ParsedMail, type: string): string {
  const part = mail.parts.find((p) => p.type === type);
  if (!part) throw new Error(`no ${type} part in ${mail.parts.map((p) => p.type).join(', ')}`);
  return part.content;
}

const firstLink = (text: string) => new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? 'missing:');

// --- A real SMTP server that keeps what it receives. ---

interface ReceivedMail extends ParsedMail {
  envelopeTo: string[];
  raw: string;
}

interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ ...parseMail(raw), raw, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: opened by the system, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return port;
}

async function waitFor<T>(find: () => T | undefined, what: string, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const silentLog = { warn: () => undefined, error: () => undefined };

async function outboxRowsTo(t: TestApp, email: string) {
  return t.app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();
}

describe.each(DATABASE_KINDS)('mail over a real SMTP server on %s', (kind) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  const email = uniqueEmail('smtp');

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, { smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function post(url: string, payload: object) {
    return t.app.inject({ method: 'POST', url, payload });
  }

  /** The message to this address whose subject matches, once the dispatcher has delivered it. */
  async function receivedMail(to: string, subject: RegExp) {
    await t.app.mail.idle();
    return waitFor(
      () => smtp.received.find((m) => m.envelopeTo.includes(to) && subject.test(m.headers.subject ?? '')),
      `a mail to ${to} about ${String(subject)}`,
    );
  }

  it('delivers the verification mail with a text and an HTML part and a working, single-use link', async () => {
    const registered = await post('/api/register', registration(email));
    expect(registered.statusCode).toBe(201);

    const mail = await receivedMail(email, /verify/i);
    expect(mail.headers.to).toContain(email);
    expect(mail.headers.from).toContain(t.config.mailFrom.replace(/^.*<|>$/g, ''));
    expect(mail.headers.subject).toBe('Verify your email address for Outbreak Watch');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/i);
    const text = partOf(mail, 'text/plain');
    const html = partOf(mail, 'text/html');

    const link = firstLink(text);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/verify-email`);
    const code = link.searchParams.get('code');
    expect(code).toMatch(/^\S{20,}$/);
    expect(link.searchParams.get('email')).toBe(email);
    expect(text).toContain('Amara');
    expect(html).toContain(`href="${link.toString().replaceAll('&', '&amp;')}"`);
    expect(html).toMatch(/^<!doctype html>/i);

    const [row] = await outboxRowsTo(t, email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null, sent_at: expect.any(String) });

    const query = `/api/verify-email?code=${encodeURIComponent(code!)}&email=${encodeURIComponent(email)}`;
    const verified = await t.app.inject({ method: 'GET', url: query });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<{ message: string }>().message).toBe(AUTH_MESSAGES.emailVerified);
    expect(verified.json<{ user: { is_verified: boolean } }>().user.is_verified).toBe(true);

    const again = await t.app.inject({ method: 'GET', url: query });
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.verificationLinkInvalid);
  });

  it('delivers a reset link that sets a new password, then a notice of the change', async () => {
    const forgot = await post('/api/forgot-password', { email });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json<{ message: string }>().message).toBe(AUTH_MESSAGES.forgotPasswordSent);

    const resetMail = await receivedMail(email, /reset your/i);
    expect(partOf(resetMail, 'text/html')).toContain('Choose a new password');
    const link = firstLink(partOf(resetMail, 'text/plain'));
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/auth/reset-password`);
    expect(link.searchParams.get('email')).toBe(email);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^\S{20,}$/);

    const reset = await post('/api/reset-password', { token, email, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json<{ message: string }>().message).toBe(AUTH_MESSAGES.passwordReset);

    const notice = await receivedMail(email, /password was changed/i);
    expect(firstLink(partOf(notice, 'text/plain')).toString()).toBe(`${t.config.publicUrl}/auth/login`);
    expect(partOf(notice, 'text/html')).toContain('was just changed');

    const reused = await post('/api/reset-password', { token, email, password: 'Another-Solid-Phrase-93' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.resetLinkInvalid);

    const signedIn = await post('/api/login', { email, password: NEW_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<AuthResponse>().user.email).toBe(email);
    const oldPassword = await post('/api/login', { email, password: DEFAULT_PASSWORD });
    expect(oldPassword.statusCode).toBe(401);
    expect(oldPassword.json<ErrorResponse>().message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('sent each message exactly once and marked every outbox row sent', async () => {
    await t.app.mail.idle();
    expect(smtp.received.filter((m) => m.envelopeTo.includes(email))).toHaveLength(3);
    const rows = await outboxRowsTo(t, email);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
      ['sent', 1],
    ]);
  });
});

describe.each(DATABASE_KINDS)('mail while the SMTP server is down on %s', (kind) => {
  let port: number;
  let t: TestApp;
  let smtp: TestSmtpServer | undefined;

  beforeAll(async () => {
    port = await closedPort();
    t = await createTestApp(kind, { smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('still registers, and keeps the message pending for a later attempt', async () => {
    const email = uniqueEmail('down');
    const startedAt = Date.now();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration(email),
    });
    expect(registered.statusCode).toBe(201);
    await t.app.mail.idle();

    const rows = await outboxRowsTo(t, email);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(row.last_error).toEqual(expect.any(String));
    expect(row.last_error!.length).toBeGreaterThan(0);
    const next = Date.parse(row.next_attempt_at);
    expect(next).toBeGreaterThan(Date.now());
    expect(next).toBeGreaterThanOrEqual(startedAt + retryDelayMs(1));
    expect(next).toBeLessThanOrEqual(Date.now() + retryDelayMs(1));
  });

  it('delivers the kept message once the server is back and the retry is due', async () => {
    const email = uniqueEmail('back');
    await t.app.inject({ method: 'POST', url: '/api/register', payload: registration(email) });
    await t.app.mail.idle();
    expect((await outboxRowsTo(t, email))[0]).toMatchObject({ status: 'pending', attempts: 1 });

    smtp = await startSmtpServer(port);
    await t.app.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1_000).toISOString() })
      .where('to_address', '=', email)
      .execute();
    t.app.mail.kick();
    await t.app.mail.idle();

    const server = smtp;
    const mail = await waitFor(
      () => server.received.find((m) => m.envelopeTo.includes(email)),
      'the retried mail',
    );
    const stored = await latestMailTo(t.app.db, email);
    expect(firstLink(partOf(mail, 'text/plain')).toString()).toBe(stored?.link?.toString());
    expect((await outboxRowsTo(t, email))[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
      last_error: null,
    });
  });
});

describe('mail retry delays', () => {
  it('waits 30 s, then doubles, capped at one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
    expect(retryDelayMs(0)).toBe(30_000);
    expect(retryDelayMs(100)).toBe(3_600_000);
  });
});

describe.each(DATABASE_KINDS)('mail retries on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`retries on schedule and gives up after ${MAX_MAIL_ATTEMPTS} failed attempts`, async () => {
    const attempts: number[] = [];
    const failing: MailTransport = {
      kind: 'smtp',
      send: (mail) => {
        attempts.push(mail.id);
        return Promise.reject(new Error('451 mailbox temporarily unavailable'));
      },
      close: () => undefined,
    };
    const dispatcher = new MailDispatcher(t.app.db, failing, silentLog);
    const email = uniqueEmail('retry');
    await enqueueMail(
      t.app.db,
      email,
      { subject: 'Retry me', text: 'Plain text', html: '<p>HTML</p>' },
      { category: 'notification' },
    );
    const [{ id }] = await outboxRowsTo(t, email);
    const makeDue = () =>
      t.app.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(Date.now() - 1_000).toISOString() })
        .where('id', '=', id)
        .execute();
    const row = async () => (await outboxRowsTo(t, email))[0];

    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      await makeDue();
      const before = Date.now();
      expect(await dispatcher.runOnce()).toBe(0);
      const after = Date.now();
      const mail = await row();
      expect(mail).toMatchObject({
        status: attempt < MAX_MAIL_ATTEMPTS ? 'pending' : 'failed',
        attempts: attempt,
        last_error: '451 mailbox temporarily unavailable',
        sent_at: null,
      });
      const next = Date.parse(mail.next_attempt_at);
      expect(next).toBeGreaterThanOrEqual(before + retryDelayMs(attempt));
      expect(next).toBeLessThanOrEqual(after + retryDelayMs(attempt));

      if (attempt === 1) {
        // Not due yet: a pass leaves it alone.
        await dispatcher.runOnce();
        expect(attempts).toHaveLength(1);
      }
    }
    expect(attempts).toEqual(Array.from({ length: MAX_MAIL_ATTEMPTS }, () => id));

    // A failed message is never tried again, even when its time has come.
    await makeDue();
    await dispatcher.runOnce();
    expect(attempts).toHaveLength(MAX_MAIL_ATTEMPTS);
    expect(await row()).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
  });

  it('cuts a long failure reason to 500 characters, and sends once the transport works', async () => {
    const sent: string[] = [];
    let fail = true;
    const flaky: MailTransport = {
      kind: 'smtp',
      send: (mail) => {
        if (fail) return Promise.reject(new Error('x'.repeat(2_000)));
        sent.push(mail.to);
        return Promise.resolve();
      },
      close: () => undefined,
    };
    const dispatcher = new MailDispatcher(t.app.db, flaky, silentLog);
    const email = uniqueEmail('flaky');
    await enqueueMail(
      t.app.db,
      email,
      { subject: 'Flaky', text: 'Plain text', html: '<p>HTML</p>' },
      { category: 'notification' },
    );
    await dispatcher.runOnce();
    const [failed] = await outboxRowsTo(t, email);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.last_error).toHaveLength(500);

    fail = false;
    await t.app.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1_000).toISOString() })
      .where('id', '=', failed.id)
      .execute();
    expect(await dispatcher.runOnce()).toBeGreaterThanOrEqual(1);
    expect(sent).toContain(email);
    expect((await outboxRowsTo(t, email))[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
      last_error: null,
    });
  });
});

describe.each(DATABASE_KINDS)('mail without SMTP on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes each message as an .eml file in DATA_DIR/mail with the link', async () => {
    expect(t.config.smtpUrl).toBeUndefined();
    const email = uniqueEmail('file');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration(email),
    });
    expect(registered.statusCode).toBe(201);
    await t.app.mail.idle();

    const [row] = await outboxRowsTo(t, email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    const folder = path.join(t.config.dataDir, 'mail');
    const files = await readdir(folder);
    const file = files.find((name) => name.endsWith(`-${row.id}.eml`));
    expect(file, files.join(', ')).toBeDefined();

    const mail = parseMail(await readFile(path.join(folder, file!), 'utf8'));
    expect(mail.headers.to).toContain(email);
    expect(mail.headers.subject).toBe(row.subject);
    const link = firstLink(partOf(mail, 'text/plain'));
    expect(link.toString()).toBe((await latestMailTo(t.app.db, email))?.link?.toString());
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/verify-email`);
    expect(partOf(mail, 'text/html')).toContain(link.toString().replaceAll('&', '&amp;'));

    const verified = await t.app.inject({ method: 'GET', url: `/api/verify-email${link.search}` });
    expect(verified.statusCode).toBe(200);
  });
});
