import { loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { prepareDatabase } from './db/prepare.js';
import { parseArgs } from 'node:util';
import { ROLE } from '@outbreak-watch/domain';
import { ensureAdmin } from './db/seed/admin-bootstrap.js';
import { generateBenchOutbreaks, removeDemoData } from './db/seed/bench-data.js';
import { loadDemoData } from './db/seed/demo-data.js';
import { runImportTask } from './modules/imports/import-cli.js';
import { generateVapidKeys } from './modules/push/vapid.js';
import { recomputeSignals } from './modules/signals/signals.service.js';
import type { Database } from './db/database.js';

const log = {
  info: (details: unknown, message?: string) => console.log(message ?? '', JSON.stringify(details)),
};

/** Administrative tasks: `npm run cli -- <task>`. */
/** Opens the configured database, brings it up to date, runs the work and closes it. */
async function withDatabase(work: (database: Database) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    await prepareDatabase(database, { ...config, demoData: false }, log);
    await work(database);
  } finally {
    await database.destroy();
  }
}

const TASKS: Record<string, { describe: string; run: (args: string[]) => Promise<void> }> = {
  'vapid-keys': {
    describe: 'print a new push (VAPID) key pair for VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
    run: () => {
      const keys = generateVapidKeys();
      console.log(`VAPID_PUBLIC_KEY=${keys.publicKey}\nVAPID_PRIVATE_KEY=${keys.privateKey}`);
      return Promise.resolve();
    },
  },
  migrate: {
    describe: 'bring the database schema up to date and load the reference data',
    run: async () => {
      const config = loadConfig();
      const database = createDatabase(config.database);
      try {
        await prepareDatabase(database, config, log);
        console.log(`Database ready (${database.kind}).`);
      } finally {
        await database.destroy();
      }
    },
  },
  'demo-data': {
    describe: 'load the demo accounts, outbreaks and comments (--remove deletes every demo record)',
    run: async (args) => {
      const { values } = parseArgs({ args, options: { remove: { type: 'boolean', default: false } } });
      await withDatabase(async (database) => {
        if (values.remove) {
          const removed = await removeDemoData(database.db);
          console.log(`Removed ${removed.outbreaks} demo outbreaks and ${removed.users} demo accounts.`);
          return;
        }
        const result = await loadDemoData(database.db);
        console.log(
          result.loaded
            ? `Loaded ${result.outbreaks} demo outbreaks and ${result.comments} comments.`
            : 'Demo data is already loaded.',
        );
      });
    },
  },
  generate: {
    describe: 'add generated outbreaks for benchmarks: --outbreaks N (flagged as demo data)',
    run: async (args) => {
      const { values } = parseArgs({ args, options: { outbreaks: { type: 'string' } } });
      const count = Number(values.outbreaks);
      if (!Number.isInteger(count) || count < 1)
        throw new Error('generate needs --outbreaks N with N a positive whole number.');
      await withDatabase(async (database) => {
        const started = performance.now();
        await generateBenchOutbreaks(database.db, {
          count,
          kind: database.kind,
          onProgress: (done) =>
            process.stdout.write(`\r${done.toLocaleString('en-US')} / ${count.toLocaleString('en-US')}`),
        });
        console.log(
          `\nGenerated ${count.toLocaleString('en-US')} outbreaks in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
        );
      });
    },
  },
  'detect-signals': {
    describe: 'run signal detection over every weekly series now and say how long it took',
    run: async () => {
      await withDatabase(async (database) => {
        const started = performance.now();
        const result = await recomputeSignals(database.db, { rules: loadConfig().signalAlarmRules });
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        console.log(
          `Detected ${result.signals} signals (${result.alarms} method alarms) in ${result.series} series in ${seconds} s.`,
        );
      });
    },
  },
  import: {
    describe:
      'import an outbreak list: FILE (.csv or .xlsx) [--mapping MAPPING.json] [--dry-run] [--as ADMIN_EMAIL]',
    run: async (args) => {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          mapping: { type: 'string' },
          'dry-run': { type: 'boolean', default: false },
          as: { type: 'string' },
        },
      });
      const file = positionals[0];
      if (!file) throw new Error('import needs a FILE.');
      await withDatabase(async (database) => {
        const result = await runImportTask(database.db, {
          file,
          mappingFile: values.mapping,
          dryRun: values['dry-run'],
          asEmail: values.as,
        });
        console.log(result.lines.join('\n'));
        process.exitCode = result.exitCode;
      });
    },
  },
  'create-admin': {
    describe:
      'create or promote an admin: --email E [--password P | ADMIN_PASSWORD] [--first-name F] [--last-name L] [--role admin|super-admin]',
    run: async (args) => {
      const { values } = parseArgs({
        args,
        options: {
          email: { type: 'string' },
          password: { type: 'string' },
          'first-name': { type: 'string' },
          'last-name': { type: 'string' },
          role: { type: 'string', default: 'super-admin' },
        },
      });
      const password = values.password ?? process.env.ADMIN_PASSWORD;
      if (!values.email || !password)
        throw new Error('create-admin needs --email and --password (or ADMIN_PASSWORD).');
      if (values.role !== 'admin' && values.role !== 'super-admin')
        throw new Error('--role must be admin or super-admin.');
      const config = loadConfig();
      const database = createDatabase(config.database);
      try {
        await prepareDatabase(database, config, log);
        const result = await ensureAdmin(database.db, {
          email: values.email,
          password,
          firstName: values['first-name'],
          lastName: values['last-name'],
          roleId: values.role === 'admin' ? ROLE.ADMIN : ROLE.SUPER_ADMIN,
        });
        const outcome = { created: 'Created', promoted: 'Promoted', unchanged: 'Already an admin:' }[result];
        console.log(`${outcome} ${values.email} (${values.role}).`);
      } finally {
        await database.destroy();
      }
    },
  },
};

function usage(): string {
  const lines = Object.entries(TASKS).map(([name, task]) => `  ${name.padEnd(16)} ${task.describe}`);
  return `Usage: npm run cli -- <task> [options]\n\nTasks:\n${lines.join('\n')}`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const task = name ? TASKS[name] : undefined;
  if (!task) {
    console.error(name && name !== 'help' ? `Unknown task "${name}".\n\n${usage()}` : usage());
    return name && name !== 'help' ? 2 : 0;
  }
  await task.run(args);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(process.exitCode ?? code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
