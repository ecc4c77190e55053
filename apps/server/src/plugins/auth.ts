import { AUTH_MESSAGES, XSRF_COOKIE, XSRF_HEADER } from '@outbreak-watch/domain';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../http-error.js';
import { safeEqual, verifyAccessToken } from '../modules/auth/tokens.js';

/** The signed-in user as every request sees it, read from the database on each request. */
export interface AuthUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role_id: number;
  is_verified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
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
  // Read on every request, so a suspension or a password change takes effect at once.
  const user = await app.db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'role_id',
      'is_verified',
      'is_suspended',
      'password_changed_at',
    ])
    .where('id', '=', claims.userId)
    .executeTakeFirst();
  if (!user || user.password_changed_at !== claims.passwordVersion) {
    request.authProblem = 'invalid';
    return;
  }
  if (user.is_suspended) {
    request.authProblem = 'suspended';
    return;
  }
  request.user = {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    role_id: user.role_id,
    is_verified: user.is_verified,
  };
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
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

/** Signed in with one of these roles. */
export function requireRole(...roles: number[]): preHandlerAsyncHookHandler {
  return async function (request, reply) {
    await requireAuth.call(this, request, reply);
    if (!request.user || !roles.includes(request.user.role_id))
      throw new HttpError(403, AUTH_MESSAGES.forbidden);
  };
}
