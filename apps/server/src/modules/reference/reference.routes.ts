import {
  AssessmentQuestionSchema,
  CountrySchema,
  DiseaseSchema,
  ErrorResponseSchema,
  IdParamSchema,
  ProfileMetadataSchema,
  RegionsResponseSchema,
  StateSchema,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRegions } from './regions.service.js';
import * as reference from './reference.service.js';

const tags = ['reference'];

/** Public reference lists of spec §7: anyone may read them. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries',
    { schema: { tags, summary: 'All ISO 3166-1 countries', response: { 200: z.array(CountrySchema) } } },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'public, max-age=3600');
      return reference.listCountries(app.db);
    },
  );

  app.get(
    '/countries/:id/states',
    {
      schema: {
        tags,
        summary: "A country's states: ISO 3166-2 subdivisions and those reporters added",
        params: IdParamSchema,
        response: { 200: z.array(StateSchema), 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => reference.listStates(app.db, { countryId: request.params.id }),
  );

  app.get(
    '/diseases',
    { schema: { tags, summary: 'All diseases', response: { 200: z.array(DiseaseSchema) } } },
    async () => reference.listDiseases(app.db),
  );

  app.get(
    '/diseases/:id',
    {
      schema: {
        tags,
        summary: 'One disease: its name, category, agent type and description',
        params: IdParamSchema,
        response: { 200: DiseaseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => reference.getDisease(app.db, request.params.id),
  );

  app.get(
    '/regions',
    {
      schema: {
        tags,
        summary: 'The UN M49 regions, sub-regions and intermediate regions, with the countries each covers',
        response: { 200: RegionsResponseSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'public, max-age=3600');
      return { regions: await listRegions(app.db) };
    },
  );

  app.get(
    '/profile/metadata',
    {
      schema: {
        tags,
        summary: 'Titles, qualifications and affiliations for the profile selects',
        response: { 200: ProfileMetadataSchema },
      },
    },
    async () => reference.getProfileMetadata(app.db),
  );

  app.get(
    '/outbreaks/assessment-questions',
    {
      schema: {
        tags,
        summary: 'Active assessment questions in display order',
        response: { 200: z.array(AssessmentQuestionSchema) },
      },
    },
    async () => reference.listActiveQuestions(app.db),
  );
};
