import {
  ErrorResponseSchema,
  SITUATION_MESSAGES,
  SituationQuerySchema,
  SituationResponseSchema,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error.js';
import { requestLocale } from '../../lib/i18n.js';
import { ownOrigin, SituationPdfRenderer } from './situation-pdf.js';
import { situationReport } from './situation.service.js';

/** The report's own query string, as the request gave it (the PDF renders the page of the same filter). */
const searchOf = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');

export const situationRoutes: FastifyPluginAsyncZod<{ chromiumPath: string | null }> = async (
  app,
  options,
) => {
  const renderer = new SituationPdfRenderer(options.chromiumPath);

  app.get(
    '/situation',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Situation report: key figures with changes, signals and the largest outbreaks',
        description:
          'For a country, region and/or disease and a period (default: the last 28 days). Figures of the ' +
          'period, the previous period of the same length and the same dates a year earlier, from the ' +
          'outbreak summary; rates per 100,000 for one country or a region (population of the period’s ' +
          'last year); changes absolute and in percent (null where the base is 0).',
        querystring: SituationQuerySchema,
        response: { 200: SituationResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => situationReport(app.db, request.query, request.user, renderer.available),
  );

  app.get(
    '/situation.pdf',
    {
      schema: {
        tags: ['analytics'],
        summary: 'The situation report as PDF, rendered from the report page in headless Chromium',
        description:
          'One render at a time (429 while another runs), at most 30 seconds. 503 where the server has ' +
          'no Chromium: print the page from the browser instead.',
        querystring: SituationQuerySchema,
        response: {
          200: z.any().describe('application/pdf'),
          400: ErrorResponseSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const origin = ownOrigin(app);
      const outcome = origin
        ? await renderer.render(origin, searchOf(request.url), requestLocale(request))
        : ({ kind: 'unavailable' } as const);
      if (outcome.kind === 'unavailable') throw new HttpError(503, SITUATION_MESSAGES.pdfUnavailable);
      if (outcome.kind === 'busy')
        throw new HttpError(429, SITUATION_MESSAGES.pdfBusy, undefined, { 'Retry-After': '5' });
      if (outcome.kind === 'failed') {
        request.log.warn({ err: outcome.error }, 'situation report PDF failed');
        throw new HttpError(503, SITUATION_MESSAGES.pdfFailed);
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="situation-report-${day}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(outcome.pdf);
    },
  );
};
