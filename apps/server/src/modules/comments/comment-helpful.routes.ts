import { CommentHelpfulStateSchema, ErrorResponseSchema, IdParamSchema } from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.js';
import { markHelpful, unmarkHelpful } from './comment-helpful.service.js';

const schema = {
  tags: ['comments'],
  security: [{ bearerAuth: [] }],
  params: IdParamSchema,
  response: {
    200: CommentHelpfulStateSchema,
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    403: ErrorResponseSchema,
    404: ErrorResponseSchema,
  },
};

export const commentHelpfulRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/comments/:id/helpful',
    {
      preHandler: requireAuth,
      schema: { ...schema, summary: 'Mark a comment helpful (signed in; once per member)' },
    },
    async (request) => markHelpful(app.db, { commentId: request.params.id, viewer: request.user! }),
  );

  app.delete(
    '/comments/:id/helpful',
    {
      preHandler: requireAuth,
      schema: { ...schema, summary: 'Take back a Helpful mark' },
    },
    async (request) => unmarkHelpful(app.db, { commentId: request.params.id, viewer: request.user! }),
  );
};
