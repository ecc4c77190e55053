import { ErrorResponseSchema, HealthSchema, PublicConfigSchema } from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkDatabase, getPublicConfig } from './system.service.js';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags,
        summary: 'Liveness and database check',
        response: { 200: HealthSchema, 503: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      // A failing database throws; the error handler answers 503 for connection failures.
      await checkDatabase(app.db);
      return { status: 'ok' as const, database: app.database.kind };
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags,
        summary: 'Deployment settings the web app reads at start (map tiles, boundaries, demo flag)',
        response: { 200: PublicConfigSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return getPublicConfig(app.db, app.config);
    },
  );
};
