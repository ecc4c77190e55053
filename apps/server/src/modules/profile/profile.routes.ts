import {
  ErrorResponseSchema,
  IdParamSchema,
  LanguageResponseSchema,
  OwnProfileSchema,
  PublicProfileResponseSchema,
  UpdateLanguageRequestSchema,
  UpdateOwnProfileRequestSchema,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth.js';
import * as profiles from './profile.service.js';

const tags = ['profile'];
const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const security = [{ bearerAuth: [] }];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/me',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The signed-in user’s profile and settings',
        response: { 200: OwnProfileSchema, ...errors },
      },
    },
    async (request) => profiles.getOwnProfile(app.db, request.user!),
  );

  app.put(
    '/profile/me',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Update the notification settings',
        body: UpdateOwnProfileRequestSchema,
        response: { 200: OwnProfileSchema, 400: ErrorResponseSchema, ...errors },
      },
    },
    async (request) =>
      profiles.updateNotificationSettings(app.db, request.user!, request.body.notification_settings),
  );

  app.patch(
    '/profile/me',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Choose the language of the app and of the API’s messages',
        body: UpdateLanguageRequestSchema,
        response: { 200: LanguageResponseSchema, 400: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => profiles.updateLanguage(app.db, request.user!, request.body.language),
  );

  app.get(
    '/profile/:id',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'A member’s public profile',
        params: IdParamSchema,
        response: {
          200: PublicProfileResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      user: await profiles.getProfile(app.db, { userId: request.params.id, viewer: request.user! }),
    }),
  );
};
