import {
  ADMIN_USER_MESSAGES,
  AUDIT_ACTIONS,
  DELETED_USER_NAME,
  ROLE,
  type AdminUser,
  type UserAction,
} from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import { forUpdate } from '../../db/row-lock.js';
import type { DB } from '../../db/schema.js';
import { forbidden, HttpError, notFound } from '../../http-error.js';
import { endAllSessions } from '../../lib/sessions.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AdminActionContext } from './admin-context.js';
import { getAdminUser } from './users-admin.service.js';

type Db = Kysely<DB>;
type Tx = Transaction<DB>;

const conflict = (message: string) => new HttpError(409, message);

/**
 * The target, locked, after the rules every action on a user shares: nobody acts on themself, and only
 * a super admin acts on an admin or a super admin.
 */
async function lockTarget(tx: Tx, id: number, context: AdminActionContext, action: string) {
  const { actor } = context;
  if (id === actor.id) throw forbidden(ADMIN_USER_MESSAGES.self(action));
  // The actor's row and the target's are locked together, lower id first. Two admins acting on each
  // other at the same moment (each deleting the other) then queue instead of deadlocking on PostgreSQL,
  // and the second finds what the first did: its own account gone or changed, a 409. So two super
  // admins can never delete each other and leave none.
  const rows = await forUpdate(
    tx,
    tx
      .selectFrom('users')
      .select([
        'id',
        'email',
        'first_name',
        'last_name',
        'role_id',
        'is_verified',
        'is_suspended',
        'deleted_at',
      ])
      .where('id', 'in', [id, actor.id])
      .orderBy('id'),
  ).execute();
  const self = rows.find((row) => row.id === actor.id);
  if (!self || self.deleted_at !== null || self.is_suspended || self.role_id !== actor.role_id) {
    throw conflict(ADMIN_USER_MESSAGES.actorChanged);
  }
  const target = rows.find((row) => row.id === id && row.deleted_at === null);
  if (!target) throw notFound(ADMIN_USER_MESSAGES.notFound);
  const targetIsAdmin = target.role_id === ROLE.ADMIN || target.role_id === ROLE.SUPER_ADMIN;
  if (targetIsAdmin && actor.role_id !== ROLE.SUPER_ADMIN)
    throw forbidden(ADMIN_USER_MESSAGES.superAdminOnly);
  return target;
}

const ACTION_AUDIT: Record<Exclude<UserAction, 'delete'>, string> = {
  verify: AUDIT_ACTIONS.userVerify,
  suspend: AUDIT_ACTIONS.userSuspend,
  unsuspend: AUDIT_ACTIONS.userUnsuspend,
};

/**
 * Verify, suspend or unsuspend. A suspension ends every session at once: the auth plugin reads the row
 * on each request, and the refresh tokens are revoked here.
 */
