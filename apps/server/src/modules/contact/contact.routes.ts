import { ContactRequestSchema, ContactResponseSchema, ErrorResponseSchema } from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/i18n.js';
import { sendContactMessage } from './contact.service.js';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team (queued by mail, with a confirmation to the sender)',
        body: ContactRequestSchema,
        response: { 200: ContactResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      const answer = await sendContactMessage(app.db, {
        form: request.body,
        ip: request.ip,
        contactEmail: app.config.contactEmail,
        locale: requestLocale(request),
      });
      app.mail.kick();
      return answer;
    },
  );
};
