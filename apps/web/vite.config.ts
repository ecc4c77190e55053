import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin, Rollup } from 'vite';
import { defineConfig } from 'vitest/config';
import { LANDING_PRELOADS_FILE } from '../../packages/domain/src/config';
import { SERVICE_WORKER_PATH } from '../../packages/domain/src/push';
import { PAGE_FRAMES_BUILD } from '../../packages/domain/src/page-intros';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// The web app compiles the domain package from source, so it never waits for a domain build.
const domainSource = fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url));
const domainSourceDir = fileURLToPath(new URL('../../packages/domain/src/', import.meta.url));

/**
 * React Router's package exports name its development build under every condition (its warnings and
 * checks cost start-up time on a phone); the production build ships beside it, and builds use that.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** The app itself, which the small entry (`src/main.tsx`) imports after the page's first paint. */
const APP_START_MODULE = fileURLToPath(new URL('./src/app/start.tsx', import.meta.url));

/**
 * The pages people land on, by path, and the module router.tsx loads for each (keep the two in step;
 * the build fails when a module here is in no chunk).
 */
const LANDING_PAGES: Record<string, string> = {
  '/': 'src/features/home/home-page.tsx',
  '/reports': 'src/features/outbreaks/reports-feed/reports-page.tsx',
  '/map': 'src/features/map/map-page.tsx',
  '/analysis': 'src/features/analytics/analytics-page.tsx',
  '/details': 'src/app/routes/outbreak-details-route.tsx',
};

/** A quoted string (single, double or template without substitutions), as the source writes it. */
const QUOTED = ["'(?:[^'\\\\]|\\\\.)*'", '"(?:[^"\\\\]|\\\\.)*"', '`(?:[^`\\\\$]|\\\\.)*`'].join('|');
const DESCRIPTION = new RegExp(`\\s*description:\\s*(?:${QUOTED}),?`, 'g');

/**
 * The messages' notes for translators (`description`) belong in the catalogues, not in the first page's
 * code: they are left out of every `defineMessages({...})` call of the build (about 3 KB gzipped), and
 * the catalogue chunks keep only the texts.
 */
function stripMessageDescriptions(): Plugin {
  return {
    name: 'strip-message-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      // A catalogue chunk carries the texts only; the notes and review marks are for translators.
      if (/\/catalogues\/[\w-]+\.json$/.test(id)) {
        const file = JSON.parse(code) as Record<string, { message: string }>;
        const texts = Object.entries(file).map(([key, entry]) => [key, { message: entry.message }]);
        return { code: JSON.stringify(Object.fromEntries(texts)), map: null };
      }
      if (!/\.tsx?$/.test(id) || !code.includes('defineMessages(')) return null;
      let result = '';
      let from = 0;
      for (
        let start = code.indexOf('defineMessages(', from);
        start !== -1;
        start = code.indexOf('defineMessages(', from)
      ) {
        // The call's own parentheses, counted past those of the strings inside it.
        let depth = 0;
        let end = start + 'defineMessages'.length;
        for (; end < code.length; end++) {
          const char = code[end];
          if (char === "'" || char === '"' || char === '`') {
            const match = new RegExp(QUOTED, 'y');
            match.lastIndex = end;
            if (match.exec(code)) end = match.lastIndex - 1;
          } else if (char === '(') depth++;
          else if (char === ')' && --depth === 0) break;
        }
        result += code.slice(from, start) + code.slice(start, end + 1).replace(DESCRIPTION, '');
        from = end + 1;
      }
      return { code: result + code.slice(from), map: null };
    },
  };
}

/** `chunk` and every chunk it imports, leaving out those in `skip`. */
function chunkClosure(
  bundle: Rollup.OutputBundle,
  chunk: Rollup.OutputChunk,
  skip: ReadonlySet<string> = new Set(),
): Set<string> {
  const files = new Set<string>();
  const collect = (current: Rollup.OutputChunk) => {
    if (skip.has(current.fileName) || files.has(current.fileName)) return;
    files.add(current.fileName);
    for (const name of current.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') collect(imported);
    }
  };
  collect(chunk);
  return files;
}

/**
 * Writes LANDING_PRELOADS_FILE: for each landing page, the chunks it needs beyond the app's start, so
 * the server can list them in the page and the app fetches them beside its start rather than after
 * running it (`src/main.tsx`).
 */
