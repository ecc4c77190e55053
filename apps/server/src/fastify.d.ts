import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import type { DB } from './db/schema.js';
import type { MailDispatcher } from './mail/outbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Kysely<DB>;
    /** The outbox dispatcher: started by main, kicked after every queued mail. */
    mail: MailDispatcher;
  }
}
