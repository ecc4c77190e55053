import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { sendHeldMail } from './held-mail.js';
import type { NotifyContext } from './notify.service.js';

/** How often held mails are looked for: a closed comment window waits at most this much longer. */
export const HELD_MAIL_SWEEP_MS = 60_000;

/**
 * Sends held notification mails once their moment has come (comment windows, catch-up digests).
 * Every instance sweeps; each notification is claimed by one of them.
 */
export class HeldMailSweeper {
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
    private readonly context: NotifyContext,
    private readonly kickMail: () => void,
  ) {}

  start(): void {
    this.#timer = setInterval(() => void this.tick(), HELD_MAIL_SWEEP_MS);
    this.#timer.unref();
  }

  async tick(now = new Date()): Promise<void> {
    try {
      const queued = await sendHeldMail(this.db, this.context, now);
      if (queued > 0) {
        this.log.info({ mails: queued }, 'held notification mails queued');
        this.kickMail();
      }
    } catch (error) {
      this.log.error({ err: error }, 'held notification mails failed');
    }
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}
