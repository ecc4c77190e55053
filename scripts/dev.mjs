// `npm run dev`: the API (rebuilt and restarted on change) and Vite's dev server with the API proxied.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The server watcher needs a first build to start from.
spawnSync('npx', ['tsc', '-b', 'apps/server'], { cwd: root, stdio: 'inherit' });
const children = [
  spawn('npx', ['tsc', '-b', 'apps/server', '--watch', '--preserveWatchOutput'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(
    'node',
    ['--watch-path=apps/server/dist', '--watch-path=packages/domain/dist', 'apps/server/dist/main.js'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  ),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts'], { cwd: root, stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
