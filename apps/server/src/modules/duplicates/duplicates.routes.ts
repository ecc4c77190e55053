import {
  ErrorResponseSchema,
  IdParamSchema,
  MergeOutbreakRequestSchema,
  NotDuplicateRequestSchema,
  OutbreakSchema,
  PossibleDuplicateSchema,
  ROLE,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../plugins/auth.js';
import { adminContextOf } from '../admin/admin-context.js';
import { markNotDuplicate } from './duplicates.service.js';
import { mergeOutbreak } from './merge.service.js';

const tags = ['verification'];
const security = [{ bearerAuth: [] }];
const refused = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** The verification team's decisions on duplicates (admins only): merge, or "not a duplicate". */
export const duplicateRoutes: FastifyPluginAsyncZod = async (admin) => {
  // Before validation, as every admin endpoint: a visitor learns only that a sign-in is needed.
  admin.addHook('onRequest', requireRole(ROLE.ADMIN, ROLE.SUPER_ADMIN));

  admin.post(
    '/admin/outbreaks/:id/merge',
    {
      schema: {
        tags,
        security,
        summary: 'Merge a duplicate into the outbreak it repeats; answers the survivor',
        description:
          'Comments, follows and history move to the survivor; the merged report leaves every list, ' +
          'summary and series, and `GET /api/outbreaks/{id}` of it answers 308 to the survivor.',
        params: IdParamSchema,
        body: MergeOutbreakRequestSchema,
        response: { 200: OutbreakSchema, ...refused },
      },
    },
    async (request) => {
      const survivor = await mergeOutbreak(admin.db, {
        id: request.params.id,
        survivorId: request.body.survivor_id,
        ...adminContextOf(request),
      });
      admin.publicOutbreakCache.clear();
      return survivor;
    },
  );

  admin.post(
    '/admin/outbreaks/:id/not-duplicate',
    {
      schema: {
        tags,
        security,
        summary: 'Record that two outbreaks are not duplicates; answers the remaining likely duplicates',
        params: IdParamSchema,
        body: NotDuplicateRequestSchema,
        response: { 200: z.object({ duplicates: z.array(PossibleDuplicateSchema) }), ...refused },
      },
    },
    async (request) => ({
      duplicates: await markNotDuplicate(admin.db, {
        id: request.params.id,
        otherId: request.body.other_id,
        ...adminContextOf(request),
      }),
    }),
  );
};
