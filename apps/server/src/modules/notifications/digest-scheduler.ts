import { todayUtc } from '@outbreak-watch/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { sendDailyDigests, type NotifyContext } from './notify.service.js';

/** Digests go out once a day, at this hour (UTC) or at the first check after it. */
export const DIGEST_HOUR_UTC = 7;

/** Sends the daily digests once a day; a check every ten minutes finds the moment. */
export class DigestScheduler {
  #timer: NodeJS.Timeout | undefined;
  #lastDay: string | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
    private readonly context: NotifyContext,
    private readonly kickMail: () => void,
  ) {}

  start(): void {
    this.#timer = setInterval(() => void this.tick(), 10 * 60_000);
    this.#timer.unref();
  }

  async tick(now = new Date()): Promise<void> {
    const day = todayUtc(now);
    if (this.#lastDay === day || now.getUTCHours() < DIGEST_HOUR_UTC) return;
    this.#lastDay = day;
    try {
      const sent = await sendDailyDigests(this.db, this.context, now);
      if (sent > 0) {
        this.log.info({ digests: sent }, 'daily digests queued');
        this.kickMail();
      }
    } catch (error) {
      this.log.error({ err: error }, 'daily digests failed');
    }
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}
