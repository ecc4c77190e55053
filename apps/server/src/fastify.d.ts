import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import type { DB } from './db/schema.js';
import type { MailDispatcher } from './mail/outbox.js';
import type { ExportRunner } from './modules/exports/export-runner.js';
import type { ImportRunner } from './modules/imports/import-runner.js';
import type { PushDispatcher } from './modules/push/push-dispatcher.js';
import type { PublicResponseCache } from './modules/outbreaks/public-response-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Kysely<DB>;
    /** The outbox dispatcher: started by main, kicked after every queued mail. */
    mail: MailDispatcher;
    /** The push outbox dispatcher: started by main, kicked after every successful write. */
    push: PushDispatcher;
    /** Prepares large exports in the background: started by main, kicked when a job is created. */
    exportRunner: ExportRunner;
    /** Runs imports in the background: started by main, kicked when an import is started. */
    importRunner: ImportRunner;
    /** Visitors' micro-cached outbreak answers; every write to outbreaks on this instance clears it. */
    publicOutbreakCache: PublicResponseCache;
  }
}
