import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUDIT_ACTIONS, AUTH_MESSAGES, XSRF_COOKIE, XSRF_HEADER } from '@outbreak-watch/domain';
import { HttpError } from '../http-error.js';
import { safeEqual, verifyAccessToken } from '../lib/tokens.js';
import { auditContextOf, recordAudit } from '../modules/audit/audit.service.js';

/** The signed-in user as every request sees it, read from the database on each request. */
export interface AuthUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role_id: number;
  is_verified: boolean;
  /** The language they chose (a LOCALES code), if any. */
  language: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** The session the access token names, once it has yielded a user (for logs and the audit log). */
    sessionId: string | null;
    /** Why a bearer token did not yield a user. */
    authProblem: 'invalid' | 'suspended' | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Spec §6: once the XSRF cookie is set, state-changing requests must echo it in the header. */
function checkCsrf(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie = request.cookies[XSRF_COOKIE];
  if (!cookie) return;
  const header = request.headers[XSRF_HEADER];
  if (typeof header !== 'string' || !safeEqual(header, cookie)) {
    throw new HttpError(403, AUTH_MESSAGES.invalidCsrfToken);
  }
}

async function resolveUser(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  if (!header) return;
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const claims = token ? await verifyAccessToken(app.config.jwtSecret, token) : null;
  if (!claims) {
    request.authProblem = 'invalid';
    return;
  }
  // Read on every request with the session, so a suspension, a password change or a sign-out takes
  // effect at once.
  const user = await app.db
    .selectFrom('users as u')
    .innerJoin('sessions as s', (join) =>
      join.onRef('s.user_id', '=', 'u.id').on('s.id', '=', claims.sessionId),
    )
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.role_id',
      'u.is_verified',
      'u.language',
      'u.is_suspended',
      'u.password_changed_at',
      's.expires_at as session_expires_at',
      's.ended_at as session_ended_at',
    ])
    .where('u.id', '=', claims.userId)
    .executeTakeFirst();
  if (!user || user.password_changed_at !== claims.passwordVersion) {
    request.authProblem = 'invalid';
    return;
  }
  // A suspension also ends the sessions; its own answer says why.
  if (user.is_suspended) {
    request.authProblem = 'suspended';
    return;
  }
  if (user.session_ended_at !== null || user.session_expires_at <= new Date().toISOString()) {
    request.authProblem = 'invalid';
    return;
  }
  request.sessionId = claims.sessionId;
  request.user = {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    role_id: user.role_id,
    is_verified: user.is_verified,
    language: user.language,
  };
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('authProblem', null);
  app.addHook('onRequest', async (request) => {
    checkCsrf(request);
    await resolveUser(app, request);
  });
}

/** Signed in and not suspended. */
export const requireAuth: preHandlerAsyncHookHandler = async (request) => {
  if (request.user) return;
  if (request.authProblem === 'suspended') throw new HttpError(403, AUTH_MESSAGES.accountSuspended);
  throw new HttpError(
    401,
    request.authProblem === 'invalid' ? AUTH_MESSAGES.sessionExpired : AUTH_MESSAGES.authenticationRequired,
  );
};

/** Signed in with a verified email address. */
export const requireVerified: preHandlerAsyncHookHandler = async function (request, reply) {
  await requireAuth.call(this, request, reply);
  if (!request.user?.is_verified) throw new HttpError(403, AUTH_MESSAGES.verificationRequired);
};

/**
 * Signed in with one of these roles. A signed-in user refused here (an admin route tried by a blogger) is
 * a security event: it goes to the audit log with the route and the session.
 */
export function requireRole(...roles: number[]): preHandlerAsyncHookHandler {
  return async function (request, reply) {
    await requireAuth.call(this, request, reply);
    const user = request.user!;
    if (roles.includes(user.role_id)) return;
    // The refusal stands even when the audit log cannot be written (the log line says so).
    await recordAudit(this.db, {
      actorId: user.id,
      action: AUDIT_ACTIONS.accessDenied,
      targetType: 'route',
      details: {
        method: request.method,
        route: request.routeOptions.url,
        role_id: user.role_id,
        session_id: request.sessionId,
      },
      context: auditContextOf(request),
    }).catch((error: unknown) => request.log.error({ err: error }, 'access denied: audit entry not written'));
    throw new HttpError(403, AUTH_MESSAGES.forbidden);
  };
}
