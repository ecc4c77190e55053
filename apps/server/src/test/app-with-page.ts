import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseKind } from '../db/database.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * A test app whose web build is one `index.html` of the given text, for the tests of what the server
 * does to the pages it serves. `close` also removes the build.
 */
export async function createAppWithPage(kind: DatabaseKind, page: string): Promise<TestApp> {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'ow-page-'));
  mkdirSync(path.join(buildDir, 'dist'));
  writeFileSync(path.join(buildDir, 'dist', 'index.html'), page);
  const t = await createTestApp(kind, {}, { webDir: path.join(buildDir, 'dist') });
  return {
    ...t,
    close: async () => {
      await t.close();
      rmSync(buildDir, { recursive: true, force: true });
    },
  };
}
