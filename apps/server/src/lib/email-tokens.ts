import { TOKEN_LIFETIME } from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { hashToken, randomToken } from './tokens.js';

type Db = Kysely<DB> | Transaction<DB>;

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

const LIFETIME_SECONDS: Record<EmailTokenPurpose, number> = {
  verify_email: TOKEN_LIFETIME.verifyEmail,
  reset_password: TOKEN_LIFETIME.resetPassword,
};

/** A new single-use link token; the database keeps only its hash. */
export async function createEmailToken(db: Db, userId: number, purpose: EmailTokenPurpose): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('email_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + LIFETIME_SECONDS[purpose] * 1000).toISOString(),
    })
    .execute();
  return token;
}

/**
 * Marks the token used if it is unused, unexpired, of this purpose and issued to the account with this
 * email, all in one conditional update: of any number of concurrent uses exactly one succeeds.
 * Returns the user's id, or null.
 */
export async function consumeEmailToken(
  db: Db,
  options: { token: string; email: string; purpose: EmailTokenPurpose },
): Promise<number | null> {
  const now = new Date().toISOString();
  const row = await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(options.token))
    .where('purpose', '=', options.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', options.email))
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** A password change voids every outstanding reset link (DESIGN.md §9). */
export async function voidEmailTokens(db: Db, userId: number, purpose: EmailTokenPurpose): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
