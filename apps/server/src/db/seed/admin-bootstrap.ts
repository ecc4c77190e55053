import { normalizeEmail, ROLE } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import { voidEmailTokens } from '../../lib/email-tokens.js';
import { hashPassword } from '../../lib/password-hasher.js';
import { passwordPolicyProblem } from '../../lib/password-policy.js';
import { endAllSessions } from '../../lib/sessions.js';
import type { DB } from '../schema.js';

export interface AdminAccount {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  roleId?: typeof ROLE.SUPER_ADMIN | typeof ROLE.ADMIN;
}

export type EnsureAdminResult = 'created' | 'promoted' | 'unchanged';

/**
 * Makes sure a verified, active admin with this email exists. An existing account is promoted and
 * reactivated; a verified one keeps its password, so a password changed through the app is not reset by a
 * restart.
 */
export async function ensureAdmin(db: Kysely<DB>, account: AdminAccount): Promise<EnsureAdminResult> {
  const problem = passwordPolicyProblem(account.password, {
    email: account.email,
    names: [account.firstName, account.lastName],
  });
  if (problem) throw new Error(`The admin password is refused: ${problem.message}`);
  const email = normalizeEmail(account.email);
  const roleId = account.roleId ?? ROLE.SUPER_ADMIN;
  const existing = await db
    .selectFrom('users')
    .select(['id', 'role_id', 'is_verified', 'is_suspended'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) {
    const needsChange = existing.role_id > roleId || !existing.is_verified || existing.is_suspended;
    if (!needsChange) return 'unchanged';
    const now = new Date().toISOString();
    await db.transaction().execute(async (tx) => {
      // Anyone may have registered this address without owning the mailbox. An unverified account is
      // therefore not trusted with its own password: it gets the configured one, and every session and
      // pending link it had ends, before it is promoted.
      const takeOver = existing.is_verified
        ? {}
        : { password_hash: await hashPassword(account.password), password_changed_at: now };
      await tx
        .updateTable('users')
        .set({
          ...takeOver,
          role_id: Math.min(existing.role_id, roleId),
          is_verified: true,
          is_suspended: false,
          updated_at: now,
        })
        .where('id', '=', existing.id)
        .execute();
      if (!existing.is_verified) {
        await endAllSessions(tx, existing.id);
        await voidEmailTokens(tx, existing.id, 'reset_password');
        await voidEmailTokens(tx, existing.id, 'verify_email');
      }
    });
    return 'promoted';
  }
  await db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(account.password),
      first_name: account.firstName ?? 'Admin',
      last_name: account.lastName ?? 'Outbreak Watch',
      role_id: roleId,
      user_type: 'admin',
      is_verified: true,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  return 'created';
}
