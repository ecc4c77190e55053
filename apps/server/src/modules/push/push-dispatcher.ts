import { MAX_PUSH_ATTEMPTS } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { OutboxLoop } from '../../lib/outbox-loop.js';
import { retryDelayMs } from '../../mail/outbox.js';
import type { PushSender } from './push-sender.js';

/** While a dispatcher sends a message, others leave it alone for this long. */
const CLAIM_MS = 2 * 60 * 1000;

interface Log {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The push service's answer that the subscription no longer exists (RFC 8030 §7.3). */
const isGone = (status: number) => status === 404 || status === 410;

/**
 * Sends due push messages from the outbox, like the mail dispatcher: several instances may run at once
 * (a conditional update claims each message); failures are retried with growing delays and then marked
 * failed; a subscription the push service calls gone is deleted.
 */
export class PushDispatcher extends OutboxLoop {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly send: PushSender,
    private readonly publicUrl: string,
    private readonly log: Log,
    pollMs = 5_000,
  ) {
    super(log, pollMs, 'push dispatch failed');
  }

  async runOnce(): Promise<number> {
    const now = new Date();
    const due = await this.db
      .selectFrom('push_outbox as o')
      .leftJoin('push_subscriptions as s', 's.id', 'o.subscription_id')
      .select(['o.id', 'o.attempts', 'o.title', 'o.body', 'o.link', 'o.subscription_id'])
      .select(['s.endpoint', 's.p256dh', 's.auth'])
      .where('o.status', '=', 'pending')
      .where('o.next_attempt_at', '<=', now.toISOString())
      .orderBy('o.id')
      .limit(20)
      .execute();
    let sent = 0;
    for (const message of due) {
      const claimed = await this.db
        .updateTable('push_outbox')
        .set({ next_attempt_at: new Date(now.getTime() + CLAIM_MS).toISOString() })
        .where('id', '=', message.id)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now.toISOString())
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      const attempts = message.attempts + 1;
      if (message.endpoint === null || message.p256dh === null || message.auth === null) {
        // Unsubscribed, or found gone by an earlier message, since this one was queued.
        await this.finish(message.id, { status: 'gone', attempts, http_status: null, last_error: null });
        continue;
      }
      let status: number | null = null;
      let problem: string;
      try {
        status = await this.send(
          { endpoint: message.endpoint, p256dh: message.p256dh, auth: message.auth },
          { title: message.title, body: message.body, url: `${this.publicUrl}${message.link}` },
        );
        problem = `push service answered ${status}`;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      if (status !== null && status >= 200 && status < 300) {
        const at = new Date().toISOString();
        await this.finish(message.id, {
          status: 'sent',
          attempts,
          http_status: status,
          last_error: null,
          sent_at: at,
        });
        await this.db
          .updateTable('push_subscriptions')
          .set({ last_success_at: at })
          .where('id', '=', message.subscription_id)
          .execute();
        sent += 1;
      } else if (status !== null && isGone(status)) {
        await this.db.transaction().execute(async (tx) => {
          await tx
            .updateTable('push_outbox')
            .set({ status: 'gone', attempts, http_status: status, last_error: problem })
            .where('id', '=', message.id)
            .execute();
          await tx.deleteFrom('push_subscriptions').where('id', '=', message.subscription_id).execute();
        });
      } else {
        const failed = attempts >= MAX_PUSH_ATTEMPTS;
        this.log.warn(
          { pushId: message.id, attempts, status, err: problem },
          failed ? 'push given up' : 'push send failed; will retry',
        );
        await this.finish(message.id, {
          status: failed ? 'failed' : 'pending',
          attempts,
          http_status: status,
          last_error: problem.slice(0, 500),
          next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
        });
      }
    }
    return sent;
  }

  private async finish(
    id: number,
    values: {
      status: string;
      attempts: number;
      http_status: number | null;
      last_error: string | null;
      sent_at?: string;
      next_attempt_at?: string;
    },
  ): Promise<void> {
    await this.db.updateTable('push_outbox').set(values).where('id', '=', id).execute();
  }
}
