import {
  CommentListQuerySchema,
  CommentListResponseSchema,
  CommentSchema,
  CreateCommentRequestSchema,
  ErrorResponseSchema,
  IdParamSchema,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireVerified } from '../../plugins/auth.js';
import * as comments from './comments.service.js';
import { notifyContextOf } from '../notifications/notify.service.js';

const tags = ['comments'];

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbreaks/:id/comments',
    {
      schema: {
        tags,
        summary: "An outbreak's expert comments, newest first",
        params: IdParamSchema,
        querystring: CommentListQuerySchema,
        response: { 200: CommentListResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) =>
      comments.listComments(app.db, {
        outbreakId: request.params.id,
        ...request.query,
        viewer: request.user,
      }),
  );

  app.post(
    '/outbreaks/:id/comments',
    {
      preHandler: requireVerified,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Comment on an outbreak (signed in, verified)',
        params: IdParamSchema,
        body: CreateCommentRequestSchema,
        response: {
          201: CommentSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const comment = await comments.createComment(app.db, {
        outbreakId: request.params.id,
        content: request.body.content,
        author: request.user!,
        notify: notifyContextOf(app.config),
      });
      app.mail.kick();
      return reply.code(201).send(comment);
    },
  );
};
