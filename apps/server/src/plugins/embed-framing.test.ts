import { EMBED_PATHS } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithPage } from '../test/app-with-page.js';
import { DATABASE_KINDS, type TestApp } from '../test/test-app.js';

const PAGE = '<!doctype html><html><head><title>Outbreak Watch</title></head><body></body></html>';

describe.each(DATABASE_KINDS)('who may show the app in a frame, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAppWithPage(kind, PAGE);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('any site, for the embeddable chart and map pages, with or without their filters', async () => {
    for (const url of [
      `${EMBED_PATHS.epicurve}?disease_id=3&stack=status`,
      EMBED_PATHS.epicurve,
      `${EMBED_PATHS.map}?days=30&region=002`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain('frame-ancestors *');
      expect(csp).not.toContain("frame-ancestors 'none'");
      // The rest of the policy is the same as everywhere else.
      expect(csp).toContain("script-src 'self'");
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('no site, for every other page, the API and unknown addresses under /embed', async () => {
    for (const url of [
      '/analysis?disease_id=3',
      '/map',
      '/',
      '/embed/other',
      '/embed',
      '/api/health',
      '/api/analytics/epicurve',
      '/api/no-such-thing',
    ]) {
      const response = await get(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain('frame-ancestors *');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});
