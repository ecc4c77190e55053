import {
  AlertLogQuerySchema,
  AlertLogResponseSchema,
  ErrorResponseSchema,
  ROLE,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth.js';
import { listAlertLog } from './alert-log.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** The admins' alert log: who was notified of what, when, by which channel, and what failed. */
export const alertLogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: 401 for visitors and 403 for others, whatever they sent.
  app.addHook('onRequest', requireRole(ROLE.ADMIN, ROLE.SUPER_ADMIN));

  app.get(
    '/admin/alert-log',
    {
      schema: {
        tags: ['admin: alert log'],
        security: [{ bearerAuth: [] }],
        summary: 'Every delivery of an alert (in-app, e-mail, push), newest first, and the outboxes by state',
        querystring: AlertLogQuerySchema,
        response: { 200: AlertLogResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      return listAlertLog(app.db, { filters, page, limit });
    },
  );
};
