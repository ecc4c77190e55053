import { loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { prepareDatabase } from './db/prepare.js';
import { parseArgs } from 'node:util';
import { ROLE } from '@outbreak-watch/domain';
import { ensureAdmin } from './modules/auth/admin-bootstrap.js';

const log = {
  info: (details: unknown, message?: string) => console.log(message ?? '', JSON.stringify(details)),
};

/** Administrative tasks: `npm run cli -- <task>`. */
const TASKS: Record<string, { describe: string; run: (args: string[]) => Promise<void> }> = {
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
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
