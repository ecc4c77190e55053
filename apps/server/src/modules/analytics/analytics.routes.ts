import {
  AnalyticsQuerySchema,
  AnalyticsResponseSchema,
  EPICURVE_HISTORY_YEARS,
  EPICURVE_MAX_WEEKS,
  EpicurveQuerySchema,
  EpicurveResponseSchema,
  ErrorResponseSchema,
  type EpicurveResponse,
  AnalyticsPlacesQuerySchema,
  AnalyticsPlacesResponseSchema,
  ANALYTICS_PLACES_SHOWN,
  DEFAULT_PLACE_LEVEL,
  type AnalyticsPlace,
  type AnalyticsPlacesFilters,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { AggregateCache, sendVersioned } from '../stats/aggregate-cache.js';
import { readDataVersion } from '../stats/outbreak-stats.js';
import { analyticsPlacesCsv, placesCsvFileName } from './analytics-places.csv.js';
import { listAnalyticsPlaces } from './analytics-places.js';
import {
  analyticsAggregateFilters,
  recentAnalyticsOutbreaks,
  summarizeAnalytics,
  type AnalyticsSummary,
} from './analytics.service.js';
import { computeEpicurve, epicurveRequest } from './epicurve.service.js';

/** The places of a query, at its level (countries by default), with the filters' cache key. */
async function placesRequest(app: FastifyInstance, query: AnalyticsPlacesFilters) {
  const { level = DEFAULT_PLACE_LEVEL, ...rest } = query;
  const { filters, range } = await analyticsAggregateFilters(app.db, rest);
  return {
    level,
    range,
    key: JSON.stringify({ filters, level }),
    list: (version: number) => listAnalyticsPlaces(app.db, filters, range, level, version),
  };
}

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only the viewer-independent part is shared; the recent rows carry reporter fields per viewer.
  const cache = new AggregateCache<AnalyticsSummary>();
  const placesCache = new AggregateCache<AnalyticsPlace[]>();

  app.get(
    '/analytics',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Summary cards, chart series and the first ten outbreaks for the analytics filters',
        description:
          'Defaults to the last 30 days; `days=all` is all time. Computed over every matching outbreak from ' +
          'the outbreak summary; the weekly and monthly series have every period of the range, zero-filled. ' +
          'The ETag follows the data version and changes with every committed write.',
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

  app.get(
    '/analytics/places',
    {
      schema: {
        tags: ['analytics'],
        summary: 'The places with the most cases for the analytics filters, by country, region or sub-region',
        description:
          'Outbreaks, cases, deaths, case fatality rate, mean attack rate and rates per 100,000; a region’s ' +
          'population is the sum of its countries’. The first ten places; `places.csv` has them all.',
        querystring: AnalyticsPlacesQuerySchema,
        response: { 200: AnalyticsPlacesResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const places = await placesRequest(app, request.query);
      const answer = await sendVersioned(app.db, request, reply, {
        cache: placesCache,
        key: places.key,
        compute: places.list,
      });
      if (!answer) return reply;
      return {
        range: places.range,
        level: places.level,
        total_places: answer.value.length,
        places: answer.value.slice(0, ANALYTICS_PLACES_SHOWN),
      };
    },
  );

  app.get(
    '/analytics/places.csv',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Every place of the analytics places table as CSV (RFC 4180), for the same filters',
        querystring: AnalyticsPlacesQuerySchema,
        response: { 200: z.any().describe('text/csv'), 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const places = await placesRequest(app, request.query);
      const day = new Date().toISOString().slice(0, 10);
      const list = await places.list(await readDataVersion(app.db));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${placesCsvFileName(places.level, day)}"`)
        .header('Cache-Control', 'no-store')
        .send(analyticsPlacesCsv(list, places.level, places.range));
    },
  );
};
