import {
  ErrorResponseSchema,
  IdParamSchema,
  ROLE,
  SignalDetailQuerySchema,
  SignalDetailSchema,
  SignalListQuerySchema,
  SignalListResponseSchema,
  SignalTriageRequestSchema,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth.js';
import { adminContextOf } from '../admin/admin-context.js';
import { notifyContextOf } from '../notifications/notify.service.js';
import { getSignal } from './signal-detail.js';
import { triageSignal } from './signal-triage.service.js';
import { listSignals } from './signals.query.js';

const refused = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** Admins only: 401 for visitors, 403 for everyone else, before the request is even validated. */
const triageRoutes: FastifyPluginAsyncZod = async (admin) => {
  admin.addHook('onRequest', requireRole(ROLE.ADMIN, ROLE.SUPER_ADMIN));
  admin.put(
    '/admin/signals/:id/triage',
    {
      schema: {
        tags: ['signals'],
        security: [{ bearerAuth: [] }],
        summary:
          'Mark a signal under review, a verified event (with its outbreaks) or discarded (with a reason)',
        description:
          'New → under review, verified or discarded; under review → verified or discarded; a verified or ' +
          'discarded signal is reopened by putting it back under review (409 otherwise). Audited; a ' +
          'verified event notifies the followers of its country, disease or region once; discarded signals ' +
          'leave the public list.',
        params: IdParamSchema,
        body: SignalTriageRequestSchema,
        response: { 200: SignalDetailSchema, ...refused },
      },
    },
    async (request) => {
      await triageSignal(admin.db, request.params.id, request.body, {
        ...adminContextOf(request),
        notify: notifyContextOf(admin.config),
      });
      admin.mail.kick();
      return getSignal(admin.db, {
        id: request.params.id,
        viewer: request.user,
        rules: admin.config.signalAlarmRules,
      });
    },
  );
};

export const signalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/signals',
    {
      schema: {
        tags: ['signals'],
        summary: 'Series-weeks whose reports or cases exceeded a detection threshold, most exceeded first',
        description:
          'EARS C1, C2 and C3 and the improved Farrington method (Noufaily et al. 2013) over the weekly ' +
          'series of every country and disease, every country and every disease: one signal per series ' +
          'and week, listing the methods that flag it. By default the signals of the current four ISO ' +
          'weeks over every report; `confirmed=true` for the series of confirmed reports only. Discarded ' +
          'signals are left out (admins may ask for them with `status=discarded`).',
        querystring: SignalListQuerySchema,
        response: { 200: SignalListResponseSchema, 400: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request) => listSignals(app.db, request.query, request.user),
  );

  app.get(
    '/signals/:id',
    {
      schema: {
        tags: ['signals'],
        summary:
          'A signal with its chart (the weeks around its own, by its reference method), its triage and its ' +
          "week's reports",
        params: IdParamSchema,
        querystring: SignalDetailQuerySchema,
        response: { 200: SignalDetailSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) =>
      getSignal(app.db, {
        id: request.params.id,
        confirmed: request.query.confirmed,
        viewer: request.user,
        rules: app.config.signalAlarmRules,
      }),
  );

  await app.register(triageRoutes);
};
