import { todayUtc, type SignalAlarmRules } from '@outbreak-watch/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { runExclusively } from '../../db/exclusive-task.js';
import { readDataVersion } from '../stats/outbreak-stats.js';
import { AlarmCache } from './alarm-cache.js';
import { recomputeSignals } from './signals.service.js';

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
    private readonly rules: SignalAlarmRules,
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
    const result = await recomputeSignals(db, { today: day, cache: this.#alarms, rules: this.rules });
    this.#last = { version, day };
    // Raw detection notifies nobody: followers hear of a signal once the verification team verifies it
    // as an event (docs/decisions.md).
    this.log.info({ ...result, ms: Math.round(performance.now() - started) }, 'signals recomputed');
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }
}
