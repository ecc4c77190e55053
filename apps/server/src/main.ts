import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { prepareDatabase } from './db/prepare.js';
import { gracefulStopOf } from './graceful-stop.js';
import { DigestScheduler } from './modules/notifications/digest-scheduler.js';
import { HeldMailSweeper } from './modules/notifications/held-mail-sweeper.js';
import { notifyContextOf } from './modules/notifications/notify.service.js';
import { SignalRunner } from './modules/signals/signal-runner.js';
import { HousekeepingRunner } from './modules/system/housekeeping-runner.js';

/** After a stop signal, the process ends within this time whatever is still running (exit code 1). */
const STOP_DEADLINE_MS = 15_000;

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

/** The first SIGTERM or SIGINT, heard from the very start, so that one during start-up ends it cleanly. */
function stopSignals() {
  let received: NodeJS.Signals | null = null;
  let announce: (signal: NodeJS.Signals) => void = () => undefined;
  const next = new Promise<NodeJS.Signals>((resolve) => (announce = resolve));
  const hear = (signal: NodeJS.Signals) => {
    if (received) return;
    received = signal;
    setTimeout(() => process.exit(1), STOP_DEADLINE_MS).unref();
    announce(signal);
  };
  process.on('SIGTERM', hear);
  process.on('SIGINT', hear);
  return {
    get received() {
      return received;
    },
    next,
  };
}

/** Reads config, migrates and seeds, listens, and shuts down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const signals = stopSignals();
  const config = loadConfig();
  const database = createDatabase(config.database, {
    onPoolError: (error) => console.error('database pool error:', error.message),
  });
  const app = await buildApp({ config, database, logger: loggerOptions() });
  const graceful = gracefulStopOf(app.server);

  // A signal during start-up: let the step under way finish (migrations run in transactions), open
  // nothing more, and close what is open.
  const stoppedDuringStartUp = async () => {
    if (!signals.received) return false;
    app.log.info({ signal: signals.received }, 'stopped during start-up');
    await graceful.stop();
    await app.close();
    await database.destroy();
    return true;
  };
  if (await stoppedDuringStartUp()) return;
  app.log.info({ database: database.kind }, 'preparing the database');
  await prepareDatabase(database, config, app.log);
  if (await stoppedDuringStartUp()) return;
  await app.listen({ port: config.port, host: config.host });
  if (await stoppedDuringStartUp()) return;

  app.mail.start();
  app.push.start();
  app.exportRunner.start();
  // Running imports: resumed here after a restart, from their last committed batch.
  app.importRunner.start();
  // Signal detection runs beside the requests, after writes, never inside them.
  const notify = notifyContextOf(config);
  const signalRunner = new SignalRunner(database, app.log, config.signalAlarmRules);
  if (config.signalDetection) signalRunner.start();
  const digests = new DigestScheduler(database, app.log, notify, () => app.mail.kick());
  digests.start();
  const heldMail = new HeldMailSweeper(database.db, app.log, notify, () => app.mail.kick());
  heldMail.start();
  const housekeeping = new HousekeepingRunner(database, app.log, config);
  housekeeping.start();
  // The port listened on, which PORT=0 leaves to the system.
  const { port } = app.server.address() as AddressInfo;
  app.log.info(
    { database: database.kind, ms: Math.round(performance.now() - startedAt) },
    `Outbreak Watch is ready at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
  );

  const signal = await signals.next;
  app.log.info({ signal }, 'shutting down: answering requests in flight');
  digests.stop();
  heldMail.stop();
  // Stop accepting, answer what was asked (the last answers close their connections), then release
  // the background work and the database.
  await graceful.stop();
  await Promise.all([signalRunner.stop(), housekeeping.stop()]);
  await app.close();
  await database.destroy();
  app.log.info('stopped');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
