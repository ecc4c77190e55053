import {
  AnalyticsQuerySchema,
  AnalyticsResponseSchema,
  EPICURVE_HISTORY_YEARS,
  EPICURVE_MAX_WEEKS,
  EpicurveQuerySchema,
  EpicurveResponseSchema,
  ErrorResponseSchema,
  type EpicurveResponse,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AggregateCache, sendVersioned } from '../stats/aggregate-cache.js';
import {
  analyticsAggregateFilters,
  recentAnalyticsOutbreaks,
  summarizeAnalytics,
  type AnalyticsSummary,
} from './analytics.service.js';
import { computeEpicurve, epicurveRequest } from './epicurve.service.js';

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

  const epicurves = new AggregateCache<EpicurveResponse>();

  app.get(
    '/analytics/epicurve',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Epidemic curve: reports or cases per ISO week, stacked, with a five-year historical band',
        description:
          'The analytics filters over the whole ISO weeks holding the range (at most ' +
          `${EPICURVE_MAX_WEEKS} weeks), every week present. \`stack\` is disease (the top diseases and ` +
          'Other) or status; `measure` is reports (default) or cases. Each week carries the same ISO week ' +
          `of the previous ${EPICURVE_HISTORY_YEARS} years (week 53 read as week 52 in years without one; ` +
          "weeks before the service's first report left out) as min, max, mean and mean ± 2 sd.",
        querystring: EpicurveQuerySchema,
        response: { 200: EpicurveResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const curve = await epicurveRequest(app.db, request.query);
      const answer = await sendVersioned(app.db, request, reply, {
        cache: epicurves,
        key: JSON.stringify([curve.range, curve.filters, curve.stack, curve.measure]),
        compute: (version) => computeEpicurve(app.db, curve, version),
      });
      return answer ? answer.value : reply;
    },
  );
};
