import { todayUtc } from '@outbreak-watch/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { runExclusively } from '../../db/exclusive-task.js';
import { sendDailyDigests, type NotifyContext } from './notify.service.js';

/** Digests go out once a day, at this hour (UTC) or at the first check after it. */
export const DIGEST_HOUR_UTC = 7;

/**
 * Sends the daily digests once a day; a check every ten minutes finds the moment. With several instances
 * on one PostgreSQL database one sends at a time; the digests already sent are marked, so the others
 * find nothing left.
 */
export class DigestScheduler {
  #timer: NodeJS.Timeout | undefined;
  #lastDay: string | undefined;

  constructor(
    private readonly database: Database,
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
      await runExclusively(this.database, 'daily-digests', async () => {
        const sent = await sendDailyDigests(this.database.db, this.context, now);
        if (sent > 0) {
          this.log.info({ digests: sent }, 'daily digests queued');
          this.kickMail();
        }
      });
    } catch (error) {
      this.log.error({ err: error }, 'daily digests failed');
    }
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}
