import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { AttemptLimiter } from './attempt-limiter.js';

/** What the auth service needs from the app: the database, settings, the mail kick and the limiters. */
export interface AuthContext {
  db: Kysely<DB>;
  config: Pick<AppConfig, 'jwtSecret' | 'publicUrl'>;
  /** Sends queued mail now rather than at the next poll. */
  kickMail(): void;
  limits: AuthLimits;
}

export interface AuthLimits {
  /** Failed sign-ins per account. */
  login: AttemptLimiter;
  /** Reset and verification mails per address. */
  mailRequests: AttemptLimiter;
}

export function createAuthLimits(): AuthLimits {
  return {
    login: new AttemptLimiter(10, 15 * 60 * 1000),
    mailRequests: new AttemptLimiter(5, 60 * 60 * 1000),
  };
}

/** Emails are case-insensitive: stored and compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
