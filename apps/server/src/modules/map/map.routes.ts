import {
  ErrorResponseSchema,
  MapCountriesResponseSchema,
  MapFramesQuerySchema,
  MapFramesResponseSchema,
  MAP_FRAME_MAX,
  MapQuerySchema,
  todayUtc,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSerializedJson, SerializedJson } from '../../lib/serialized-json.js';
import { AggregateCache, sendVersioned } from '../stats/aggregate-cache.js';
import { outbreakCube } from '../stats/outbreak-cube-source.js';
import { readDataVersion } from '../stats/outbreak-stats.js';
import { listMapFrames } from './map-frames.service.js';
import { listMapCountries, mapAggregateFilters } from './map.service.js';

export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new AggregateCache<SerializedJson>();
  const framesCache = new AggregateCache<SerializedJson>(100);

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

  app.get(
    '/map/frames',
    {
      schema: {
        tags: ['map'],
        summary: 'The map week by week or month by month: every frame of the range with its countries',
        description:
          'The range of the map filters (`days`, or `from`/`to`; without them the most frames up to ' +
          `today) cut into ISO weeks or months (\`interval\`), at most ${MAP_FRAME_MAX.week} weeks or ` +
          `${MAP_FRAME_MAX.month} months (a 400 beyond). Each frame carries, in columns, the countries ` +
          'with matching reports in it and the figures that colour them. From the outbreak summary; ' +
          'answers carry an ETag of the data version.',
        querystring: MapFramesQuerySchema,
        response: { 200: MapFramesResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // Today is part of the key: without dates, the range ends today.
      const today = todayUtc();
      const answer = await sendVersioned(app.db, request, reply, {
        cache: framesCache,
        key: JSON.stringify([today, request.query]),
        compute: async (version) =>
          SerializedJson.of(
            reply,
            await listMapFrames(app.db, request.query, version, app.config.mapMinReports, today),
          ),
      });
      return answer ? sendSerializedJson(request, reply, answer.value) : reply;
    },
  );
};
