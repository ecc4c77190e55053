import { randomUUID } from 'node:crypto';
import { isAdminRole, SESSION_LIFETIME, TOKEN_LIFETIME } from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { hashToken, randomToken } from './tokens.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Sessions (DESIGN.md §5, amended by the security work): a sign-in starts a session with an absolute end
 * (SESSION_LIFETIME); its refresh tokens form one family whose id is the session's id, and every access
 * token names the session, so ending it (sign-out, theft, suspension, a new password) ends both at once.
 */

export interface IssuedRefreshToken {
  token: string;
  /** Unix seconds. */
  exp: number;
  id: number;
}

export interface StartedSession {
  id: string;
  refresh: IssuedRefreshToken;
}

/** How long a new session may last: admins the least, remembered browsers the most. */
export function sessionLifetimeSeconds(roleId: number, remember: boolean): number {
  if (isAdminRole(roleId)) return SESSION_LIFETIME.admin;
  return remember ? SESSION_LIFETIME.remembered : SESSION_LIFETIME.browser;
}

async function issueRefreshToken(
  db: Db,
  session: { id: string; user_id: number; expires_at: string },
  now: number,
): Promise<IssuedRefreshToken> {
  const token = randomToken();
  const expiresAt = new Date(
    Math.min(now + TOKEN_LIFETIME.refresh * 1000, new Date(session.expires_at).getTime()),
  );
  const row = await db
    .insertInto('refresh_tokens')
    .values({
      user_id: session.user_id,
      token_hash: hashToken(token),
      family_id: session.id,
      expires_at: expiresAt.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, exp: Math.floor(expiresAt.getTime() / 1000), id: row.id };
}

export async function startSession(
  db: Db,
  user: { id: number; role_id: number },
  options: { remember: boolean; now?: number },
): Promise<StartedSession> {
  const now = options.now ?? Date.now();
  const session = {
    id: randomUUID(),
    user_id: user.id,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + sessionLifetimeSeconds(user.role_id, options.remember) * 1000).toISOString(),
  };
  await db.insertInto('sessions').values(session).execute();
  return { id: session.id, refresh: await issueRefreshToken(db, session, now) };
}

export type RotationResult =
  | { ok: true; userId: number; sessionId: string; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'ended' | 'reused'; userId?: number };

/** Ends one session: its refresh tokens are revoked and its access tokens refused from now on. */
async function endSessionById(db: Db, sessionId: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('sessions')
    .set({ ended_at: now })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}

/**
 * Exchanges a refresh token for a new one of the same session, never past the session's absolute end.
 * A token that was already rotated (or a race lost to another use of it) is treated as stolen: the
 * session ends (DESIGN.md §5).
 */
export async function rotateRefreshToken(db: Kysely<DB>, token: string): Promise<RotationResult> {
  return db.transaction().execute(async (tx): Promise<RotationResult> => {
    const row = await tx
      .selectFrom('refresh_tokens as r')
      .leftJoin('sessions as s', 's.id', 'r.family_id')
      .select([
        'r.id',
        'r.user_id',
        'r.family_id',
        'r.expires_at',
        'r.revoked_at',
        's.expires_at as session_expires_at',
        's.ended_at as session_ended_at',
      ])
      .where('r.token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' };
    const userId = row.user_id;
    if (row.session_expires_at === null || row.session_ended_at !== null) {
      return { ok: false, reason: 'ended', userId };
    }
    if (row.revoked_at !== null) {
      await endSessionById(tx, row.family_id);
      return { ok: false, reason: 'reused', userId };
    }
    const now = Date.now();
    const nowIso = new Date(now).toISOString();
    if (row.expires_at <= nowIso || row.session_expires_at <= nowIso) {
      return { ok: false, reason: 'expired', userId };
    }
    const claimed = await tx
      .updateTable('refresh_tokens')
      .set({ revoked_at: nowIso })
      .where('id', '=', row.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      await endSessionById(tx, row.family_id);
      return { ok: false, reason: 'reused', userId };
    }
    const session = { id: row.family_id, user_id: userId, expires_at: row.session_expires_at };
    const next = await issueRefreshToken(tx, session, now);
    await tx
      .updateTable('refresh_tokens')
      .set({ replaced_by_id: next.id })
      .where('id', '=', row.id)
      .execute();
    return { ok: true, userId, sessionId: row.family_id, next };
  });
}

/** Sign-out: the session of this refresh token, so neither an earlier token nor the access token revives it. */
export async function endSessionOfToken(db: Db, token: string): Promise<void> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (row) await endSessionById(db, row.family_id);
}

/** Every session of a user: a new password, a suspension, a deletion. */
export async function endAllSessions(db: Db, userId: number): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('sessions')
    .set({ ended_at: now })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .execute();
}
