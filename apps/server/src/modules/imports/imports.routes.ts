import {
  IdParamSchema,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  ImportCheckRequestSchema,
  ROLE,
  SaveImportMappingSchema,
  type ImportFormat,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { adminContextOf } from '../admin/admin-context.js';
import { importLanguage } from './import-language.js';
import * as imports from './imports.service.js';

const tags = ['admin: imports'];
const security = [{ bearerAuth: [] }];

/** The media types an upload may have, and the format each is read as. */
const UPLOAD_TYPES: Record<string, ImportFormat> = {
  'text/csv': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

const UploadQuerySchema = z.object({ filename: z.string().trim().min(1).max(255).default('import.csv') });
const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Importing outbreak lists (README, "Import"): admins and super admins only. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole(ROLE.ADMIN, ROLE.SUPER_ADMIN));

  // The file arrives as the raw body, on this plugin's routes only, up to the import limit.
  app.addContentTypeParser(
    Object.keys(UPLOAD_TYPES),
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/imports',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        security,
        summary:
          'Upload a CSV or XLSX file to import (the raw file as the body); answers its headers and a suggested mapping',
        querystring: UploadQuerySchema,
      },
    },
    async (request, reply) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      const format = UPLOAD_TYPES[type];
      if (!format || !Buffer.isBuffer(request.body))
        throw new HttpError(415, IMPORT_MESSAGES.unsupportedType);
      const job = await imports.uploadImport(app.db, {
        filename: request.query.filename,
        format,
        content: request.body,
        actorId: request.user!.id,
      });
      return reply.code(201).send(importLanguage(request, reply).job(job));
    },
  );

  app.get(
    '/imports',
    {
      schema: {
        tags,
        security,
        summary: 'Imports, newest first',
        querystring: ListQuerySchema,
      },
    },
    async (request, reply) => {
      const list = await imports.listImports(app.db, request.query);
      return { ...list, items: list.items.map(importLanguage(request, reply).job) };
    },
  );

  app.get(
    '/imports/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One import, with its progress while it runs',
        params: IdParamSchema,
      },
    },
    async (request, reply) =>
      importLanguage(request, reply).job(await imports.getImport(app.db, request.params.id)),
  );

  app.post(
    '/imports/:id/check',
    {
      schema: {
        tags,
        security,
        summary:
          'Dry run over the whole file with a mapping: what would be added, updated, skipped and refused',
        params: IdParamSchema,
        body: ImportCheckRequestSchema,
      },
    },
    async (request, reply) =>
      importLanguage(request, reply).job(
        await imports.checkImport(app.db, request.params.id, request.body.mapping),
      ),
  );

  app.get(
    '/imports/:id/refusals.csv',
    {
      schema: {
        tags,
        security,
        summary: 'Every refusal of the last check or run (row, column, reason)',
        params: IdParamSchema,
      },
    },
    async (request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="import-${request.params.id}-refusals.csv"`)
        .send(await imports.refusalsCsv(app.db, request.params.id, importLanguage(request, reply).reason)),
  );

  app.post(
    '/imports/:id/run',
    {
      schema: {
        tags,
        security,
        summary: 'Run a checked import in the background',
        params: IdParamSchema,
      },
    },
    async (request, reply) => {
      const job = await imports.startImport(app.db, request.params.id, adminContextOf(request));
      app.importRunner.kick();
      return reply.code(202).send(importLanguage(request, reply).job(job));
    },
  );

  app.post(
    '/imports/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Stop a running import after its current batch',
        params: IdParamSchema,
      },
    },
    async (request, reply) =>
      importLanguage(request, reply).job(await imports.cancelImport(app.db, request.params.id)),
  );

  app.post(
    '/imports/:id/undo',
    {
      schema: {
        tags,
        security,
        summary: 'Remove every report an import added (refused once any changed)',
        params: IdParamSchema,
      },
    },
    async (request, reply) => {
      const job = await imports.undoImport(app.db, request.params.id, adminContextOf(request));
      app.publicOutbreakCache.clear();
      return importLanguage(request, reply).job(job);
    },
  );

  app.get('/import-mappings', { schema: { tags, security, summary: 'Saved mappings' } }, async () => ({
    mappings: await imports.listImportMappings(app.db),
  }));

  app.post(
    '/import-mappings',
    {
      schema: {
        tags,
        security,
        summary: 'Save a mapping for reuse',
        body: SaveImportMappingSchema,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await imports.saveImportMapping(app.db, { ...request.body, actorId: request.user!.id })),
  );

  app.delete(
    '/import-mappings/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a saved mapping (audited)',
        params: IdParamSchema,
      },
    },
    async (request, reply) => {
      await imports.deleteImportMapping(app.db, request.params.id, adminContextOf(request));
      return reply.code(204).send(null);
    },
  );
};
