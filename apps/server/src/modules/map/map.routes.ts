import {
  ErrorResponseSchema,
  MapCountriesResponseSchema,
  MapQuerySchema,
  type MapCountriesResponse,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AggregateCache, sendVersioned } from '../stats/aggregate-cache.js';
import { listMapCountries, mapAggregateFilters } from './map.service.js';

export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new AggregateCache<MapCountriesResponse>();

  app.get(
    '/map/countries',
    {
      schema: {
        tags: ['map'],
        summary: 'Per-country outbreak totals, means, severity score and band, and the six newest outbreaks',
        description:
          'Computed over every matching outbreak from the outbreak summary. Answers carry an ETag of the ' +
          'data version: it changes with every committed write.',
        querystring: MapQuerySchema,
        response: { 200: MapCountriesResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const filters = mapAggregateFilters(request.query);
      const answer = await sendVersioned(app.db, request, reply, {
        cache,
        key: JSON.stringify(filters),
        compute: () => listMapCountries(app.db, filters),
      });
      return answer ?? reply;
    },
  );
};
