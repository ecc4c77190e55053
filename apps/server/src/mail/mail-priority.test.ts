import { DEFAULT_PASSWORD } from '../test/factories.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../test/test-app.js';
import { enqueueMail } from './outbox.js';

const QUEUED = 1_000;
const LIMIT_MS = 5_000;

async function waitFor<T>(find: () => T | undefined, timeoutMs: number): Promise<T | undefined> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(DATABASE_KINDS)('mail priority on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, { smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a verification mail within 5 s while a thousand notification mails are being sent', async () => {
    await t.app.db.transaction().execute(async (tx) => {
      for (let i = 0; i < QUEUED; i += 1) {
        await enqueueMail(
          tx,
          `reader-${i}@example.org`,
          { subject: `Update ${i}`, text: 'An update.', html: '<p>An update.</p>' },
          { category: 'notification' },
        );
      }
    });
    t.app.mail.kick();
    await waitFor(() => (smtp.received.length >= 10 ? true : undefined), LIMIT_MS);

    const email = `priority-${kind}-${Date.now()}@example.org`;
    const registeredAt = Date.now();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email,
        password: DEFAULT_PASSWORD,
        first_name: 'Amara',
        last_name: 'Diallo',
        type: 'regular',
      },
    });
    expect(registered.statusCode).toBe(201);
    const verification = await waitFor(
      () => smtp.received.find((mail) => mail.to.includes(email)),
      LIMIT_MS + 1_000,
    );
    expect(verification).toBeDefined();
    const elapsed = verification!.at - registeredAt;
    const notificationsBefore = smtp.received.filter((mail) => mail.at <= verification!.at).length - 1;
    console.info(
      `[${kind}] verification mail after ${elapsed} ms, behind ${notificationsBefore} of ${QUEUED} notification mails`,
    );
    expect(elapsed).toBeLessThan(LIMIT_MS);
    expect(notificationsBefore).toBeLessThan(QUEUED);
    const row = await t.app.db
      .selectFrom('mail_outbox')
      .select(['category', 'priority'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ category: 'verification', priority: 0 });
  });
});
