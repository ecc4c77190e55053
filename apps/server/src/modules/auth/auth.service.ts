import {
  AUDIT_ACTIONS,
  AUTH_MESSAGES,
  normalizeEmail,
  ROLE,
  type AuthResponse,
  type PasswordOwner,
  type RegisterRequestSchema,
  type ResetPasswordRequest,
  type VerifyEmailResponse,
} from '@outbreak-watch/domain';
import type { Selectable, Transaction } from 'kysely';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB, UsersTable } from '../../db/schema.js';
import { badRequest, HttpError } from '../../http-error.js';
import { enqueueMail } from '../../mail/outbox.js';
import { passwordChangedMail, passwordResetMail, verificationMail } from '../../mail/templates.js';
import { consumeEmailToken, createEmailToken, voidEmailTokens } from '../../lib/email-tokens.js';
import { recipientLocale } from '../../lib/i18n.js';
import { hashPassword } from '../../lib/password-hasher.js';
import { passwordPolicyProblem } from '../../lib/password-policy.js';
import { endAllSessions, endSessionOfToken, rotateRefreshToken, startSession } from '../../lib/sessions.js';
import { signAccessToken } from '../../lib/tokens.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthClient, AuthContext } from './auth.context.js';
import { presentSessionUser } from './auth.presenters.js';
import {
  accountThrottle,
  clearThrottles,
  countAttempt,
  throttleWaitMs,
  THROTTLES,
  type ThrottleKey,
} from './throttles.js';

export type UserRow = Selectable<UsersTable>;
type RegisterInput = z.output<typeof RegisterRequestSchema>;

/** Forgot-password and resend answers take at least this long, whether or not the account exists. */
const MIN_MAIL_REQUEST_MS = 300;

const verifyLink = (ctx: AuthContext, token: string, email: string) =>
  `${ctx.config.publicUrl}/verify-email?code=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
const resetLink = (ctx: AuthContext, token: string, email: string) =>
  `${ctx.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;

function assertPasswordPolicy(password: string, owner: PasswordOwner): void {
  const problem = passwordPolicyProblem(password, owner);
  if (problem) throw badRequest(problem.message, [{ field: 'password', ...problem }]);
}

/** 429 with Retry-After while any of these keys must wait. */
export async function assertNotThrottled(ctx: AuthContext, keys: ThrottleKey[]): Promise<void> {
  refuseWhileWaiting(await throttleWaitMs(ctx.db, keys));
}

export function refuseWhileWaiting(waitMs: number): void {
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    const message =
      seconds < 60
        ? AUTH_MESSAGES.tooManyAttemptsSeconds(seconds)
        : AUTH_MESSAGES.tooManyAttempts(Math.ceil(seconds / 60));
    throw new HttpError(429, message, undefined, {
      'Retry-After': String(seconds),
    });
  }
}

async function padTo(startedAt: number, minimumMs: number): Promise<void> {
  const remaining = minimumMs - (performance.now() - startedAt);
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}

/** A new session: a 15-minute access token naming it and the first refresh token of its family. */
export async function issueSession(
  ctx: AuthContext,
  user: UserRow,
  remember: boolean,
): Promise<{ auth: AuthResponse; sessionId: string }> {
  const session = await startSession(ctx.db, user, { remember });
  const access = await signAccessToken(ctx.config.jwtSecret, {
    userId: user.id,
    passwordVersion: user.password_changed_at,
    sessionId: session.id,
  });
  const auth = {
    user: presentSessionUser(user),
    access_token: access.token,
    refresh_token: session.refresh.token,
    access_token_exp: access.exp,
    refresh_token_exp: session.refresh.exp,
  };
  return { auth, sessionId: session.id };
}

async function assertMetadataExists(ctx: AuthContext, input: RegisterInput): Promise<void> {
  const checks = [
    ['titles', 'title_id', input.title_id, AUTH_MESSAGES.unknownTitle],
    ['qualifications', 'qualification_id', input.qualification_id, AUTH_MESSAGES.unknownQualification],
    ['affiliations', 'affiliation_id', input.affiliation_id, AUTH_MESSAGES.unknownAffiliation],
  ] as const;
  for (const [table, field, id, message] of checks) {
    if (id === null || id === undefined) continue;
    const row = await ctx.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw badRequest(message, [{ field, message }]);
  }
}

