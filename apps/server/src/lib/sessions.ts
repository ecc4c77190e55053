import { randomUUID } from 'node:crypto';
import { TOKEN_LIFETIME } from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { hashToken, randomToken } from './tokens.js';

type Db = Kysely<DB> | Transaction<DB>;

export interface IssuedRefreshToken {
  token: string;
  /** Unix seconds. */
  exp: number;
  id: number;
}

export async function issueRefreshToken(
  db: Db,
  userId: number,
  familyId: string = randomUUID(),
): Promise<IssuedRefreshToken> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME.refresh * 1000);
  const row = await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      family_id: familyId,
      expires_at: expiresAt.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, exp: Math.floor(expiresAt.getTime() / 1000), id: row.id };
}

export type RotationResult =
  | { ok: true; userId: number; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Exchanges a refresh token for a new one of the same family. A token that was already rotated (or a
 * race lost to another use of it) is treated as stolen: the whole family is revoked (DESIGN.md §5).
 */
export async function rotateRefreshToken(db: Kysely<DB>, token: string): Promise<RotationResult> {
  return db.transaction().execute(async (tx): Promise<RotationResult> => {
    const row = await tx
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revoked_at !== null) {
      await revokeFamily(tx, row.family_id);
      return { ok: false, reason: 'reused' };
    }
    const now = new Date();
    if (row.expires_at <= now.toISOString()) return { ok: false, reason: 'expired' };
    const claimed = await tx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      await revokeFamily(tx, row.family_id);
      return { ok: false, reason: 'reused' };
    }
    const next = await issueRefreshToken(tx, row.user_id, row.family_id);
    await tx
      .updateTable('refresh_tokens')
      .set({ replaced_by_id: next.id })
      .where('id', '=', row.id)
      .execute();
    return { ok: true, userId: row.user_id, next };
  });
}

/** Logout: the token's whole family, so a copy of an earlier token cannot revive the session. */
export async function revokeRefreshTokenFamily(db: Db, token: string): Promise<void> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (row) await revokeFamily(db, row.family_id);
}

export async function revokeAllRefreshTokens(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
