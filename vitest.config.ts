import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests run against the domain package's TypeScript source, so no build is needed before `vitest`.
const domainSource = fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url));
const alias = { '@outbreak-watch/domain': domainSource };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'domain',
          root: './packages/domain',
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          // Each test file builds its own app over its own database; PostgreSQL files share one server.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
