import { ErrorResponseSchema, IdParamSchema, MemberFollowStateSchema } from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireVerified } from '../../plugins/auth.js';
import { followMember, unfollowMember } from './member-follows.service.js';

const schema = {
  tags: ['profile'],
  security: [{ bearerAuth: [] }],
  params: IdParamSchema,
  response: {
    200: MemberFollowStateSchema,
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    403: ErrorResponseSchema,
    404: ErrorResponseSchema,
  },
};

export const memberFollowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/users/:id/follow',
    {
      preHandler: requireVerified,
      schema: { ...schema, summary: 'Follow a member (signed in, verified)' },
    },
    async (request) => followMember(app.db, { viewer: request.user!, memberId: request.params.id }),
  );

  app.delete(
    '/users/:id/follow',
    {
      preHandler: requireVerified,
      schema: { ...schema, summary: 'Stop following a member (signed in, verified)' },
    },
    async (request) => unfollowMember(app.db, { viewer: request.user!, memberId: request.params.id }),
  );
};
