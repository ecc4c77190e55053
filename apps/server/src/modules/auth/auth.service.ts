import {
  AUTH_MESSAGES,
  ROLE,
  type AuthResponse,
  type LoginRequest,
  type RegisterRequestSchema,
  type ResetPasswordRequest,
  type VerifyEmailResponse,
} from '@outbreak-watch/domain';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import type { UsersTable } from '../../db/schema.js';
import { badRequest, HttpError } from '../../http-error.js';
import { enqueueMail } from '../../mail/outbox.js';
import { passwordChangedMail, passwordResetMail, verificationMail } from '../../mail/templates.js';
import { normalizeEmail, type AuthContext } from './auth.context.js';
import { presentSessionUser } from './auth.presenters.js';
import { consumeEmailToken, createEmailToken, voidEmailTokens } from './email-tokens.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher.js';
import { passwordPolicyProblem } from './password-policy.js';
import {
  issueRefreshToken,
  revokeAllRefreshTokens,
  revokeRefreshTokenFamily,
  rotateRefreshToken,
} from './refresh-tokens.js';
import { signAccessToken } from './tokens.js';
import type { AttemptLimiter } from './attempt-limiter.js';

type UserRow = Selectable<UsersTable>;
type RegisterInput = z.output<typeof RegisterRequestSchema>;

/** Forgot-password and resend answers take at least this long, whether or not the account exists. */
const MIN_MAIL_REQUEST_MS = 300;

const verifyLink = (ctx: AuthContext, token: string, email: string) =>
  `${ctx.config.publicUrl}/verify-email?code=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
const resetLink = (ctx: AuthContext, token: string, email: string) =>
  `${ctx.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;

function assertPasswordPolicy(password: string): void {
  const problem = passwordPolicyProblem(password);
  if (problem) throw badRequest(problem, [{ field: 'password', message: problem }]);
}

function tooManyAttempts(limiter: AttemptLimiter, key: string): void {
  const waitMs = limiter.retryAfterMs(key);
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts(Math.ceil(seconds / 60)), undefined, {
      'Retry-After': String(seconds),
    });
  }
}

async function padTo(startedAt: number, minimumMs: number): Promise<void> {
  const remaining = minimumMs - (performance.now() - startedAt);
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}

/** A new session: a 15-minute access token and a new refresh-token family. */
async function issueSession(ctx: AuthContext, user: UserRow): Promise<AuthResponse> {
  const access = await signAccessToken(ctx.config.jwtSecret, {
    userId: user.id,
    passwordVersion: user.password_changed_at,
  });
  const refresh = await issueRefreshToken(ctx.db, user.id);
  return {
    user: presentSessionUser(user),
    access_token: access.token,
    refresh_token: refresh.token,
    access_token_exp: access.exp,
    refresh_token_exp: refresh.exp,
  };
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

/** Self-registration (spec §2 Register): a blogger or reporter, never more, with a verification mail. */
export async function register(ctx: AuthContext, input: RegisterInput): Promise<AuthResponse> {
  assertPasswordPolicy(input.password);
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
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const token = await createEmailToken(tx, created.id, 'verify_email');
      await enqueueMail(tx, email, verificationMail(created.first_name, verifyLink(ctx, token, email)));
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
  return issueSession(ctx, user);
}

/** Wrong password and unknown email give the same answer in about the same time. */
export async function login(ctx: AuthContext, input: LoginRequest): Promise<AuthResponse> {
  const email = normalizeEmail(input.email);
  tooManyAttempts(ctx.limits.login, email);
  // Counted before the (slow) password check, so parallel guesses cannot all slip under the limit.
  ctx.limits.login.record(email);
  const user = await ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const isValid =
    user && input.password.length <= 128
      ? await verifyPassword(user.password_hash, input.password)
      : await verifyAgainstDummy(input.password);
  if (!user || !isValid) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  if (user.is_suspended) throw new HttpError(403, AUTH_MESSAGES.accountSuspended);
  ctx.limits.login.reset(email);
  return issueSession(ctx, user);
}

export async function refresh(ctx: AuthContext, refreshToken: string): Promise<AuthResponse> {
  const rotation = await rotateRefreshToken(ctx.db, refreshToken);
  if (!rotation.ok) throw new HttpError(401, AUTH_MESSAGES.invalidRefreshToken);
  const user = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', rotation.userId)
    .executeTakeFirst();
  if (!user) throw new HttpError(401, AUTH_MESSAGES.invalidRefreshToken);
  if (user.is_suspended) {
    await revokeAllRefreshTokens(ctx.db, user.id);
    throw new HttpError(403, AUTH_MESSAGES.accountSuspended);
  }
  const access = await signAccessToken(ctx.config.jwtSecret, {
    userId: user.id,
    passwordVersion: user.password_changed_at,
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
  await revokeRefreshTokenFamily(ctx.db, refreshToken);
}

/** Same answer for every address; a mail only when an active account has it. */
export async function requestPasswordReset(ctx: AuthContext, rawEmail: string): Promise<void> {
  const startedAt = performance.now();
  const email = normalizeEmail(rawEmail);
  tooManyAttempts(ctx.limits.mailRequests, `reset:${email}`);
  ctx.limits.mailRequests.record(`reset:${email}`);
  const user = await ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  if (user && !user.is_suspended) {
    await ctx.db.transaction().execute(async (tx) => {
      const token = await createEmailToken(tx, user.id, 'reset_password');
      await enqueueMail(tx, email, passwordResetMail(user.first_name, resetLink(ctx, token, email)));
    });
    ctx.kickMail();
  }
  await padTo(startedAt, MIN_MAIL_REQUEST_MS);
}

/**
 * A reset link works once and within the hour. The new password ends every session and voids other
 * reset links; proving the mailbox also verifies the address. No tokens are returned (no auto-login).
 */
export async function resetPassword(ctx: AuthContext, input: ResetPasswordRequest): Promise<void> {
  assertPasswordPolicy(input.password);
  const email = normalizeEmail(input.email);
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
    await revokeAllRefreshTokens(tx, userId);
    await voidEmailTokens(tx, userId, 'reset_password');
    await enqueueMail(
      tx,
      email,
      passwordChangedMail(updated.first_name, `${ctx.config.publicUrl}/auth/login`),
    );
    return updated;
  });
  if (!user) throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
  ctx.kickMail();
}

export async function resendVerification(ctx: AuthContext, rawEmail: string): Promise<void> {
  const startedAt = performance.now();
  const email = normalizeEmail(rawEmail);
  tooManyAttempts(ctx.limits.mailRequests, `verify:${email}`);
  ctx.limits.mailRequests.record(`verify:${email}`);
  const user = await ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  if (user && !user.is_verified && !user.is_suspended) {
    await ctx.db.transaction().execute(async (tx) => {
      const token = await createEmailToken(tx, user.id, 'verify_email');
      await enqueueMail(tx, email, verificationMail(user.first_name, verifyLink(ctx, token, email)));
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
