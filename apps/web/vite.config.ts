import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin, Rollup } from 'vite';
import { defineConfig } from 'vitest/config';
import { LANDING_PRELOADS_FILE } from '../../packages/domain/src/config';

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

/**
 * The pages people land on, by path, and the module router.tsx loads for each (keep the two in step;
 * the build fails when a module here is in no chunk).
 */
const APP_START_MODULE = fileURLToPath(new URL('./src/app/start.tsx', import.meta.url));

const LANDING_PAGES: Record<string, string> = {
  '/': 'src/features/home/home-page.tsx',
  '/reports': 'src/features/outbreaks/reports-feed/reports-page.tsx',
  '/map': 'src/features/map/map-page.tsx',
  '/analysis': 'src/features/analytics/analytics-page.tsx',
  '/details': 'src/app/routes/outbreak-details-route.tsx',
};

/** The chunks of the app's start (`src/app/start.tsx`, which the small entry imports after the first paint). */
function appStartChunks(bundle: Rollup.OutputBundle): Set<string> {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const start = chunks.find((chunk) => chunk.isDynamicEntry && chunk.moduleIds.includes(APP_START_MODULE));
  if (!start) throw new Error(`The app's start (${APP_START_MODULE}) is in no chunk.`);
  const files = new Set<string>();
  const collect = (chunk: Rollup.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') collect(imported);
    }
  };
  collect(start);
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
      const loaded = new Set([
        ...(entry ? [entry.fileName, ...entry.imports] : []),
        ...appStartChunks(bundle),
      ]);
      const collect = (chunk: Rollup.OutputChunk, files: Set<string>) => {
        if (loaded.has(chunk.fileName) || files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const name of chunk.imports) {
          const imported = bundle[name];
          if (imported?.type === 'chunk') collect(imported, files);
        }
      };
      const preloads: Record<string, string[]> = {};
      for (const [page, module] of Object.entries(LANDING_PAGES)) {
        const chunk = chunks.find((item) =>
          item.moduleIds.includes(fileURLToPath(new URL(module, import.meta.url))),
        );
        if (!chunk) this.error(`The landing page ${page} is in no chunk (${module}).`);
        const files = new Set<string>();
        collect(chunk, files);
        preloads[page] = [...files];
      }
      this.emitFile({ type: 'asset', fileName: LANDING_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [react(), tailwindcss(), landingPreloads()],
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
  build: {
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
