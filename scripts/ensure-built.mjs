// Builds the domain package, the server and the web app when a build is missing or older than its
// sources, so `npm start` works on a fresh clone and after a pull without a separate build step.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const at = (...parts) => path.join(root, ...parts);

const parts = [
  {
    name: 'server',
    output: at('apps/server/dist/main.js'),
    sources: [at('packages/domain/src'), at('apps/server/src'), at('tsconfig.base.json')],
  },
  {
    name: 'web',
    output: at('apps/web/dist/index.html'),
    sources: [
      at('packages/domain/src'),
      at('apps/web/src'),
      at('apps/web/index.html'),
      at('apps/web/public'),
      at('apps/web/vite.config.ts'),
    ],
  },
];

export function ensureBuilt() {
  const stale = parts.filter((part) => newestMtime(part.output) < Math.max(...part.sources.map(newestMtime)));
  if (stale.length === 0) return;
  console.log(`Building ${stale.map((p) => p.name).join(' and ')}…`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // An incremental build leaves outputs whose sources did not change them (a test file, a comment) as
  // they were: mark them built now, or every start would build again.
  const now = new Date();
  for (const part of stale) utimesSync(part.output, now, now);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuilt();
