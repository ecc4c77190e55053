import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVICE_WORKER_PATH, WEB_MANIFEST_PATH } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../test/test-app.js';

const PAGE =
  '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest" /></head><body></body></html>';

describe.each(DATABASE_KINDS)('the installable app’s files on %s', (kind) => {
  let t: TestApp;
  let buildDir: string;
  beforeAll(async () => {
    buildDir = mkdtempSync(path.join(tmpdir(), 'ow-pwa-'));
    const dist = path.join(buildDir, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), PAGE);
    writeFileSync(path.join(dist, WEB_MANIFEST_PATH.slice(1)), JSON.stringify({ name: 'Outbreak Watch' }));
    writeFileSync(path.join(dist, SERVICE_WORKER_PATH.slice(1)), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'export {};');
    t = await createTestApp(kind, {}, { webDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the manifest as application/manifest+json, asked again on every check', async () => {
    const response = await get(WEB_MANIFEST_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ name: 'Outbreak Watch' });
  });

  it('serves the service worker as JavaScript, never from a stale HTTP cache', async () => {
    const response = await get(SERVICE_WORKER_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps hashed assets cached for a year', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lets pages use the manifest and the worker of this origin only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/reports/add',
      headers: { accept: 'text/html' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("worker-src 'self'");
  });
});
