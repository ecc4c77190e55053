import { ErrorResponseSchema, MapCountriesResponseSchema, MapQuerySchema } from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSerializedJson, SerializedJson } from '../../lib/serialized-json.js';
import { AggregateCache, sendVersioned } from '../stats/aggregate-cache.js';
import { outbreakCube } from '../stats/outbreak-cube-source.js';
import { readDataVersion } from '../stats/outbreak-stats.js';
import { listMapCountries, mapAggregateFilters } from './map.service.js';

export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new AggregateCache<SerializedJson>();

  // The in-memory summary loads on first use; a listening server loads it at once, in the background,
  // so that the first visitor of the map does not wait for it.
  app.addHook('onListen', (done) => {
    void readDataVersion(app.db)
      .then((version) => outbreakCube(app.db, version))
      .catch((error: unknown) => app.log.error({ err: error }, 'loading the outbreak summary failed'));
    done();
  });

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
      const filters = await mapAggregateFilters(app.db, request.query);
      const answer = await sendVersioned(app.db, request, reply, {
        cache,
        key: JSON.stringify(filters),
        // Kept serialised and compressed: an answer for every country is a few hundred kilobytes of
        // JSON, and writing it out again for each request would cost more than computing it.
        compute: async (version) =>
          SerializedJson.of(
            reply,
            await listMapCountries(app.db, filters, version, app.config.mapMinReports),
          ),
      });
      return answer ? sendSerializedJson(request, reply, answer.value) : reply;
    },
  );
};
