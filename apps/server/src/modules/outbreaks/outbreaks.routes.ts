import {
  CreateOutbreakHeadersSchema,
  CreateOutbreakRequestSchema,
  DUPLICATE_MESSAGES,
  DuplicateConflictResponseSchema,
  ErrorResponseSchema,
  IdParamSchema,
  OutbreakListQuerySchema,
  OutbreakListResponseSchema,
  OutbreakMergedResponseSchema,
  OutbreakSchema,
  AUTH_MESSAGES,
  ROLE,
  SEARCH_LIMITS,
} from '@outbreak-watch/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error.js';
import { mergedInto } from '../duplicates/duplicates.query.js';
import { DuplicateConflict } from '../duplicates/duplicates.service.js';
import { localize, requestLocale } from '../../lib/i18n.js';
import { requireRole } from '../../plugins/auth.js';
import * as outbreaks from './outbreaks.service.js';
import { sendCachedForVisitors } from './public-response-cache.js';

const tags = ['outbreaks'];
const notFound = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

export const outbreakRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicCache = app.publicOutbreakCache;
  const forVisitorsCached = <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<T>,
  ) => sendCachedForVisitors(publicCache, request, reply, key, load);

  app.get(
    '/outbreaks',
    {
      schema: {
        tags,
        summary: 'Outbreaks, newest first, with filters, full-text search and paging',
        description:
          '`q` searches the disease, country and state names, city, description and source: every ' +
          'word of it (a run of letters and digits; case, accents and punctuation aside; the first ' +
          `${SEARCH_LIMITS.maxWords} count) must begin a word of one of them. Page by number with ` +
          '`page`, or follow `next_cursor` with `cursor` (keyset paging: as fast deep in the list as ' +
          'at its top, and no report skipped or repeated when new ones arrive meanwhile).',
        querystring: OutbreakListQuerySchema,
        response: { 200: OutbreakListResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { page, limit, cursor, ...filters } = request.query;
      // The key is the parsed query, so unknown parameters (a cache-buster) do not multiply entries.
      return forVisitorsCached(request, reply, `list:${JSON.stringify(request.query)}`, () =>
        outbreaks.listOutbreaks(app.db, { filters, page, limit, cursor, viewer: request.user }),
      );
    },
  );

  app.get(
    '/outbreaks/:id',
    {
      schema: {
        tags,
        summary: 'One outbreak',
        description:
          'A report merged into another answers 308 with `Location` set to the survivor (which `fetch` ' +
          'follows), and names it in `merged_into` for clients that do not follow redirects.',
        params: IdParamSchema,
        response: { 200: OutbreakSchema, 308: OutbreakMergedResponseSchema, ...notFound },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      try {
        return await forVisitorsCached(request, reply, `one:${id}`, () =>
          outbreaks.getOutbreak(app.db, { id, viewer: request.user }),
        );
      } catch (error) {
        const survivorId =
          error instanceof HttpError && error.statusCode === 404 ? await mergedInto(app.db, id) : null;
        if (survivorId === null) throw error;
        return reply
          .code(308)
          .header('Location', `/api/outbreaks/${survivorId}`)
          .header('Cache-Control', 'no-cache')
          .send({
            statusCode: 308 as const,
            error: 'Permanent Redirect',
            message: localize(DUPLICATE_MESSAGES.alreadyMerged(survivorId), requestLocale(request)),
            merged_into: survivorId,
          });
      }
    },
  );

  app.get(
    '/outbreaks/:id/related',
    {
      schema: {
        tags,
        summary: 'At most three outbreaks of the same disease or country, newest first',
        params: IdParamSchema,
        response: { 200: z.object({ outbreaks: z.array(OutbreakSchema) }), ...notFound },
      },
    },
    async (request, reply) =>
      forVisitorsCached(request, reply, `related:${request.params.id}`, async () => ({
        outbreaks: await outbreaks.listRelatedOutbreaks(app.db, {
          id: request.params.id,
          viewer: request.user,
        }),
      })),
  );

  app.post(
    '/outbreaks',
    {
      preHandler: [
        requireRole(ROLE.REPORTER, ROLE.ADMIN, ROLE.SUPER_ADMIN),
        async (request) => {
          if (!request.user?.is_verified) throw new HttpError(403, AUTH_MESSAGES.verificationRequired);
        },
      ],
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Report a new outbreak (verified reporters and admins)',
        description:
          'A report that may repeat others (same country and disease within 14 days, a similar ' +
          'description or the same answers) answers 409 with `duplicates`; sent again with ' +
          '`submit_anyway: true` it is stored, unless it repeats exactly what the same reporter sent ' +
          'in the last 24 hours (`can_submit_anyway: false`). With an `Idempotency-Key` header, a key ' +
          'this user sent before answers 200 with the report it stored (or the report it was merged ' +
          'into; 410 when it was removed), so a resend never stores a second copy.',
        headers: CreateOutbreakHeadersSchema,
        body: CreateOutbreakRequestSchema,
        response: {
          200: OutbreakSchema,
          201: OutbreakSchema,
          410: ErrorResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          409: DuplicateConflictResponseSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const { outbreak, isResend } = await outbreaks.createOutbreak(app.db, {
          input: request.body,
          reporter: request.user!,
          idempotencyKey: request.headers['idempotency-key'],
        });
        if (isResend) return await reply.code(200).send(outbreak);
        publicCache.clear();
        return await reply.code(201).send(outbreak);
      } catch (error) {
        if (error instanceof DuplicateConflict) {
          const message = localize(error.response.message, requestLocale(request));
          return reply.code(409).send({ ...error.response, message });
        }
        throw error;
      }
    },
  );
};
