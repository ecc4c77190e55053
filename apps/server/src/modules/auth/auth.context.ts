import type { Locale } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { DB } from '../../db/schema.js';
import type { AuditContext } from '../audit/audit.service.js';

/** What the auth service needs from the app: the database, settings and the mail kick. */
export interface AuthContext {
  db: Kysely<DB>;
  config: Pick<AppConfig, 'jwtSecret' | 'publicUrl'>;
  /** Sends queued mail now rather than at the next poll. */
  kickMail(): void;
}

/** Who is asking: where from (for throttles and the audit log) and the browser's device cookie, if any. */
export interface AuthClient {
  audit: AuditContext;
  deviceCookie?: string;
  /** The request's language: mails to an account without a stored language are written in it. */
  locale?: Locale;
  /** The language the request asked for, if any: a new account keeps it as its language. */
  askedLocale?: Locale;
}
