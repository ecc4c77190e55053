import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { OutboxLoop } from '../../lib/outbox-loop.js';
import type { NotifyContext } from '../notifications/notify.service.js';
import { runDueExports, type ExportSettings } from './exports.service.js';

/**
 * Prepares large exports in the background on the outbox dispatchers' schedule: a pass on start, when
 * a job is created (`kick`) and every few seconds (a job another instance left half-done). Several
 * instances may run it: each job is claimed by a conditional update. After a file is announced, `sent`
 * lets the mail dispatcher send the notification's mail.
 */
export class ExportRunner extends OutboxLoop {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly settings: ExportSettings,
    private readonly notify: NotifyContext,
    private readonly sent: () => void,
    log: { error(details: object, message: string): void },
    pollMs = 10_000,
  ) {
    super(log, pollMs, 'export job failed');
  }

  async runOnce(): Promise<number> {
    try {
      return await runDueExports(this.db, this.settings, this.notify);
    } finally {
      this.sent();
    }
  }
}
