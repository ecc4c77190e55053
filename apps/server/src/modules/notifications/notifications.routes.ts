import {
  EmailFrequencySchema,
  ErrorResponseSchema,
  FollowListResponseSchema,
  FollowRequestSchema,
  FollowSchema,
  IdParamSchema,
  MarkReadRequestSchema,
  NOTIFICATION_MESSAGES,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  UnsubscribeQuerySchema,
  type NotificationKind,
} from '@outbreak-watch/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf, pageWindow } from '../../db/paging.js';
import { HttpError } from '../../http-error.js';
import { requireAuth } from '../../plugins/auth.js';
import { follow, listFollows, unfollow } from './follows.service.js';
import { notifyContextOf } from './notify.service.js';
import { readUnsubscribeToken } from './unsubscribe-tokens.js';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail clients send the one-click unsubscribe as a form (RFC 8058); its body says nothing we need.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.get(
    '/notifications',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The signed-in user’s notifications, newest first, and how many are unread',
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const window = pageWindow(request.query);
      const rows = await app.db
        .selectFrom('notifications')
        .select(['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute();
      const unread = await app.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      const page = pageOf(rows, request.query);
      return {
        notifications: page.rows.map(({ read_at, ...row }) => ({
          ...row,
          kind: row.kind as NotificationKind,
          read: read_at !== null,
        })),
        has_more: page.has_more,
        unread: Number(unread.n),
      };
    },
  );

  app.post(
    '/notifications/read',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Mark notifications read (all of them when no ids are given)',
        body: MarkReadRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      let update = app.db
        .updateTable('notifications')
        .set({ read_at: new Date().toISOString() })
        .where('user_id', '=', request.user!.id)
        .where('read_at', 'is', null);
      if (request.body.ids)
        update = update.where('id', 'in', request.body.ids.length ? request.body.ids : [-1]);
      await update.execute();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/notifications/email-frequency',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Whether notification mail goes at once or in one digest a day',
        response: { 200: z.object({ email_frequency: EmailFrequencySchema }), ...errors },
      },
    },
    async (request) => {
      const user = await app.db
        .selectFrom('users')
        .select('email_frequency')
        .where('id', '=', request.user!.id)
        .executeTakeFirstOrThrow();
      return { email_frequency: EmailFrequencySchema.parse(user.email_frequency) };
    },
  );

  app.put(
    '/notifications/email-frequency',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Mail each notification at once, or one digest a day',
        body: z.strictObject({ email_frequency: EmailFrequencySchema }),
        response: { 200: z.object({ email_frequency: EmailFrequencySchema }), ...errors },
      },
    },
    async (request) => {
      await app.db
        .updateTable('users')
        .set({ email_frequency: request.body.email_frequency, updated_at: new Date().toISOString() })
        .where('id', '=', request.user!.id)
        .execute();
      return { email_frequency: request.body.email_frequency };
    },
  );

  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        tags,
        summary:
          'One-click unsubscribe from notification emails (RFC 8058); no sign-in, each link works once',
        querystring: UnsubscribeQuerySchema,
        response: { 200: z.object({ message: z.string() }), 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { token } = request.query;
      const parsed = readUnsubscribeToken(app.config.jwtSecret, token);
      if (parsed === null) throw new HttpError(400, NOTIFICATION_MESSAGES.unsubscribeInvalid);
      await app.db.transaction().execute(async (tx) => {
        const used = await tx
          .insertInto('unsubscribe_uses')
          .values({ token_hash: parsed.useKey })
          .onConflict((oc) => oc.column('token_hash').doNothing())
          .returning('token_hash')
          .executeTakeFirst();
        if (!used) throw new HttpError(400, NOTIFICATION_MESSAGES.unsubscribeInvalid);
        await tx
          .updateTable('users')
          .set({ notify_email: false, updated_at: new Date().toISOString() })
          .where('id', '=', parsed.userId)
          .execute();
      });
      return { message: NOTIFICATION_MESSAGES.unsubscribed };
    },
  );

  app.get(
    '/follows',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'What the signed-in user follows',
        response: { 200: FollowListResponseSchema, ...errors },
      },
    },
    async (request) => ({ follows: await listFollows(app.db, request.user!.id) }),
  );

  app.post(
    '/follows',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Follow a country, a disease or an outbreak (tracked)',
        body: FollowRequestSchema,
        response: { 201: FollowSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await follow(app.db, request.user!.id, request.body, notifyContextOf(app.config));
      app.mail.kick();
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/follows/:id',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Stop following',
        params: IdParamSchema,
        response: { 204: z.null(), 404: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await unfollow(app.db, request.user!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