export async function applyUserAction(
  db: Db,
  id: number,
  action: Exclude<UserAction, 'delete'>,
  context: AdminActionContext,
): Promise<AdminUser> {
  return db.transaction().execute(async (tx) => {
    const target = await lockTarget(tx, id, context, action);
    const change =
      action === 'verify'
        ? {
            field: 'is_verified' as const,
            value: true,
            refused: target.is_verified && ADMIN_USER_MESSAGES.alreadyVerified,
          }
        : action === 'suspend'
          ? {
              field: 'is_suspended' as const,
              value: true,
              refused: target.is_suspended && ADMIN_USER_MESSAGES.alreadySuspended,
            }
          : {
              field: 'is_suspended' as const,
              value: false,
              refused: !target.is_suspended && ADMIN_USER_MESSAGES.notSuspended,
            };
    if (change.refused) throw conflict(change.refused);
    await tx
      .updateTable('users')
      .set({ [change.field]: change.value, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    if (action === 'suspend') await endAllSessions(tx, id);
    await recordAudit(tx, {
      actorId: context.actor.id,
      action: ACTION_AUDIT[action],
      targetType: 'user',
      targetId: id,
      before: { [change.field]: !change.value },
      after: { [change.field]: change.value },
      context: context.audit,
    });
    return getAdminUser(tx, id);
  });
}

/**
 * Deletes an account but not its contributions: the row stays, stripped of everything personal and
 * unusable (no password, suspended, its sessions, links, follows and alerts gone), so its reports and
 * comments remain, by "Deleted user". The address is freed for a new registration.
 */
export async function deleteUser(db: Db, id: number, context: AdminActionContext): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const target = await lockTarget(tx, id, context, 'delete');
    const now = new Date().toISOString();
    await tx
      .updateTable('users')
      .set({
        // Not an address, so no registration can ever claim it first and make this update fail.
        email: `deleted-user-${id}`,
        password_hash: '!',
        ...DELETED_USER_NAME,
        middle_name: null,
        title_id: null,
        qualification_id: null,
        affiliation_id: null,
        avatar_url: null,
        is_verified: false,
        is_suspended: true,
        notify_email: false,
        notify_push: false,
        notify_new_outbreaks: false,
        notify_status_changes: false,
        notify_comments: false,
        notify_regions: '[]',
        password_changed_at: now,
        updated_at: now,
        deleted_at: now,
      })
      .where('id', '=', id)
      .execute();
    await tx.deleteFrom('refresh_tokens').where('user_id', '=', id).execute();
    await tx.deleteFrom('sessions').where('user_id', '=', id).execute();
    await tx.deleteFrom('email_tokens').where('user_id', '=', id).execute();
    await tx.deleteFrom('follows').where('user_id', '=', id).execute();
    await tx.deleteFrom('notifications').where('user_id', '=', id).execute();
    await tx.deleteFrom('push_outbox').where('user_id', '=', id).where('status', '=', 'pending').execute();
    await tx.deleteFrom('push_subscriptions').where('user_id', '=', id).execute();
    await tx
      .deleteFrom('mail_outbox')
      .where('to_address', '=', target.email)
      .where('status', '=', 'pending')
      .execute();
    await recordAudit(tx, {
      actorId: context.actor.id,
      action: AUDIT_ACTIONS.userDelete,
      targetType: 'user',
      targetId: id,
      before: {
        email: target.email,
        first_name: target.first_name,
        last_name: target.last_name,
        role_id: target.role_id,
      },
      context: context.audit,
    });
  });
}

/** The account type that goes with each role a super admin can give. */
const USER_TYPE_OF_ROLE: Partial<Record<number, string>> = {
  [ROLE.REPORTER]: 'reporter',
  [ROLE.BLOGGER]: 'regular',
};

/** Only a super admin makes a user an admin or takes it back; nobody changes their own role. */
export async function setUserRole(
  db: Db,
  id: number,
  roleId: number,
  context: AdminActionContext,
): Promise<AdminUser> {
  if (context.actor.role_id !== ROLE.SUPER_ADMIN) throw forbidden(ADMIN_USER_MESSAGES.roleSuperAdminOnly);
  return db.transaction().execute(async (tx) => {
    const target = await lockTarget(tx, id, context, 'change the role of');
    if (target.role_id === roleId) throw conflict(ADMIN_USER_MESSAGES.sameRole);
    const userType = USER_TYPE_OF_ROLE[roleId];
    await tx
      .updateTable('users')
      .set({
        role_id: roleId,
        ...(userType ? { user_type: userType } : {}),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    // A session's lifetime depends on the role it started with (SESSION_LIFETIME): the new role signs in anew.
    await endAllSessions(tx, id);
    await recordAudit(tx, {
      actorId: context.actor.id,
      action: AUDIT_ACTIONS.userRole,
      targetType: 'user',
      targetId: id,
      before: { role_id: target.role_id },
      after: { role_id: roleId },
      context: context.audit,
    });
    return getAdminUser(tx, id);
  });
}
