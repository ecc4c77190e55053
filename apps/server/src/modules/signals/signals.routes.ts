import {
  ErrorResponseSchema,
  IdParamSchema,
  SignalDetailSchema,
  SignalListQuerySchema,
  SignalListResponseSchema,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSignal, listSignals } from './signals.service.js';

export const signalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/signals',
    {
      schema: {
        tags: ['signals'],
        summary: 'Weeks whose reports or cases exceeded a detection threshold, most exceeded first',
        description:
          'EARS C1, C2 and C3 and the improved Farrington method (Noufaily et al. 2013) over the weekly ' +
          'series of every country and disease, every country and every disease. By default the signals ' +
          'of the current four ISO weeks.',
        querystring: SignalListQuerySchema,
        response: { 200: SignalListResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => listSignals(app.db, request.query),
  );

  app.get(
    '/signals/:id',
    {
      schema: {
        tags: ['signals'],
        summary:
          "A signal with its series chart (observed, expected, threshold, alarms) and its week's reports",
        params: IdParamSchema,
        response: { 200: SignalDetailSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => getSignal(app.db, request.params.id),
  );
};
