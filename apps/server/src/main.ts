import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { prepareDatabase } from './db/prepare.js';
import { DigestScheduler } from './modules/notifications/digest-scheduler.js';
import { notifyContextOf } from './modules/notifications/notify.service.js';
import { SignalRunner } from './modules/signals/signal-runner.js';

/** Readable lines in a terminal; JSON (one object per line) for log collectors everywhere else. */
function loggerOptions(): object {
  if (!process.stdout.isTTY) return {};
  return {
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}

/** Reads config, migrates and seeds, listens, and shuts down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = createDatabase(config.database, {
    onPoolError: (error) => console.error('database pool error:', error.message),
  });
  const app = await buildApp({ config, database, logger: loggerOptions() });
  await prepareDatabase(database, config, app.log);
  await app.listen({ port: config.port, host: config.host });
  app.mail.start();
  // Signal detection runs beside the requests, after writes, never inside them.
  const notify = notifyContextOf(config);
  const signals = new SignalRunner(database, app.log, config.signalAlarmRules);
  if (config.signalDetection) signals.start();
  const digests = new DigestScheduler(database, app.log, notify, () => app.mail.kick());
  digests.start();
  app.log.info(
    { database: database.kind, ms: Math.round(performance.now() - startedAt) },
    `Outbreak Watch is ready at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Stop accepting, let in-flight requests finish, then release the database.
    const forceExit = setTimeout(() => process.exit(1), 15_000).unref();
    digests.stop();
    signals
      .stop()
      .then(() => app.close())
      .then(() => database.destroy())
      .then(() => {
        clearTimeout(forceExit);
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