function landingPreloads(): Plugin {
  return {
    name: 'landing-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rollup.OutputChunk => item.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      const start = chunks.find(
        (chunk) => chunk.isDynamicEntry && chunk.moduleIds.includes(APP_START_MODULE),
      );
      if (!entry || !start) this.error(`The entry or the app's start (${APP_START_MODULE}) is in no chunk.`);
      const loaded = new Set([...chunkClosure(bundle, entry), ...chunkClosure(bundle, start)]);
      const preloads: Record<string, string[]> = {};
      for (const [page, module] of Object.entries(LANDING_PAGES)) {
        const chunk = chunks.find((item) =>
          item.moduleIds.includes(fileURLToPath(new URL(module, import.meta.url))),
        );
        if (!chunk) this.error(`The landing page ${page} is in no chunk (${module}).`);
        preloads[page] = [...chunkClosure(bundle, chunk, loaded)];
      }
      this.emitFile({ type: 'asset', fileName: LANDING_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

/** The service worker's stand-in line for the build's version and files (public/sw.js). */
const SERVICE_WORKER_BUILD_LINE = "const BUILD = { version: 'development', files: [] };";

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * Writes the build's version and its files (the app shell the worker stores on install) into the
 * built service worker: every file of the build but the worker itself, the server's preload list and
 * compressed copies. The version is a hash of their contents, so any change of the app is a new
 * worker, which the page then offers as an update.
 */
function serviceWorkerBuild(): Plugin {
  let outDir = '';
  return {
    name: 'service-worker-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const workerFile = path.join(outDir, SERVICE_WORKER_PATH.slice(1));
      const worker = readFileSync(workerFile, 'utf8');
      if (!worker.includes(SERVICE_WORKER_BUILD_LINE))
        this.error(`${workerFile} lacks the line the build fills in: ${SERVICE_WORKER_BUILD_LINE}`);
      const files = [...filesUnder(outDir)]
        .map((file) => `/${path.relative(outDir, file).split(path.sep).join('/')}`)
        .filter((file) => file !== SERVICE_WORKER_PATH && file !== `/${LANDING_PRELOADS_FILE}`)
        .filter((file) => !/\.(gz|br)$/.test(file))
        .sort();
      const hash = createHash('sha256');
      for (const file of files) hash.update(file).update(readFileSync(path.join(outDir, file)));
      const build = { version: hash.digest('hex').slice(0, 16), files };
      writeFileSync(
        workerFile,
        worker.replace(SERVICE_WORKER_BUILD_LINE, `const BUILD = ${JSON.stringify(build)};`),
      );
    },
  };
}

/**
 * The server's side of the build (`vite build --ssr`): `src/page-frames.tsx` as one module the server
 * imports to render a details page's frame, outside `dist` so that it is not served as an asset.
 */
const framesBuild = {
  outDir: fileURLToPath(new URL(`./${PAGE_FRAMES_BUILD.dir}`, import.meta.url)),
  emptyOutDir: true,
  copyPublicDir: false,
  rollupOptions: { output: { entryFileNames: PAGE_FRAMES_BUILD.module } },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  plugins: isSsrBuild
    ? [react()]
    : [stripMessageDescriptions(), react(), tailwindcss(), landingPreloads(), serviceWorkerBuild()],
  resolve: {
    alias: [
      { find: '@outbreak-watch/domain', replacement: domainSource },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  build: isSsrBuild
    ? framesBuild
    : {
        outDir: fileURLToPath(new URL('./dist', import.meta.url)),
        emptyOutDir: true,
        // Every asset is a file: the production CSP allows no inline scripts or styles.
        assetsInlineLimit: 0,
        rollupOptions: {
          // The domain package's modules only declare (schemas, constants, functions): a page's first
          // bundle takes the modules it uses, not every module the package's index names.
          treeshake: { moduleSideEffects: (id: string) => !id.startsWith(domainSourceDir) },
          onwarn(warning, warn) {
            // Zod's sources carry comments Rollup cannot place; they are harmless and not ours to fix.
            if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
            warn(warning);
          },
        },
      },
  test: {
    name: 'web',
    root: webRoot,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
}));
