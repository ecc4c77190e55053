import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';

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

export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [react(), tailwindcss()],
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
