import {
  ErrorResponseSchema,
  IdParamSchema,
  ModerationCommentSchema,
  ModerationListQuerySchema,
  ModerationListResponseSchema,
  ModerationReasonRequestSchema,
  ROLE,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../plugins/auth.js';
import { adminContextOf } from '../admin/admin-context.js';
import * as moderation from './moderation.service.js';

const tags = ['moderation'];
const security = [{ bearerAuth: [] }];
const denied = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const refused = { 400: ErrorResponseSchema, ...denied, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

/** Comment moderation (admins): list, hide with a reason, unhide, delete with a reason. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: 401 for visitors and 403 for others, whatever they sent.
  app.addHook('onRequest', requireRole(ROLE.ADMIN, ROLE.SUPER_ADMIN));

  app.get(
    '/admin/comments',
    {
      schema: {
        tags,
        security,
        summary: 'Every comment, newest first, hidden ones included',
        querystring: ModerationListQuerySchema,
        response: { 200: ModerationListResponseSchema, 400: ErrorResponseSchema, ...denied },
      },
    },
    async (request) => moderation.listModerationComments(app.db, request.query),
  );

  app.put(
    '/admin/comments/:id/hide',
    {
      schema: {
        tags,
        security,
        summary: 'Hide a comment from everyone but admins and its author, with a reason',
        params: IdParamSchema,
        body: ModerationReasonRequestSchema,
        response: { 200: ModerationCommentSchema, ...refused },
      },
    },
    async (request) =>
      moderation.hideComment(app.db, {
        id: request.params.id,
        reason: request.body.reason,
        ...adminContextOf(request),
      }),
  );

  app.put(
    '/admin/comments/:id/unhide',
    {
      schema: {
        tags,
        security,
        summary: 'Show a hidden comment again',
        params: IdParamSchema,
        response: { 200: ModerationCommentSchema, ...refused },
      },
    },
    async (request) =>
      moderation.unhideComment(app.db, { id: request.params.id, ...adminContextOf(request) }),
  );

  app.delete(
    '/admin/comments/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a comment, with a reason',
        params: IdParamSchema,
        body: ModerationReasonRequestSchema,
        response: { 204: z.null(), ...refused },
      },
    },
    async (request, reply) => {
      await moderation.deleteComment(app.db, {
        id: request.params.id,
        reason: request.body.reason,
        ...adminContextOf(request),
      });
      return reply.code(204).send(null);
    },
  );
};
