import {
  ErrorResponseSchema,
  EXPORT_FORMAT_FILES,
  EXPORT_FORMATS,
  ExportDownloadQuerySchema,
  ExportJobListResponseSchema,
  ExportJobResponseSchema,
  IdParamSchema,
  OutbreakFiltersSchema,
  type ExportFormat,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import { getExportJob, listExportJobs, openExportDownload, requestExport } from './exports.service.js';

const tags = ['outbreaks'];
const security = [{ bearerAuth: [] }];

const SUMMARIES: Record<ExportFormat, string> = {
  csv: 'The filtered outbreaks as CSV (RFC 4180), streamed',
  xlsx: 'The filtered outbreaks as an Excel workbook (XLSX), streamed',
  geojson:
    'The filtered outbreaks as a GeoJSON FeatureCollection (RFC 7946), points at country centroids, streamed',
};

/**
 * The outbreak list's exports (CSV, XLSX, GeoJSON: one column list, the list's filters and privacy
 * rule), and the background jobs that prepare those too large to stream: their status, the user's list
 * and the signed, expiring download link.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.config;

  for (const format of EXPORT_FORMATS) {
    app.get(
      `/outbreaks/export.${format}`,
      {
        schema: {
          tags,
          summary: SUMMARIES[format],
          description:
            `Up to EXPORT_SYNC_MAX_ROWS (${settings.exportSyncMaxRows.toLocaleString('en-US')}) rows the ` +
            'file is streamed. A larger export answers 202 with the job that prepares it for a signed-in ' +
            'user (an `export_ready` notification links to the file when it is ready), and 413 to a visitor.',
          querystring: OutbreakFiltersSchema,
          response: {
            200: z.any().describe(EXPORT_FORMAT_FILES[format].contentType),
            202: ExportJobResponseSchema,
            400: ErrorResponseSchema,
            413: ErrorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const answer = await requestExport(app.db, settings, {
          format,
          filters: request.query,
          viewer: request.user,
          kick: () => app.exportRunner.kick(),
        });
        if (answer.kind === 'job') return reply.code(202).send({ job: answer.job });
        return reply
          .header('Content-Type', answer.contentType)
          .header('Content-Disposition', `attachment; filename="${answer.fileName}"`)
          .header('Cache-Control', 'no-store')
          .send(answer.stream);
      },
    );
  }

  app.get(
    '/exports',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The signed-in user’s newest prepared exports, with their download links while valid',
        response: { 200: ExportJobListResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({ jobs: await listExportJobs(app.db, settings, request.user!.id) }),
  );

  app.get(
    '/exports/:id',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'One of the signed-in user’s prepared exports (another user’s is a 404)',
        params: IdParamSchema,
        response: {
          200: ExportJobResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({ job: await getExportJob(app.db, settings, request.user!.id, request.params.id) }),
  );

  app.get(
    '/exports/:id/download',
    {
      schema: {
        tags,
        summary: 'A prepared export’s file, by its signed link (no sign-in; 410 once expired)',
        params: IdParamSchema,
        querystring: ExportDownloadQuerySchema,
        response: {
          200: z.any().describe('the file'),
          400: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
          410: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await openExportDownload(app.db, settings, request.params.id, request.query.token);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );
};
