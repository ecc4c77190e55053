import { todayUtc } from '@outbreak-watch/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { runExclusively } from '../../db/exclusive-task.js';
import { notifyNewSignals } from '../notifications/events.js';
import type { NotifyContext } from '../notifications/notify.service.js';
import { readDataVersion } from '../stats/outbreak-stats.js';
import { AlarmCache } from './alarm-cache.js';
import { seriesKey } from './series.js';
import { listSignals, recomputeSignals } from './signals.service.js';

/**
 * Runs detection in the background, never in a write's request: every `intervalMs` it compares the
 * outbreaks data version (and the day) with those of its last run, and recomputes when either moved.
 * With several instances on one PostgreSQL database one recomputes at a time; the others skip that turn
 * and catch up on their next check.
 */
export class SignalRunner {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #last: { version: number; day: string } | undefined;
  readonly #alarms = new AlarmCache();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly notify: NotifyContext,
    private readonly intervalMs = 15_000,
  ) {}

  start(): void {
    this.#timer = setInterval(() => void this.tick(), this.intervalMs);
    this.#timer.unref();
    void this.tick();
  }

  /** One check; concurrent calls share the run in progress. */
  tick(): Promise<void> {
    this.#running ??= this.#check().finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #check(): Promise<void> {
    try {
      await runExclusively(this.database, 'signal-detection', () => this.#recompute());
    } catch (error) {
      this.log.error({ err: error }, 'signal detection failed');
    }
  }

  async #recompute(): Promise<void> {
    const { db } = this.database;
    const version = await readDataVersion(db);
    const day = todayUtc();
    if (this.#last?.version === version && this.#last.day === day) return;
    const started = performance.now();
    const result = await recomputeSignals(db, day, this.#alarms);
    this.#last = { version, day };
    this.log.info({ ...result, ms: Math.round(performance.now() - started) }, 'signals recomputed');
    // Followers hear of each series-week once, however many methods and runs flag it.
    const { signals } = await listSignals(db, {});
    await notifyNewSignals(
      db,
      this.notify,
      signals.map((signal) => ({ ...signal, series_key: seriesKey(signal.country_id, signal.disease_id) })),
    );
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }
}
