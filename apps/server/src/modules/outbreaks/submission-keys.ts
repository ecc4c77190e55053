import { OFFLINE_MESSAGES, type Outbreak } from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { mergedInto } from '../duplicates/duplicates.query.js';

type Db = Kysely<DB>;

/** A new report's answer: stored now, or the one this user's key stored before (a resend). */
export interface SubmittedOutbreak {
  outbreak: Outbreak;
  isResend: boolean;
}

/** The submission this user made with `key`, if any. */
async function storedSubmission(db: Db, userId: number, key: string) {
  return db
    .selectFrom('outbreak_submission_keys')
    .select('outbreak_id')
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Takes the key for this user, first thing in the report's transaction. The primary key makes a second
 * request with the same key wait here (PostgreSQL) or fail here (SQLite, one writer at a time) until
 * the first commits — before its duplicate check, which would otherwise call the first report a
 * duplicate of itself.
 */
export async function claimSubmissionKey(tx: Transaction<DB>, userId: number, key: string): Promise<void> {
  await tx.insertInto('outbreak_submission_keys').values({ user_id: userId, idempotency_key: key }).execute();
}

export async function recordSubmissionKey(
  tx: Transaction<DB>,
  userId: number,
  key: string,
  outbreakId: number,
): Promise<void> {
  await tx
    .updateTable('outbreak_submission_keys')
    .set({ outbreak_id: outbreakId })
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .execute();
}

/**
 * Files a report at most once per user and key: a key seen before answers the report it stored (or the
 * report that report was merged into), also when two requests with it race.
 */
export async function submitOnce(
  db: Db,
  options: {
    reporter: AuthUser;
    idempotencyKey: string | undefined;
    create: () => Promise<Outbreak>;
    read: (id: number) => Promise<Outbreak>;
  },
): Promise<SubmittedOutbreak> {
  const { reporter, idempotencyKey: key, read } = options;
  if (key === undefined) return { outbreak: await options.create(), isResend: false };
  const resend = async (outbreakId: number): Promise<SubmittedOutbreak> => {
    const current = (await storedOutbreakExists(db, outbreakId))
      ? outbreakId
      : await mergedInto(db, outbreakId);
    if (current === null) throw new HttpError(410, OFFLINE_MESSAGES.reportRemoved);
    return { outbreak: await read(current), isResend: true };
  };
  const before = await storedSubmission(db, reporter.id, key);
  if (before?.outbreak_id != null) return resend(before.outbreak_id);
  try {
    return { outbreak: await options.create(), isResend: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await storedSubmission(db, reporter.id, key);
    if (raced?.outbreak_id == null) throw error;
    return resend(raced.outbreak_id);
  }
}

async function storedOutbreakExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('outbreaks').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
