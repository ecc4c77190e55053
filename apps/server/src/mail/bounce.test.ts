import type { AlertLogResponse } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestUsers } from '../test/admin-fixtures.js';
import { bearer } from '../test/factories.js';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../test/test-app.js';
import { enqueueMail } from './outbox.js';

const UNKNOWN = 'nobody-here@example.org';
const BUSY = 'busy-box@example.org';
const KNOWN = 'reader@example.org';

describe.each(DATABASE_KINDS)('bounces from a real SMTP server on %s', (kind) => {
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink({
      refuse: (address) => {
        if (address === UNKNOWN) return { responseCode: 550, message: '5.1.1 No such user here' };
        if (address === BUSY) return { responseCode: 451, message: '4.3.0 Mailbox busy, try later' };
        return undefined;
      },
    });
    t = await createTestApp(kind, { smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const rowTo = (address: string) =>
    t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', address)
      .executeTakeFirstOrThrow();

  it('fails a refused recipient after one attempt with the reply, retries a busy one, sends the rest', async () => {
    for (const address of [UNKNOWN, BUSY, KNOWN])
      await enqueueMail(
        t.app.db,
        address,
        { subject: `Alert for ${address}`, text: 'Plain text', html: '<p>HTML</p>' },
        { category: 'notification' },
      );
    t.app.mail.kick();
    await t.app.mail.idle();

    const bounced = await rowTo(UNKNOWN);
    expect(bounced).toMatchObject({ status: 'failed', attempts: 1, sent_at: null });
    expect(bounced.last_error).toContain('550 5.1.1 No such user here');

    const busy = await rowTo(BUSY);
    expect(busy).toMatchObject({ status: 'pending', attempts: 1 });
    expect(busy.last_error).toContain('451 4.3.0 Mailbox busy');
    expect(Date.parse(busy.next_attempt_at)).toBeGreaterThan(Date.now());

    expect(await rowTo(KNOWN)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.received.map((m) => m.to)).toEqual([[KNOWN]]);

    // Due again: the bounced message is never tried twice.
    await t.app.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1_000).toISOString() })
      .where('to_address', '=', UNKNOWN)
      .execute();
    t.app.mail.kick();
    await t.app.mail.idle();
    expect(await rowTo(UNKNOWN)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('shows the bounce in the alert log as failed, with the SMTP reply, and the busy box as retrying', async () => {
    const { admin } = await adminTestUsers(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/alert-log?channel=email',
      headers: bearer(admin.token),
    });
    const entries = response.json<AlertLogResponse>().entries;
    const bounce = entries.find((e) => e.recipient_email === UNKNOWN)!;
    expect(bounce).toMatchObject({ state: 'failed', attempts: 1, category: 'notification' });
    expect(bounce.last_error).toContain('550 5.1.1 No such user here');
    expect(entries.find((e) => e.recipient_email === BUSY)).toMatchObject({ state: 'retrying', attempts: 1 });
    expect(response.json<AlertLogResponse>().summary.email).toMatchObject({ failed: 1, retrying: 1 });
  });
});
