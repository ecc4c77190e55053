import {
  AUDIT_ACTIONS,
  AUTH_MESSAGES,
  normalizeEmail,
  passwordLength,
  PASSWORD_MAX_LENGTH,
  type AuthResponse,
  type LoginRequest,
} from '@outbreak-watch/domain';
import { HttpError } from '../../http-error.js';
import { deviceNonceFor, issueDeviceCookie } from '../../lib/device-cookie.js';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../lib/password-hasher.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthClient, AuthContext } from './auth.context.js';
import { assertNotThrottled, issueSession, refuseWhileWaiting, type UserRow } from './auth.service.js';
import { accountThrottle, clearThrottles, countAttempt, THROTTLES, type ThrottleKey } from './throttles.js';

/**
 * The throttles a sign-in answers to: a browser that signed in to this account before answers for
 * itself alone; any other answers to the account's count and its address's.
 */
function signInThrottles(ctx: AuthContext, email: string, client: AuthClient) {
  const nonce = deviceNonceFor(ctx.config.jwtSecret, email, client.deviceCookie);
  const own = nonce ? { key: `device:${nonce}`, policy: THROTTLES.device } : accountThrottle(email);
  const address = { key: `address:${client.audit.ip ?? 'unknown'}`, policy: THROTTLES.address };
  return {
    /** Checked and counted before the password check; a success takes the count back. */
    own,
    /** Counted after a failure only: signing in to one's own account never adds to it or clears it. */
    afterFailure: nonce ? [] : [address],
  };
}

export interface SignIn {
  session: AuthResponse;
  /** A new device cookie for the browser (lib/device-cookie.ts). */
  deviceCookie: string;
}

/**
 * Wrong password and unknown email give the same answer in about the same time. Each attempt at an
 * account is counted before the (slow) password check, so parallel guesses cannot all slip under the
 * throttle; a success takes its count back.
 */
export async function login(ctx: AuthContext, input: LoginRequest, client: AuthClient): Promise<SignIn> {
  const email = normalizeEmail(input.email);
  const throttles = signInThrottles(ctx, email, client);
  await assertNotThrottled(ctx, throttles.afterFailure);
  const own = await countAttempt(ctx.db, throttles.own);
  refuseWhileWaiting(own.waitMs);
  const user = await ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const isValid =
    user && passwordLength(input.password) <= PASSWORD_MAX_LENGTH
      ? await verifyPassword(user.password_hash, input.password)
      : await verifyAgainstDummy(input.password);
  if (!user || !isValid) {
    const counted = [{ key: throttles.own, count: own.count }];
    for (const key of throttles.afterFailure) {
      counted.push({ key, count: (await countAttempt(ctx.db, key)).count });
    }
    await recordSignInFailure(ctx, client, user?.id ?? null, email, counted);
    throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  }
  if (user.is_suspended) throw new HttpError(403, AUTH_MESSAGES.accountSuspended);
  await clearThrottles(ctx.db, [throttles.own]);
  if (needsRehash(user.password_hash)) await rehashPassword(ctx, user, input.password);
  const { auth, sessionId } = await issueSession(ctx, user, input.remember ?? false);
  await recordAudit(ctx.db, {
    actorId: user.id,
    action: AUDIT_ACTIONS.signIn,
    targetType: 'user',
    targetId: user.id,
    details: { session_id: sessionId },
    context: client.audit,
  });
  return { session: auth, deviceCookie: issueDeviceCookie(ctx.config.jwtSecret, email) };
}

/**
 * Stores a hash made with today's parameters. Only the hash changes: the password is the same, so
 * `password_changed_at` (which ends sessions) stays, and a concurrent password change wins.
 */
async function rehashPassword(ctx: AuthContext, user: UserRow, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', user.id)
    .where('password_hash', '=', user.password_hash)
    .execute();
}

/**
 * Security events for the audit log: every failed sign-in, and the failure that starts a wait. The email
 * is kept only when it names an account, so a password typed into the email field is never stored.
 */
async function recordSignInFailure(
  ctx: AuthContext,
  client: AuthClient,
  userId: number | null,
  email: string,
  counted: { key: ThrottleKey; count: number }[],
): Promise<void> {
  const target = { targetType: 'user', targetId: userId, context: client.audit };
  const account = userId === null ? {} : { email };
  await recordAudit(ctx.db, {
    actorId: null,
    action: AUDIT_ACTIONS.signInFailed,
    ...target,
    details: account,
  });
  const started = counted.filter(({ key, count }) => count === key.policy.free + 1);
  for (const { key } of started) {
    await recordAudit(ctx.db, {
      actorId: null,
      action: AUDIT_ACTIONS.signInThrottled,
      ...target,
      details: { ...account, scope: key.key.slice(0, key.key.indexOf(':')), failures: key.policy.free + 1 },
    });
  }
}
