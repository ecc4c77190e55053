import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { runExclusively } from '../../db/exclusive-task.js';
import { purgeExpiredExports, type ExportSettings } from '../exports/exports.service.js';
import { purgeSpentRecords, SPENT_RECORD_DAYS } from './housekeeping.js';

/** The first purge runs this long after start (not in the way of start-up), then every hour. */
const FIRST_RUN_MS = 60_000;
const EVERY_MS = 60 * 60_000;

/**
 * Purges spent sessions, tokens and unsubscribe records, and the files of expired exports, on a schedule. With several instances on one
 * PostgreSQL database one purges at a time (an advisory lock); the others skip that round.
 */
export class HousekeepingRunner {
  #timers: NodeJS.Timeout[] = [];
  #running: Promise<void> | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly exportSettings: Pick<ExportSettings, 'dataDir'>,
  ) {}

  start(): void {
    this.#timers.push(setTimeout(() => void this.run(), FIRST_RUN_MS).unref());
    this.#timers.push(setInterval(() => void this.run(), EVERY_MS).unref());
  }

  /** One purge, unless one is under way here or on another instance. */
  async run(): Promise<void> {
    this.#running ??= this.#purge().finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #purge(): Promise<void> {
    try {
      await runExclusively(this.database, 'housekeeping', async () => {
        const deleted = await purgeSpentRecords(this.database.db);
        if (Object.values(deleted).some((n) => n > 0)) this.log.info({ deleted }, 'spent records purged');
        const files = await purgeExpiredExports(this.database.db, this.exportSettings, SPENT_RECORD_DAYS);
        if (files > 0) this.log.info({ files }, 'expired export files deleted');
      });
    } catch (error) {
      this.log.error({ err: error }, 'purge of spent records failed');
    }
  }

  /** Stops the schedule and waits for a purge under way (it is one transaction either way). */
  async stop(): Promise<void> {
    for (const timer of this.#timers) clearTimeout(timer);
    await this.#running;
  }
}
