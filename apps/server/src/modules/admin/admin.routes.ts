import {
  AdminDashboardSchema,
  AdminSettingsResponseSchema,
  AdminUserSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  AssessmentQuestionSchema,
  ErrorResponseSchema,
  IdParamSchema,
  METADATA_KIND_NAMES,
  METADATA_KINDS,
  MetadataItemRequestSchema,
  MetadataItemSchema,
  metadataListResponseSchema,
  QuestionListResponseSchema,
  QuestionUpdateRequestSchema,
  ROLE,
  SetUserRoleRequestSchema,
  TableSizesResponseSchema,
  type MetadataKind,
  type UserAction,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../plugins/auth.js';
import { adminContextOf } from './admin-context.js';
import { getAdminDashboard, listAdminSettings } from './admin-overview.service.js';
import * as questions from './questions-admin.service.js';
import * as reference from './reference-admin.service.js';
import * as userActions from './user-actions.service.js';
import * as users from './users-admin.service.js';
import { countPurgedTables } from '../system/housekeeping.js';

const security = [{ bearerAuth: [] }];
const denied = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const refused = { ...denied, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const noContent = { 204: z.null(), ...refused };

/** One reference list's five endpoints (spec §7), under its plural path. */
function referenceListRoutes(kind: MetadataKind): FastifyPluginAsyncZod {
  const { plural } = METADATA_KINDS[kind];
  const tags = ['admin: reference lists'];
  return async (app) => {
    app.get(
      `/admin/${plural}`,
      {
        schema: {
          tags,
          security,
          summary: `All ${plural}`,
          response: { 200: metadataListResponseSchema(kind), ...denied },
        },
      },
      async () => ({ [plural]: await reference.listMetadataItems(app.db, kind) }),
    );
    app.get(
      `/admin/${plural}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `One ${kind}`,
          params: IdParamSchema,
          response: { 200: MetadataItemSchema, ...refused },
        },
      },
      async (request) => reference.getMetadataItem(app.db, kind, request.params.id),
    );
    const createPaths =
      // Spec §7: the create path of qualifications is singular; the plural one works too.
      kind === 'qualification' ? [`/admin/${plural}`, `/admin/${kind}`] : [`/admin/${plural}`];
    for (const url of createPaths)
      app.post(
        url,
        {
          schema: {
            tags,
            security,
            summary: `Create a ${kind}`,
            body: MetadataItemRequestSchema,
            response: { 201: MetadataItemSchema, ...refused },
          },
        },
        async (request, reply) =>
          reply
            .code(201)
            .send(await reference.createMetadataItem(app.db, kind, request.body, adminContextOf(request))),
      );
    app.put(
      `/admin/${plural}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `Rename a ${kind} or change its type`,
          params: IdParamSchema,
          body: MetadataItemRequestSchema,
          response: { 200: MetadataItemSchema, ...refused },
        },
      },
      async (request) =>
        reference.updateMetadataItem(app.db, kind, request.params.id, request.body, adminContextOf(request)),
    );
    app.delete(
      `/admin/${plural}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `Delete a ${kind} no user has (409 while one does)`,
          params: IdParamSchema,
          response: noContent,
        },
      },
      async (request, reply) => {
        await reference.deleteMetadataItem(app.db, kind, request.params.id, adminContextOf(request));
        return reply.code(204).send(null);
      },
    );
  };
}

const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: questions'];
  app.get(
    '/admin/outbreak-questions',
    {
      schema: {
        tags,
        security,
        summary: 'Every assessment question, active or not, in display order',
        response: { 200: QuestionListResponseSchema, ...denied },
      },
    },
    async () => ({ questions: await questions.listAllQuestions(app.db) }),
  );
  app.get(
    '/admin/outbreak-questions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One assessment question',
        params: IdParamSchema,
        response: { 200: AssessmentQuestionSchema, ...refused },
      },
    },
    async (request) => questions.getQuestion(app.db, request.params.id),
  );
  app.put(
    '/admin/outbreak-questions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a question (min below max; the metric questions keep their keys and stay active)',
        params: IdParamSchema,
        body: QuestionUpdateRequestSchema,
        response: { 200: AssessmentQuestionSchema, ...refused },
      },
    },
    async (request) =>
      questions.updateQuestion(app.db, request.params.id, request.body, adminContextOf(request)),
  );
};

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: users'];
  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        security,
        summary: 'Users: search, status filter, sort and pages of ten, with the total',
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersResponseSchema, ...denied },
      },
    },
    async (request) => users.listAdminUsers(app.db, request.query),
  );
  app.get(
    '/admin/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One user',
        params: IdParamSchema,
        response: { 200: AdminUserSchema, ...refused },
      },
    },
    async (request) => users.getAdminUser(app.db, request.params.id),
  );
  const actions: Exclude<UserAction, 'delete'>[] = ['verify', 'suspend', 'unsuspend'];
  for (const action of actions)
    app.put(
      `/admin/users/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary: `${action[0].toUpperCase()}${action.slice(1)} a user (not yourself; admins only by a super admin)`,
          params: IdParamSchema,
          response: { 200: AdminUserSchema, ...refused },
        },
      },
      async (request) =>
        userActions.applyUserAction(app.db, request.params.id, action, adminContextOf(request)),
    );
  app.delete(
    '/admin/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a user; their reports and comments stay, by "Deleted user"',
        params: IdParamSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await userActions.deleteUser(app.db, request.params.id, adminContextOf(request));
      return reply.code(204).send(null);
    },
  );
  app.put(
    '/admin/users/:id/role',
    {
      schema: {
        tags,
        security,
        summary: 'Make a user an admin, reporter or blogger (super admins only)',
        params: IdParamSchema,
        body: SetUserRoleRequestSchema,
        response: { 200: AdminUserSchema, ...refused },
      },
    },
    async (request) =>
      userActions.setUserRole(app.db, request.params.id, request.body.role_id, adminContextOf(request)),
  );
};

const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags,
        security,
        summary:
          'Work waiting (unconfirmed reports, unverified users, hidden comments) and the latest audit entries',
        response: { 200: AdminDashboardSchema, ...denied },
      },
    },
    async () => getAdminDashboard(app.db),
  );
  app.get(
    '/admin/settings',
    {
      schema: {
        tags,
        security,
        summary: 'The running configuration, read-only, secrets masked',
        response: { 200: AdminSettingsResponseSchema, ...denied },
      },
    },
    async () => ({ settings: listAdminSettings(app.config) }),
  );
  app.get(
    '/admin/table-sizes',
    {
      schema: {
        tags,
        security,
        summary: 'Row counts of the tables the scheduled purge keeps small, and what it removes',
        response: { 200: TableSizesResponseSchema, ...denied },
      },
    },
    async () => ({ tables: await countPurgedTables(app.db) }),
  );
};

/**
 * Administration (admins and super admins): reference lists, questions, users, the dashboard and the
 * settings. 401 for visitors and 403 for anyone else, before the request is validated.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole(ROLE.ADMIN, ROLE.SUPER_ADMIN));
  for (const kind of METADATA_KIND_NAMES) await app.register(referenceListRoutes(kind));
  await app.register(questionRoutes);
  await app.register(userRoutes);
  await app.register(overviewRoutes);
};
