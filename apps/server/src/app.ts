import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { DataVersionWatcher } from './db/version-watcher.js';
import { createMailTransport } from './mail/transport.js';
import { MailDispatcher } from './mail/outbox.js';
import { PushDispatcher } from './modules/push/push-dispatcher.js';
import { webPushSender } from './modules/push/push-sender.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { redactUrl, serializeRequest } from './lib/log-redaction.js';
import type { AuthContext } from './modules/auth/auth.context.js';
import { sweepThrottles } from './modules/auth/throttles.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { alertLogRoutes } from './modules/alert-log/alert-log.routes.js';
import { exchangeRoutes } from './modules/exchange/exchange.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { commentRoutes } from './modules/comments/comments.routes.js';
import { commentHelpfulRoutes } from './modules/comments/comment-helpful.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { exportRoutes } from './modules/exports/exports.routes.js';
import { ExportRunner } from './modules/exports/export-runner.js';
import { feedRoutes } from './modules/feeds/feeds.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { boundariesRoutes } from './modules/map/boundaries.routes.js';
import { mapRoutes } from './modules/map/map.routes.js';
import { ImportRunner } from './modules/imports/import-runner.js';
import { importRoutes } from './modules/imports/imports.routes.js';
import { moderationRoutes } from './modules/moderation/moderation.routes.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import { notifyContextOf } from './modules/notifications/notify.service.js';
import { outbreakRoutes } from './modules/outbreaks/outbreaks.routes.js';
import { getOutbreak } from './modules/outbreaks/outbreaks.service.js';
import { getPublicConfig } from './modules/system/system.service.js';
import { PublicResponseCache } from './modules/outbreaks/public-response-cache.js';
import { OUTBREAKS_DATA } from './modules/stats/outbreak-stats.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { memberFollowRoutes } from './modules/members/member-follows.routes.js';
import { referenceRoutes } from './modules/reference/reference.routes.js';
import { signalRoutes } from './modules/signals/signals.routes.js';
import { situationRoutes } from './modules/situation/situation.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { duplicateRoutes } from './modules/duplicates/duplicates.routes.js';
import { verificationRoutes } from './modules/verification/verification.routes.js';
import { registerAuth } from './plugins/auth.js';
import { configureHttpServer, handleClientError, MAX_HEADER_BYTES } from './plugins/client-errors.js';
import { registerDocs } from './plugins/docs.js';
import { registerErrorHandling } from './plugins/errors.js';
import { handleFrameworkError, MAX_BODY_BYTES, registerRequestGuards } from './plugins/request-guards.js';
import { registerCompression } from './plugins/compression.js';
import { registerSecurity } from './plugins/security.js';
import { serializerCompiler } from './plugins/serializer.js';
import { registerWeb, type PageData } from './plugins/web.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How long a client may take to send a whole request (headers and body). */
const REQUEST_TIMEOUT_MS = 30_000;

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database; the caller owns its lifetime. */
  database: Database;
  /** pino options or false; tests pass false. */
  logger?: boolean | object;
  /** Where the built web app is, when not the usual place (tests). */
  webDir?: string;
}

