import {
  ErrorResponseSchema,
  FEED_ENTRY_LIMIT,
  FEED_MESSAGE_DESCRIPTORS,
  IdParamSchema,
  LocaleSchema,
  type Locale,
  MapCountrySchema,
  MapQuerySchema,
  OutbreakFiltersSchema,
  pointFeatureCollectionSchema,
} from '@outbreak-watch/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale, translator } from '../../lib/i18n.js';
import { listMapCountries, mapAggregateFilters } from '../map/map.service.js';
import { AggregateCache, sendVersioned } from '../stats/aggregate-cache.js';
import { atomDocument, outbreaksAtom } from './atom.js';
import { capSender } from './cap.js';
import { capForOutbreak, capIndexEntries } from './cap-feed.js';
import { newestConfirmed } from './feed-rows.js';
import { mapCountriesGeoJson } from './geojson.js';

const tags = ['feeds'];
const ATOM_TYPE = 'application/atom+xml; charset=utf-8';
const CAP_TYPE = 'application/cap+xml; charset=utf-8';

/** The feeds' language: `lang` (one of the app's languages), else the reader's (Accept-Language). */
const LangQuerySchema = z.object({
  lang: LocaleSchema.optional().meta({
    description: 'The language of the titles, summaries and CAP texts (en, fr, es, pt, ar, ru, zh)',
  }),
});
const FeedQuerySchema = OutbreakFiltersSchema.extend(LangQuerySchema.shape);

/**
 * The language a feed is written in, and what its caches must tell apart: a `lang` in the address is
 * part of the address already; without one, the answer follows the request's headers.
 */
function feedLanguage(request: FastifyRequest, lang: Locale | undefined) {
  return lang
    ? { locale: lang, vary: [] }
    : { locale: requestLocale(request), vary: ['Accept-Language', 'Cookie'] };
}

const MapCountriesGeoJsonSchema = pointFeatureCollectionSchema(
  MapCountrySchema.omit({ recent: true, latitude: true, longitude: true }).extend({
    recent_outbreak_ids: z.array(z.number().int()),
  }),
);

/**
 * Open feeds and exports (public, cacheable, with the list's filters): Atom 1.0 of confirmed outbreaks,
 * OASIS CAP 1.2 alerts and their Atom index, GeoJSON of the map's countries (the outbreaks' GeoJSON is an
 * export: modules/exports). Each answer
 * carries an ETag of the outbreaks data version, so readers that poll get a 304 until something changes.
 */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config;
  const cap = { publicUrl, sender: capSender(publicUrl) };
  const texts = new AggregateCache<string>(200);
  const geo = new AggregateCache<z.infer<typeof MapCountriesGeoJsonSchema>>(100);
  const selfUrl = (url: string) => `${publicUrl}${url}`;

  app.get(
    '/feeds/outbreaks.atom',
    {
      schema: {
        tags,
        summary: 'Atom 1.0 feed (RFC 4287) of the newest 50 confirmed outbreaks, with the list filters',
        querystring: FeedQuerySchema,
      },
    },
    async (request, reply) => {
      const { lang, ...filters } = request.query;
      const { locale, vary } = feedLanguage(request, lang);
      const answer = await sendVersioned(app.db, request, reply, {
        cache: texts,
        key: `atom:${locale}:${request.url}`,
        vary,
        compute: async () =>
          outbreaksAtom(await newestConfirmed(app.db, filters, FEED_ENTRY_LIMIT), {
            publicUrl,
            selfUrl: selfUrl(request.url),
            locale,
          }),
      });
      return answer === undefined ? reply : reply.type(ATOM_TYPE).send(answer.value);
    },
  );

  app.get(
    '/feeds/cap.atom',
    {
      schema: {
        tags,
        summary:
          'Atom index of the CAP 1.2 alerts of the newest 50 confirmed outbreaks and the Cancels of removed ones, with the list filters',
        querystring: FeedQuerySchema,
      },
    },
    async (request, reply) => {
      const { lang, ...filters } = request.query;
      const { locale, vary } = feedLanguage(request, lang);
      const answer = await sendVersioned(app.db, request, reply, {
        cache: texts,
        key: `cap-atom:${locale}:${request.url}`,
        vary,
        compute: async () =>
          atomDocument({
            selfUrl: selfUrl(request.url),
            locale,
            title: translator(locale)(FEED_MESSAGE_DESCRIPTORS.capAtomTitle),
            siteUrl: `${publicUrl}/reports`,
            entries: await capIndexEntries(app.db, filters, { ...cap, locale }),
          }),
      });
      return answer === undefined ? reply : reply.type(ATOM_TYPE).send(answer.value);
    },
  );

  app.get(
    '/outbreaks/:id/cap.xml',
    {
      schema: {
        tags,
        summary:
          'A confirmed outbreak as an OASIS CAP 1.2 alert (Update after a later change, Cancel once removed)',
        params: IdParamSchema,
        querystring: LangQuerySchema,
      },
    },
    async (request, reply) => {
      const { locale, vary } = feedLanguage(request, request.query.lang);
      const answer = await sendVersioned(app.db, request, reply, {
        cache: texts,
        key: `cap:${locale}:${request.params.id}`,
        vary,
        compute: () => capForOutbreak(app.db, request.params.id, { ...cap, locale }),
      });
      return answer === undefined ? reply : reply.type(CAP_TYPE).send(answer.value);
    },
  );

  app.get(
    '/map/countries.geojson',
    {
      schema: {
        tags,
        summary: "The map's per-country aggregates as GeoJSON points at the country centroids (RFC 7946)",
        querystring: MapQuerySchema,
        response: { 200: MapCountriesGeoJsonSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const filters = await mapAggregateFilters(app.db, request.query);
      const answer = await sendVersioned(app.db, request, reply, {
        cache: geo,
        key: JSON.stringify(filters),
        compute: async (version) =>
          mapCountriesGeoJson(await listMapCountries(app.db, filters, version, app.config.mapMinReports)),
      });
      return answer === undefined
        ? reply
        : reply.type('application/geo+json; charset=utf-8').send(answer.value);
    },
  );
};
