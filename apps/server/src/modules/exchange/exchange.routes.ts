import {
  ADX_MEDIA_TYPE,
  Dhis2DataValueSetSchema,
  Dhis2ExportQuerySchema,
  Dhis2MappingInputSchema,
  Dhis2MappingSchema,
  Dhis2UnmappedResponseSchema,
  dhis2FileName,
  dhis2WeekPeriod,
  ErrorResponseSchema,
  EXCHANGE_MESSAGES,
  ROLE,
  UNMAPPED_HEADER,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { adminContextOf } from '../admin/admin-context.js';
import { adxOf, buildDhis2Export, dataValueSetOf } from './dhis2-export.service.js';
import { readDhis2Mapping, replaceDhis2Mapping } from './dhis2-mapping.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const tags = ['admin: exchange'];
const security = [{ bearerAuth: [] }];

/**
 * Exchange with DHIS2: the mapping of countries and diseases to DHIS2 identifiers, and the weekly
 * counts as a `dataValueSets` JSON document or as ADX. Admins only: exchange is an admin task, and the
 * mapping is theirs to keep.
 */
export const exchangeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: 401 for visitors and 403 for others, whatever they sent.
  app.addHook('onRequest', requireRole(ROLE.ADMIN, ROLE.SUPER_ADMIN));

  app.get(
    '/exchange/dhis2/mapping',
    {
      schema: {
        tags,
        security,
        summary: 'The mapping of countries to DHIS2 organisation units and diseases to data elements',
        response: { 200: Dhis2MappingSchema, ...errors },
      },
    },
    async () => readDhis2Mapping(app.db),
  );

  app.put(
    '/exchange/dhis2/mapping',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the whole DHIS2 mapping',
        description:
          'Countries by ISO alpha-2 or alpha-3 code or id, diseases by name or id; DHIS2 UIDs are 11 letters ' +
          'or digits, the first a letter. An unknown or repeated country or disease, or a bad UID, is a 400 ' +
          'naming its row, and nothing changes.',
        body: Dhis2MappingInputSchema,
        response: { 200: Dhis2MappingSchema, ...errors },
      },
    },
    async (request) => replaceDhis2Mapping(app.db, request.body, adminContextOf(request)),
  );

  const exportDescription =
    'One ISO week (`period=2026W5`, `2026W05` or `2026-W05`) or whole weeks `from` … `to` (at most 104), ' +
    'and the analytics filters. Cases, and deaths where the disease maps a deaths data element, per ' +
    'mapped country × disease and week, as whole numbers; zeros are left out. The `' +
    UNMAPPED_HEADER +
    '` header counts the country × disease rows left out for want of a mapping (`…/unmapped` lists them).';

  app.get(
    '/exchange/dhis2/dataValueSets',
    {
      schema: {
        tags,
        security,
        summary: 'Weekly counts as a DHIS2 dataValueSets JSON document',
        description: exportDescription,
        querystring: Dhis2ExportQuerySchema,
        response: { 200: Dhis2DataValueSetSchema, ...errors },
      },
    },
    async (request, reply) => {
      const exported = await buildDhis2Export(app.db, request.query);
      void reply
        .header(UNMAPPED_HEADER, String(exported.unmapped.length))
        .header('Content-Disposition', `attachment; filename="${dhis2FileName(exported.weeks, 'json')}"`)
        .header('Cache-Control', 'no-store');
      return dataValueSetOf(exported);
    },
  );

  app.get(
    '/exchange/dhis2/adx',
    {
      schema: {
        tags,
        security,
        summary: 'Weekly counts as ADX (IHE QRPH Aggregate Data Exchange), application/adx+xml',
        description: `${exportDescription} One group per organisation unit and week; the mapping must name the data set.`,
        querystring: Dhis2ExportQuerySchema,
        response: { 200: z.any().describe(ADX_MEDIA_TYPE), 404: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const exported = await buildDhis2Export(app.db, request.query);
      if (!exported.dataSet) throw new HttpError(400, EXCHANGE_MESSAGES.adxNeedsDataSet);
      if (exported.values.length === 0) throw notFound(EXCHANGE_MESSAGES.adxEmpty);
      return reply
        .header('Content-Type', `${ADX_MEDIA_TYPE}; charset=utf-8`)
        .header(UNMAPPED_HEADER, String(exported.unmapped.length))
        .header('Content-Disposition', `attachment; filename="${dhis2FileName(exported.weeks, 'adx')}"`)
        .header('Cache-Control', 'no-store')
        .send(adxOf(exported, exported.dataSet, new Date().toISOString()));
    },
  );

  app.get(
    '/exchange/dhis2/unmapped',
    {
      schema: {
        tags,
        security,
        summary: 'What a DHIS2 document of these weeks and filters holds, and the rows it leaves out',
        description:
          'The weeks (as DHIS2 periods), how many data values the document holds, and each country × ' +
          'disease with counts whose country or disease has no mapping, with its cases and deaths.',
        querystring: Dhis2ExportQuerySchema,
        response: { 200: Dhis2UnmappedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const exported = await buildDhis2Export(app.db, request.query);
      return {
        periods: exported.weeks.map(dhis2WeekPeriod),
        values: exported.values.length,
        unmapped: exported.unmapped,
      };
    },
  );
};
