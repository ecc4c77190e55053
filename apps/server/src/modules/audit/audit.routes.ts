import {
  AuditActionsResponseSchema,
  AuditFiltersSchema,
  AuditListQuerySchema,
  AuditListResponseSchema,
  ErrorResponseSchema,
  ROLE,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../plugins/auth.js';
import { auditCsv, listAuditActions, listAuditEntries } from './audit.query.js';

const tags = ['audit'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** The audit log viewer (admins): every admin action and security event, newest first, and its CSV. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: 401 for visitors and 403 for others, whatever they sent.
  app.addHook('onRequest', requireRole(ROLE.ADMIN, ROLE.SUPER_ADMIN));

  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        security,
        summary: 'The audit log, newest first, with filters and paging',
        querystring: AuditListQuerySchema,
        response: { 200: AuditListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      return listAuditEntries(app.db, { filters, page, limit });
    },
  );

  app.get(
    '/admin/audit/actions',
    {
      schema: {
        tags,
        security,
        summary: 'Every action name in the log, for the filter',
        response: { 200: AuditActionsResponseSchema, ...errors },
      },
    },
    async () => ({ actions: await listAuditActions(app.db) }),
  );

  app.get(
    '/admin/audit/export.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The filtered audit log as CSV (RFC 4180), newest first, streamed',
        querystring: AuditFiltersSchema,
        // The CSV is streamed as it is read, so it bypasses the JSON serialiser.
        response: { 200: z.any().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(auditCsv(app.db, request.query));
    },
  );
};
