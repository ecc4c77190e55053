import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { OutboxLoop } from '../lib/outbox-loop.js';
import type { MailContent } from './templates.js';
import type { MailTransport } from './transport.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Queues a message in the same transaction as the change it reports, so a rolled-back change sends
 * nothing and a committed one is never lost, whatever happens to the SMTP server.
 */
export async function enqueueMail(db: Db, to: string, content: MailContent): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      to_address: to,
      subject: content.subject,
      text_body: content.text,
      html_body: content.html,
      headers: content.headers ? JSON.stringify(content.headers) : null,
      next_attempt_at: new Date().toISOString(),
    })
    .execute();
}

export const MAX_MAIL_ATTEMPTS = 10;

/** 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 60 * 60 * 1000);
}

/** While a dispatcher sends a message, others leave it alone for this long. */
const CLAIM_MS = 5 * 60 * 1000;

interface Log {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Sends due messages from the outbox: on start, when kicked after a commit, and every few seconds for
 * retries. Several instances may run at once; a conditional update claims each message for one of them.
 */
export class MailDispatcher extends OutboxLoop {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly transport: MailTransport,
    private readonly log: Log,
    pollMs = 5_000,
  ) {
    super(log, pollMs, 'mail dispatch failed');
  }

  override async stop(): Promise<void> {
    await super.stop();
    this.transport.close();
  }

  async runOnce(): Promise<number> {
    const now = new Date();
    const due = await this.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now.toISOString())
      .orderBy('id')
      .limit(20)
      .execute();
    let sent = 0;
    for (const mail of due) {
      const claimed = await this.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(now.getTime() + CLAIM_MS).toISOString() })
        .where('id', '=', mail.id)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now.toISOString())
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      try {
        await this.transport.send({
          id: mail.id,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
          headers: mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : undefined,
        });
        await this.db
          .updateTable('mail_outbox')
          .set({
            status: 'sent',
            sent_at: new Date().toISOString(),
            attempts: mail.attempts + 1,
            last_error: null,
          })
          .where('id', '=', mail.id)
          .execute();
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const failed = attempts >= MAX_MAIL_ATTEMPTS;
        const message = error instanceof Error ? error.message : String(error);
        this.log.warn(
          { mailId: mail.id, attempts, err: message },
          failed ? 'mail given up' : 'mail send failed; will retry',
        );
        await this.db
          .updateTable('mail_outbox')
          .set({
            status: failed ? 'failed' : 'pending',
            attempts,
            last_error: message.slice(0, 500),
            next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
          })
          .where('id', '=', mail.id)
          .execute();
      }
    }
    return sent;
  }
}
