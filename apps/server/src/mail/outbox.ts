import { mailPriorityOf, type MailCategory } from '@outbreak-watch/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, MailOutboxTable } from '../db/schema.js';
import { OutboxLoop } from '../lib/outbox-loop.js';
import type { MailContent } from './templates.js';
import { isPermanentSmtpFailure } from './smtp-failure.js';
import type { MailTransport } from './transport.js';

type Db = Kysely<DB> | Transaction<DB>;

/** What a queued message is and whom it is for; its priority follows from the category. */
export interface MailMeta {
  category: MailCategory;
  userId?: number | null;
  notificationId?: number | null;
}

/**
 * Queues a message in the same transaction as the change it reports, so a rolled-back change sends
 * nothing and a committed one is never lost, whatever happens to the SMTP server.
 */
export async function enqueueMail(db: Db, to: string, content: MailContent, meta: MailMeta): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      to_address: to,
      subject: content.subject,
      text_body: content.text,
      html_body: content.html,
      headers: content.headers ? JSON.stringify(content.headers) : null,
      next_attempt_at: new Date().toISOString(),
      category: meta.category,
      priority: mailPriorityOf(meta.category),
      user_id: meta.userId ?? null,
      notification_id: meta.notificationId ?? null,
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

/** Due messages read per claim: enough to step past those another instance just took. */
const CLAIM_CANDIDATES = 5;

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

  /**
   * The next due message, claimed for this instance: lowest priority number first, then the longest
   * waiting. One at a time, so a transactional message queued behind a big batch of notifications
   * leaves next rather than after the batch. A conditional update claims it; when another instance
   * took a candidate first, the next candidate is tried.
   */
  async claimNext(): Promise<Selectable<MailOutboxTable> | undefined> {
    const now = new Date().toISOString();
    const candidates = await this.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('priority')
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(CLAIM_CANDIDATES)
      .execute();
    for (const mail of candidates) {
      const claimed = await this.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(Date.now() + CLAIM_MS).toISOString() })
        .where('id', '=', mail.id)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) return mail;
    }
    return undefined;
  }

  /** Sends every due message, one claim at a time, until none is left; returns how many went out. */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      if (this.stopped) return sent;
      const mail = await this.claimNext();
      if (!mail) return sent;
      if (await this.deliver(mail)) sent += 1;
    }
  }

  /**
   * Sends one claimed message and records the outcome: sent, or retried later, or given up (after the
   * last attempt, or at once when the server refused it for good). The error keeps the server's reply.
   */
  private async deliver(mail: Selectable<MailOutboxTable>): Promise<boolean> {
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
      return true;
    } catch (error) {
      const attempts = mail.attempts + 1;
      // A bounce (5xx) is final at once; anything else is retried until the attempts run out.
      const failed = isPermanentSmtpFailure(error) || attempts >= MAX_MAIL_ATTEMPTS;
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
      return false;
    }
  }
}
