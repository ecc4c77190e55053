import { createHash } from 'node:crypto';
import type { SignalAlarmRules } from '@outbreak-watch/domain';
import { detectAlarms, type Alarm } from './detect.js';

/**
 * The alarms of earlier runs per series, basis and measure, with a digest of the counts they came from.
 * A write changes three series (its country and disease, its country, its disease; over all reports and,
 * once confirmed, over confirmed ones), so the background runner reuses the alarms of all the others
 * instead of refitting their models every time.
 */
export class AlarmCache {
  readonly #entries = new Map<string, { digest: string; alarms: Alarm[] }>();
  readonly #used = new Set<string>();

  /** The alarms of a series (as detectAlarms finds them), computed again only if its counts changed. */
  alarmsOf(
    key: string,
    values: number[],
    from: number,
    rules: SignalAlarmRules,
    reports: number[] = values,
  ): Alarm[] {
    const digest = createHash('sha1')
      .update(`${rules.minimumCount}:${rules.nonZeroBaseline}:${from}:${values.join(',')}`)
      .update(reports === values ? '' : `:${reports.join(',')}`)
      .digest('base64');
    this.#used.add(key);
    const entry = this.#entries.get(key);
    if (entry?.digest === digest) return entry.alarms;
    const alarms = detectAlarms(values, from, rules, reports);
    this.#entries.set(key, { digest, alarms });
    return alarms;
  }

  /** Forgets the series that the run just finished did not ask for. */
  endRun(): void {
    for (const key of this.#entries.keys()) if (!this.#used.has(key)) this.#entries.delete(key);
    this.#used.clear();
  }
}
