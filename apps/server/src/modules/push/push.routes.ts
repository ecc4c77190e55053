import {
  ErrorResponseSchema,
  MessageResponseSchema,
  PUSH_MESSAGES,
  PushPublicKeyResponseSchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.js';
import { deleteSubscription, saveSubscription } from './push.service.js';

const tags = ['push'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/push/public-key',
    {
      schema: {
        tags,
        summary: 'The server’s VAPID public key, for PushManager.subscribe’s applicationServerKey',
        response: { 200: PushPublicKeyResponseSchema },
      },
    },
    async () => ({ public_key: app.config.vapid.publicKey }),
  );

  app.post(
    '/push/subscriptions',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Receive push notifications on this browser (its PushSubscription as JSON)',
        body: PushSubscriptionSchema,
        response: { 201: MessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await saveSubscription(app.db, request.user!.id, request.body, request.headers['user-agent']);
      return reply.code(201).send({ message: PUSH_MESSAGES.subscribed });
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Stop push notifications to this browser (by its endpoint)',
        body: PushUnsubscribeSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteSubscription(app.db, request.user!.id, request.body.endpoint);
      return { message: PUSH_MESSAGES.unsubscribed };
    },
  );
};