/**
 * A new verification link, mailed in the person's language (else the request's), in the caller's
 * transaction.
 */
async function queueVerificationMail(
  ctx: AuthContext,
  tx: Transaction<DB>,
  user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'language'>,
  client?: AuthClient,
): Promise<void> {
  const token = await createEmailToken(tx, user.id, 'verify_email');
  const link = verifyLink(ctx, token, user.email);
  const locale = recipientLocale(user.language, client?.locale);
  await enqueueMail(tx, user.email, verificationMail(user.first_name, link, locale), {
    category: 'verification',
    userId: user.id,
  });
}

/** Self-registration (spec §2 Register): a blogger or reporter, never more, with a verification mail. */
export async function register(
  ctx: AuthContext,
  input: RegisterInput,
  client?: AuthClient,
): Promise<AuthResponse> {
  assertPasswordPolicy(input.password, {
    email: input.email,
    names: [input.first_name, input.middle_name, input.last_name],
  });
  await assertMetadataExists(ctx, input);
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await ctx.db.transaction().execute(async (tx) => {
      const created = await tx
        .insertInto('users')
        .values({
          email,
          password_hash: passwordHash,
          first_name: input.first_name,
          last_name: input.last_name,
          middle_name: input.middle_name || null,
          title_id: input.title_id ?? null,
          qualification_id: input.qualification_id ?? null,
          affiliation_id: input.affiliation_id ?? null,
          role_id: input.type === 'reporter' ? ROLE.REPORTER : ROLE.BLOGGER,
          user_type: input.type,
          // The language the person registered in, so that their mails and the app on other devices
          // follow it until they choose another.
          language: client?.askedLocale ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await queueVerificationMail(ctx, tx, created, client);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, AUTH_MESSAGES.emailTaken, [
        { field: 'email', message: AUTH_MESSAGES.emailTaken },
      ]);
    }
    throw error;
  }
  ctx.kickMail();
  return (await issueSession(ctx, user, false)).auth;
}

/** A new access token and the next refresh token of the same session; a reused token ends the session. */
export async function refresh(
  ctx: AuthContext,
  refreshToken: string,
  client: AuthClient,
): Promise<AuthResponse> {
  const rotation = await rotateRefreshToken(ctx.db, refreshToken);
  if (!rotation.ok) {
    if (rotation.reason === 'reused') {
      await recordAudit(ctx.db, {
        actorId: null,
        action: AUDIT_ACTIONS.refreshReused,
        targetType: 'user',
        targetId: rotation.userId ?? null,
        context: client.audit,
      });
    }
    throw new HttpError(401, AUTH_MESSAGES.invalidRefreshToken);
  }
  const user = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', rotation.userId)
    .executeTakeFirst();
  if (!user) throw new HttpError(401, AUTH_MESSAGES.invalidRefreshToken);
  if (user.is_suspended) {
    await endAllSessions(ctx.db, user.id);
    throw new HttpError(403, AUTH_MESSAGES.accountSuspended);
  }
  const access = await signAccessToken(ctx.config.jwtSecret, {
    userId: user.id,
    passwordVersion: user.password_changed_at,
    sessionId: rotation.sessionId,
  });
  return {
    user: presentSessionUser(user),
    access_token: access.token,
    refresh_token: rotation.next.token,
    access_token_exp: access.exp,
    refresh_token_exp: rotation.next.exp,
  };
}

export async function logout(ctx: AuthContext, refreshToken: string): Promise<void> {
  await endSessionOfToken(ctx.db, refreshToken);
}

/** Five mails an hour per address and purpose, counted in the database. */
async function countMailRequest(ctx: AuthContext, key: string): Promise<void> {
  refuseWhileWaiting((await countAttempt(ctx.db, { key, policy: THROTTLES.mail })).waitMs);
}

/** Same answer for every address; a mail only when an active account has it. A new link voids older ones. */
export async function requestPasswordReset(
  ctx: AuthContext,
  rawEmail: string,
  client: AuthClient,
): Promise<void> {
  const startedAt = performance.now();
  const email = normalizeEmail(rawEmail);
  await countMailRequest(ctx, `mail:reset:${email}`);
  const user = await ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  if (user && !user.is_suspended) {
    await ctx.db.transaction().execute(async (tx) => {
      await voidEmailTokens(tx, user.id, 'reset_password');
      const token = await createEmailToken(tx, user.id, 'reset_password');
      await recordAudit(tx, {
        actorId: null,
        action: AUDIT_ACTIONS.resetRequested,
        targetType: 'user',
        targetId: user.id,
        context: client.audit,
      });
      await enqueueMail(
        tx,
        email,
        passwordResetMail(
          user.first_name,
          resetLink(ctx, token, email),
          recipientLocale(user.language, client.locale),
        ),
        {
          category: 'password_reset',
          userId: user.id,
        },
      );
    });
    ctx.kickMail();
  }
  await padTo(startedAt, MIN_MAIL_REQUEST_MS);
}

/**
 * A reset link works once and within the hour. The new password ends every session, voids other reset
 * links and lifts the account's sign-in wait; proving the mailbox also verifies the address. No tokens
 * are returned (no auto-login).
 */
export async function resetPassword(
  ctx: AuthContext,
  input: ResetPasswordRequest,
  client: AuthClient,
): Promise<void> {
  const email = normalizeEmail(input.email);
  const owner = await ctx.db
    .selectFrom('users')
    .select(['first_name', 'middle_name', 'last_name'])
    .where('email', '=', email)
    .executeTakeFirst();
  assertPasswordPolicy(input.password, {
    email,
    names: owner ? [owner.first_name, owner.middle_name, owner.last_name] : [],
  });
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction().execute(async (tx) => {
    const userId = await consumeEmailToken(tx, { token: input.token, email, purpose: 'reset_password' });
    if (userId === null) return null;
    const now = new Date().toISOString();
    const updated = await tx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now, is_verified: true })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await endAllSessions(tx, userId);
    await voidEmailTokens(tx, userId, 'reset_password');
    await clearThrottles(tx, [accountThrottle(email)]);
    await recordAudit(tx, {
      actorId: userId,
      action: AUDIT_ACTIONS.resetCompleted,
      targetType: 'user',
      targetId: userId,
      context: client.audit,
    });
    await enqueueMail(
      tx,
      email,
      passwordChangedMail(
        updated.first_name,
        `${ctx.config.publicUrl}/auth/login`,
        recipientLocale(updated.language, client.locale),
      ),
      { category: 'password_changed', userId },
    );
    return updated;
  });
  if (!user) throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
  ctx.kickMail();
}

export async function resendVerification(
  ctx: AuthContext,
  rawEmail: string,
  client?: AuthClient,
): Promise<void> {
  const startedAt = performance.now();
  const email = normalizeEmail(rawEmail);
  await countMailRequest(ctx, `mail:verify:${email}`);
  const user = await ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  if (user && !user.is_verified && !user.is_suspended) {
    await ctx.db.transaction().execute(async (tx) => {
      await queueVerificationMail(ctx, tx, user, client);
    });
    ctx.kickMail();
  }
  await padTo(startedAt, MIN_MAIL_REQUEST_MS);
}

export async function verifyEmail(
  ctx: AuthContext,
  input: { code: string; email: string },
): Promise<VerifyEmailResponse> {
  const email = normalizeEmail(input.email);
  const user = await ctx.db.transaction().execute(async (tx) => {
    const userId = await consumeEmailToken(tx, { token: input.code, email, purpose: 'verify_email' });
    if (userId === null) return null;
    return tx
      .updateTable('users')
      .set({ is_verified: true, updated_at: new Date().toISOString() })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (!user) throw badRequest(AUTH_MESSAGES.verificationLinkInvalid);
  return { message: AUTH_MESSAGES.emailVerified, user: presentSessionUser(user) };
}
