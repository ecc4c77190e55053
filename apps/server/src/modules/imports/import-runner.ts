import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { OutboxLoop } from '../../lib/outbox-loop.js';
import { runPendingImports } from './import-run.js';

/** How often an instance looks for running imports nobody holds (new, or left by a stopped instance). */
const IMPORT_POLL_MS = 5_000;

/**
 * Every instance runs one: a pass on start, after each `run` request (kick) and every few seconds. An
 * import is claimed by one instance at a time (import-run.ts), and resumed by any after a restart from
 * its last committed batch. Stopping lets go of the import after the batch under way.
 */
export class ImportRunner extends OutboxLoop {
  constructor(
    private readonly db: Kysely<DB>,
    log: { error(details: object, message: string): void },
    private readonly onBatch: () => void,
  ) {
    super(log, IMPORT_POLL_MS, 'import run failed');
  }

  runOnce(): Promise<number> {
    return runPendingImports(this.db, { shouldStop: () => this.stopped, onBatch: this.onBatch });
  }
}
