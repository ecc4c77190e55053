import { AnalyticsQuerySchema, AnalyticsResponseSchema, ErrorResponseSchema } from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AggregateCache, sendVersioned } from '../stats/aggregate-cache.js';
import {
  analyticsAggregateFilters,
  recentAnalyticsOutbreaks,
  summarizeAnalytics,
  type AnalyticsSummary,
} from './analytics.service.js';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only the viewer-independent part is shared; the recent rows carry reporter fields per viewer.
  const cache = new AggregateCache<AnalyticsSummary>();

  app.get(
    '/analytics',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Summary cards, chart series and the first ten outbreaks for the analytics filters',
        description:
          'Defaults to the last 30 days. Computed over every matching outbreak from the outbreak summary; ' +
          'the ETag follows the data version and changes with every committed write.',
        querystring: AnalyticsQuerySchema,
        response: { 200: AnalyticsResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { filters, range } = await analyticsAggregateFilters(app.db, request.query);
      const key = JSON.stringify(filters);
      const viewer = request.user;
      const answer = await sendVersioned(app.db, request, reply, {
        cache,
        key,
        // The recent rows name reporters to admins and to the reporter: the ETag is per viewer.
        varyBy: viewer ? `${viewer.id}:${viewer.role_id}` : undefined,
        compute: (version) => summarizeAnalytics(app.db, filters, range, version),
      });
      if (!answer) return reply;
      return {
        ...answer.value,
        recent: await recentAnalyticsOutbreaks(app.db, filters, viewer, answer.version),
      };
    },
  );
};
