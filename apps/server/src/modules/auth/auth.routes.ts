import {
  AuthResponseSchema,
  ErrorResponseSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LogoutRequestSchema,
  MessageResponseSchema,
  RefreshTokenRequestSchema,
  RegisterRequestSchema,
  ResendVerificationRequestSchema,
  ResetPasswordRequestSchema,
  VerifyEmailQuerySchema,
  VerifyEmailResponseSchema,
  AUTH_MESSAGES,
  XSRF_COOKIE,
} from '@outbreak-watch/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from '../../lib/device-cookie.js';
import { askedLocale, requestLocale } from '../../lib/i18n.js';
import { randomToken } from '../../lib/tokens.js';
import { auditContextOf } from '../audit/audit.service.js';
import type { AuthClient, AuthContext } from './auth.context.js';
import * as auth from './auth.service.js';
import { login } from './sign-in.service.js';

const clientOf = (request: FastifyRequest): AuthClient => ({
  audit: auditContextOf(request),
  deviceCookie: request.cookies[DEVICE_COOKIE],
  locale: requestLocale(request),
  askedLocale: askedLocale(request),
});

const tags = ['auth'];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

export const authRoutes: FastifyPluginAsyncZod<{ context: AuthContext }> = async (app, { context }) => {
  // Per client address, on top of the API-wide limit; per-account limits live in the service.
  const config = { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } };
  const secureCookie = app.config.publicUrl.startsWith('https://');

  /** A fresh double-submit token with every new session (spec §6 header rule). */
  const setXsrfCookie = (reply: FastifyReply) =>
    reply.setCookie(XSRF_COOKIE, randomToken(), {
      path: '/',
      sameSite: 'strict',
      secure: secureCookie,
      httpOnly: false,
    });

  /** The browser's proof that it signed in to this account before (lib/device-cookie.ts). */
  const setDeviceCookie = (reply: FastifyReply, value: string) =>
    reply.setCookie(DEVICE_COOKIE, value, {
      path: '/api',
      sameSite: 'strict',
      secure: secureCookie,
      httpOnly: true,
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });

  app.post(
    '/register',
    {
      config,
      schema: {
        tags,
        summary: 'Create a blogger or reporter account',
        body: RegisterRequestSchema,
        response: { 201: AuthResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await auth.register(context, request.body, clientOf(request));
      setXsrfCookie(reply);
      return reply.code(201).send(session);
    },
  );

  app.post(
    '/login',
    {
      config,
      schema: {
        tags,
        summary: 'Sign in',
        body: LoginRequestSchema,
        response: { 200: AuthResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const signIn = await login(context, request.body, clientOf(request));
      setXsrfCookie(reply);
      setDeviceCookie(reply, signIn.deviceCookie);
      return signIn.session;
    },
  );

  app.post(
    '/refresh_token',
    {
      config,
      schema: {
        tags,
        summary: 'Exchange a refresh token for new tokens (rotation)',
        body: RefreshTokenRequestSchema,
        response: { 200: AuthResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await auth.refresh(context, request.body.refresh_token, clientOf(request));
      setXsrfCookie(reply);
      return session;
    },
  );

  app.post(
    '/logout',
    {
      config,
      schema: {
        tags,
        summary: 'Sign out: end the session, its refresh tokens and its access tokens',
        body: LogoutRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await auth.logout(context, request.body.refresh_token);
      reply.clearCookie(XSRF_COOKIE, { path: '/' });
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

  app.post(
    '/forgot-password',
    {
      config,
      schema: {
        tags,
        summary: 'Mail a password reset link',
        body: ForgotPasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(context, request.body.email, clientOf(request));
      return { message: AUTH_MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/reset-password',
    {
      config,
      schema: {
        tags,
        summary: 'Set a new password with a reset link',
        body: ResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(context, request.body, clientOf(request));
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/resend-verification',
    {
      config,
      schema: {
        tags,
        summary: 'Mail a new verification link',
        body: ResendVerificationRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.resendVerification(context, request.body.email, clientOf(request));
      return { message: AUTH_MESSAGES.verificationSent };
    },
  );

  app.get(
    '/verify-email',
    {
      config,
      schema: {
        tags,
        summary: 'Verify an email address with the mailed code',
        querystring: VerifyEmailQuerySchema,
        response: { 200: VerifyEmailResponseSchema, ...errors },
      },
    },
    async (request) => auth.verifyEmail(context, request.query),
  );
};
