import {
  ChangeOutbreakStatusRequestSchema,
  CorrectOutbreakRequestSchema,
  ErrorResponseSchema,
  IdParamSchema,
  OutbreakHistoryResponseSchema,
  OutbreakSchema,
  RemoveOutbreakRequestSchema,
  ROLE,
  VerificationOutbreakSchema,
  VerificationQueueQuerySchema,
  VerificationQueueResponseSchema,
} from '@outbreak-watch/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../plugins/auth.js';
import { adminContextOf } from '../admin/admin-context.js';
import { notifyContextOf } from '../notifications/notify.service.js';
import { getOutbreakHistory } from './outbreak-history.js';
import { getVerificationOutbreak, listVerificationQueue } from './verification.queue.js';
import * as verification from './verification.service.js';

const tags = ['verification'];
const security = [{ bearerAuth: [] }];
const denied = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const refused = { 400: ErrorResponseSchema, ...denied, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

/** Admins only: 401 for visitors, 403 for everyone else, before the request is even validated. */
const adminRoutes: FastifyPluginAsyncZod = async (admin) => {
  // Before validation: a visitor learns nothing about these endpoints but that they need a sign-in.
  admin.addHook('onRequest', requireRole(ROLE.ADMIN, ROLE.SUPER_ADMIN));

  const context = (request: FastifyRequest) => ({
    ...adminContextOf(request),
    notify: notifyContextOf(admin.config),
  });
  const afterChange = () => {
    admin.publicOutbreakCache.clear();
    admin.mail.kick();
  };

  admin.get(
    '/admin/outbreaks',
    {
      schema: {
        tags,
        security,
        summary: 'The verification queue: unconfirmed reports oldest first (or confirmed, or all)',
        querystring: VerificationQueueQuerySchema,
        response: { 200: VerificationQueueResponseSchema, 400: ErrorResponseSchema, ...denied },
      },
    },
    async (request) => listVerificationQueue(admin.db, { query: request.query, viewer: request.user! }),
  );

  admin.get(
    '/admin/outbreaks/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One outbreak with its assessment answers and its history (who did what)',
        params: IdParamSchema,
        response: { 200: VerificationOutbreakSchema, ...refused },
      },
    },
    async (request) => getVerificationOutbreak(admin.db, { id: request.params.id, viewer: request.user! }),
  );

  admin.put(
    '/admin/outbreaks/:id/confirm',
    {
      schema: {
        tags,
        security,
        summary: 'Confirm a report',
        params: IdParamSchema,
        response: { 200: OutbreakSchema, ...refused },
      },
    },
    async (request) => {
      const outbreak = await verification.confirmOutbreak(admin.db, {
        id: request.params.id,
        ...context(request),
      });
      afterChange();
      return outbreak;
    },
  );

  admin.put(
    '/admin/outbreaks/:id/status',
    {
      schema: {
        tags,
        security,
        summary: "Change an outbreak's status",
        params: IdParamSchema,
        body: ChangeOutbreakStatusRequestSchema,
        response: { 200: OutbreakSchema, ...refused },
      },
    },
    async (request) => {
      const outbreak = await verification.changeOutbreakStatus(admin.db, {
        id: request.params.id,
        status: request.body.status,
        ...context(request),
      });
      afterChange();
      return outbreak;
    },
  );

  admin.put(
    '/admin/outbreaks/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Correct what the reporter entered; the metrics are recomputed from the answers',
        params: IdParamSchema,
        body: CorrectOutbreakRequestSchema,
        response: { 200: OutbreakSchema, ...refused },
      },
    },
    async (request) => {
      const outbreak = await verification.correctOutbreak(admin.db, {
        id: request.params.id,
        input: request.body,
        ...context(request),
      });
      afterChange();
      return outbreak;
    },
  );

  admin.delete(
    '/admin/outbreaks/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove an outbreak, with a reason (a tombstone is kept for the feeds)',
        params: IdParamSchema,
        body: RemoveOutbreakRequestSchema,
        response: { 204: z.null(), ...refused },
      },
    },
    async (request, reply) => {
      await verification.removeOutbreak(admin.db, {
        id: request.params.id,
        reason: request.body.reason,
        ...context(request),
      });
      afterChange();
      return reply.code(204).send(null);
    },
  );
};

/**
 * The verification team's outbreak work (admins): the queue, confirm, status, correct, remove. Each
 * change empties the visitors' cache of outbreak answers, so the next visitor sees it at once. The
 * public history of an outbreak is served here too.
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbreaks/:id/history',
    {
      schema: {
        tags: ['outbreaks'],
        summary: 'What the verification team did to an outbreak, oldest first',
        params: IdParamSchema,
        response: { 200: OutbreakHistoryResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => getOutbreakHistory(app.db, { outbreakId: request.params.id, viewer: request.user }),
  );

  await app.register(adminRoutes);
};