/** Registers plugins and modules. No side effects at import; nothing listens until the caller says so. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Query values named token, code, password and the like never reach the log.
            serializers: { req: serializeRequest },
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    // Rate limits count by client address: only a configured proxy may name it (X-Forwarded-For).
    trustProxy: config.trustProxy,
    bodyLimit: MAX_BODY_BYTES,
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    // A request still arriving after this long is answered 408 rather than holding its connection forever.
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Requests Node's parser refuses, and addresses the router cannot decode, get the API's error shape.
    clientErrorHandler: handleClientError,
    frameworkErrors: handleFrameworkError,
    // Request ids in logs tie a 5xx report to its request without leaking anything to the client.
    requestIdHeader: false,
    // One line per request, written when it is answered (the hook below), instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  configureHttpServer(app.server);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('publicOutbreakCache', new PublicResponseCache(config.publicCacheSeconds * 1000));

  watchOtherInstancesWrites(app, config, database);

  const mail = new MailDispatcher(database.db, createMailTransport(config, app.log), app.log);
  app.decorate('mail', mail);
  app.addHook('onClose', () => mail.stop());
  const push = new PushDispatcher(database.db, webPushSender(config.vapid), config.publicUrl, app.log);
  app.decorate('push', push);
  app.addHook('onClose', () => push.stop());
  // Large exports are prepared beside the requests; their ready notices are mailed at once.
  const exportRunner = new ExportRunner(
    database.db,
    config,
    notifyContextOf(config),
    () => mail.kick(),
    app.log,
  );
  app.decorate('exportRunner', exportRunner);
  app.addHook('onClose', () => exportRunner.stop());
  // Imports run in the background on every instance; each batch's commit empties the visitors' cache.
  const importRunner = new ImportRunner(database.db, app.log, () => app.publicOutbreakCache.clear());
  app.decorate('importRunner', importRunner);
  app.addHook('onClose', () => importRunner.stop());
  // Notifications, and their push messages, are queued by writes: after one, send what it queued.
  app.addHook('onResponse', async (request, reply) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) push.kick();
  });
  const authContext: AuthContext = {
    db: database.db,
    config,
    kickMail: () => mail.kick(),
  };
  // Throttle rows outlive their window only until the next sweep.
  const sweep = setInterval(() => {
    sweepThrottles(database.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'throttle sweep failed'),
    );
  }, 10 * 60_000);
  sweep.unref();
  app.addHook('onClose', () => clearInterval(sweep));

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
        // Who asked, once the access token has named them (not on sign-in itself, nor for visitors).
        ...(request.user ? { user_id: request.user.id, session_id: request.sessionId } : {}),
      },
      'request',
    );
  });
  registerErrorHandling(app);
  registerRequestGuards(app);
  await registerSecurity(app, config);
  await registerCompression(app);
  registerAuth(app);
  await registerDocs(app);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(referenceRoutes);
      await api.register(authRoutes, { context: authContext });
      await api.register(profileRoutes);
      await api.register(memberFollowRoutes);
      await api.register(outbreakRoutes);
      await api.register(exportRoutes);
      await api.register(commentRoutes);
      await api.register(commentHelpfulRoutes);
      await api.register(contactRoutes);
      await api.register(boundariesRoutes);
      await api.register(mapRoutes);
      await api.register(analyticsRoutes);
      await api.register(situationRoutes, { chromiumPath: config.chromiumPath });
      await api.register(feedRoutes);
      await api.register(signalRoutes);
      await api.register(notificationRoutes);
      await api.register(pushRoutes);
      await api.register(verificationRoutes);
      await api.register(duplicateRoutes);
      await api.register(moderationRoutes);
      await api.register(auditRoutes);
      await api.register(alertLogRoutes);
      await api.register(exchangeRoutes);
      await api.register(adminRoutes);
      await api.register(importRoutes);
    },
    { prefix: '/api' },
  );

  const pageData: PageData = {
    pageConfig: () => getPublicConfig(database.db, config),
    publicOutbreak: (id) => getOutbreak(database.db, { id, viewer: null }),
  };
  if (options.webDir) await registerWeb(app, options.webDir, pageData);
  else if (config.serveWeb) await registerWeb(app, undefined, pageData);
  else await registerWeb(app, '/nonexistent-web-build');
  return app;
}

/**
 * On PostgreSQL other instances write too: the outbreaks data version they announce at each commit
 * empties this instance's visitors' cache, so their reports show here at once rather than after the
 * cache's lifetime. (The map and analytics read the version on every request and need no signal.)
 * One process on SQLite clears its cache itself.
 */
function watchOtherInstancesWrites(app: FastifyInstance, config: AppConfig, database: Database): void {
  if (database.kind !== 'postgres' || config.database.kind !== 'postgres') return;
  const cache = app.publicOutbreakCache;
  const watcher = new DataVersionWatcher(
    config.database.url,
    {
      onVersion: (name, version) => {
        if (name === OUTBREAKS_DATA) cache.noteVersion(version);
      },
      onGap: () => cache.clear(),
    },
    app.log,
  );
  app.addHook('onReady', async () => {
    await watcher.start();
  });
  app.addHook('onClose', async () => {
    await watcher.stop();
  });
}
