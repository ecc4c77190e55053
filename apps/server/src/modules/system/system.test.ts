import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  DEMO_BANNER_SLOT,
  demoBannerFrame,
  LANDING_PRELOADS_FILE,
  PAGE_FRAME_SLOT,
  SITE_FRAME_END,
  SITE_FRAME_START,
  PAGE_FRAMES_BUILD,
  PAGE_PRELOADS_ELEMENT_ID,
  PAGE_INTROS,
  pageIntroFrame,
  PRODUCT,
  type ErrorResponse,
  type Health,
  type PublicConfig,
} from '@outbreak-watch/domain';
import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config.js';
import { HttpError } from '../../http-error.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { DEMO_DATA_MARK } from '../../db/seed/demo-data.js';
import { createOutbreakRow, createUser } from '../../test/factories.js';

describe.each(DATABASE_KINDS)('system endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the health check after asking the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Health>()).toEqual({ status: 'ok', database: kind });
  });

  it('answers the public config with map settings and the demo flag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    const body = response.json<PublicConfig>();
    expect(body).toEqual({
      map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      map_tile_attribution: expect.stringContaining('OpenStreetMap'),
      map_boundaries_url: '/api/map/boundaries.json',
      map_boundaries_fallback_url: '/api/map/boundaries.json',
      demo: false,
    });
    await t.app.db.insertInto('seed_marks').values({ name: DEMO_DATA_MARK }).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json<PublicConfig>().demo).toBe(true);
    await t.app.db.deleteFrom('seed_marks').where('name', '=', DEMO_DATA_MARK).execute();
  });

  it('serves the shipped boundary file, simplified, gzipped when asked', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/map/boundaries.json' });
    expect(plain.statusCode).toBe(200);
    const served = plain.json<Topology>();
    expect(served.type).toBe('Topology');
    // Every country of Natural Earth keeps a shape of its own, on fewer points than the file has.
    const original = JSON.parse(
      readFileSync(createRequire(import.meta.url).resolve('world-atlas/countries-50m.json'), 'utf8'),
    ) as Topology;
    const countries = (topology: Topology) =>
      (feature(topology, topology.objects.countries as GeometryCollection) as FeatureCollection).features;
    const ids = (topology: Topology) => countries(topology).map((country) => country.id);
    expect(ids(served)).toEqual(ids(original));
    expect(countries(served).every((country) => country.geometry !== null)).toBe(true);
    const points = (topology: Topology) => topology.arcs.reduce((sum, arc) => sum + arc.length, 0);
    expect(points(served)).toBeLessThan(points(original) * 0.7);
    expect(points(served)).toBeGreaterThan(points(original) * 0.4);
    const gzipped = await t.app.inject({
      method: 'GET',
      url: '/api/map/boundaries.json',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const cached = await t.app.inject({
      method: 'GET',
      url: '/api/map/boundaries.json',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('serves the OpenAPI document listing the reference endpoints', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/countries',
        '/api/countries/{id}/states',
        '/api/diseases',
        '/api/profile/metadata',
      ]),
    );
  });

  it('lists every administration endpoint with its request and response schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
    }>();
    const expected: [string, string][] = [
      ['/api/admin/dashboard', 'get'],
      ['/api/admin/settings', 'get'],
      ['/api/admin/titles', 'post'],
      ['/api/admin/titles/{id}', 'put'],
      ['/api/admin/titles/{id}', 'delete'],
      ['/api/admin/affiliations', 'get'],
      ['/api/admin/qualifications', 'post'],
      ['/api/admin/qualification', 'post'],
      ['/api/admin/outbreak-questions', 'get'],
      ['/api/admin/outbreak-questions/{id}', 'put'],
      ['/api/admin/users', 'get'],
      ['/api/admin/users/{id}', 'get'],
      ['/api/admin/users/{id}/verify', 'put'],
      ['/api/admin/users/{id}/suspend', 'put'],
      ['/api/admin/users/{id}/unsuspend', 'put'],
      ['/api/admin/users/{id}/role', 'put'],
      ['/api/admin/users/{id}', 'delete'],
      ['/api/admin/outbreaks', 'get'],
      ['/api/admin/outbreaks/{id}/confirm', 'put'],
      ['/api/admin/outbreaks/{id}/status', 'put'],
      ['/api/admin/outbreaks/{id}', 'put'],
      ['/api/admin/outbreaks/{id}', 'delete'],
      ['/api/admin/comments', 'get'],
      ['/api/admin/comments/{id}/hide', 'put'],
      ['/api/admin/comments/{id}', 'delete'],
      ['/api/admin/audit', 'get'],
      ['/api/admin/audit/export.csv', 'get'],
    ];
    for (const [path, method] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(Object.keys(operation.responses ?? {})).toEqual(expect.arrayContaining(['401', '403']));
    }
    expect(doc.paths['/api/admin/titles'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/admin/outbreak-questions/{id}'].put.requestBody).toBeDefined();
  });
});

/** The web build's index.html as far as the server reads it. */
const PAGE = '<!doctype html><html><head><title>Outbreak Watch</title></head><body></body></html>';

/** The same with `root` in the app's root element, where the server writes a page's frame. */
const pageWithRoot = (root: string) =>
  `<!doctype html><html><head><title>Outbreak Watch</title></head><body><div id="root">${root}</div></body></html>`;

/** What the server wrote into the root element of the page at `url`. */
async function rootOfPage(t: TestApp, url: string): Promise<string | undefined> {
  return /<div id="root">(.*)<\/div><\/body>/s.exec((await t.app.inject({ method: 'GET', url })).body)?.[1];
}

/**
 * Runs `test` against an app that serves a web build of its own, made of `files` by path in the build's
 * folder (`dist/` is the app's build, beside it the server-side modules), then closes the app and removes
 * the build.
 */
async function withWebBuild(
  files: Record<string, string>,
  test: (t: TestApp) => Promise<void>,
  config: Partial<AppConfig> = {},
): Promise<void> {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'ow-build-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
    writeFileSync(path.join(buildDir, file), content);
  }
  const t = await createTestApp('sqlite', config, { webDir: path.join(buildDir, 'dist') });
  try {
    await test(t);
  } finally {
    await t.close();
    rmSync(buildDir, { recursive: true, force: true });
  }
}

describe('errors and security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { rateLimitPerMinute: 5 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorResponse>()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'There is no API endpoint at this address.',
    });
  });

  it('sends a strict content security policy and the other security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain('img-src');
    expect(csp).toContain('https://tile.openstreetmap.org');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('answers 429 with a message and Retry-After once the per-IP limit is spent', async () => {
    const responses = [];
    for (let i = 0; i < 7; i += 1) {
      responses.push(await t.app.inject({ method: 'GET', url: '/api/countries', remoteAddress: '10.9.8.7' }));
    }
    expect(responses.slice(0, 5).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const last = responses[6];
    if (!last) throw new Error('no response');
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    expect(last.json<ErrorResponse>().message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
  });
});

describe('the error handler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never leaks the message of a server error', async () => {
    const { buildApp } = await import('../../app.js');
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    app.get('/api/test-failure', () => {
      throw new Error('select * from users -- secret detail');
    });
    app.get('/api/test-http-error', () => {
      throw new HttpError(409, 'That name is taken.', [{ field: 'name', message: 'That name is taken.' }]);
    });
    app.post('/api/test-json', (request) => request.body);
    await app.ready();

    const failure = await app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(failure.statusCode).toBe(500);
    expect(failure.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
    expect(failure.body).not.toContain('secret');

    const conflict = await app.inject({ method: 'GET', url: '/api/test-http-error' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'That name is taken.',
      details: [{ field: 'name', message: 'That name is taken.' }],
    });

    const badJson = await app.inject({
      method: 'POST',
      url: '/api/test-json',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json<ErrorResponse>().message).toEqual(expect.any(String));
    await app.close();
  });
});

describe('the pages of the web app', () => {
  it('carry the public settings as a data block, as GET /api/config answers them', async () => {
    await withWebBuild(
      { 'dist/index.html': PAGE },
      async (t) => {
        const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json<PublicConfig>();
        for (const url of ['/', '/reports', '/details/5?tab=comments']) {
          const page = await t.app.inject({ method: 'GET', url });
          expect(page.statusCode).toBe(200);
          expect(page.headers['content-type']).toMatch(/^text\/html/);
          const block = /<script id="public-config" type="application\/json">(.*?)<\/script><\/head>/.exec(
            page.body,
          );
          expect(block?.[1]).not.toContain('<');
          expect(JSON.parse(block![1])).toEqual(config);
        }
        await t.app.db.insertInto('seed_marks').values({ name: DEMO_DATA_MARK }).execute();
        const withDemo = await t.app.inject({ method: 'GET', url: '/map' });
        expect(withDemo.body).toContain('"demo":true');
      },
      // A setting with `<` in it cannot end the block early.
      { mapTileAttribution: '</script><script>alert(1)</script> OSM' },
    );
  });
});

describe('compressed answers', () => {
  it('come compressed to clients that accept it, and plain to the others', async () => {
    const t = await createTestApp('sqlite');
    try {
      const plain = await t.app.inject({ method: 'GET', url: '/api/countries' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const compressed = await t.app.inject({
          method: 'GET',
          url: '/api/countries',
          headers: { 'accept-encoding': encoding },
        });
        expect(compressed.statusCode).toBe(200);
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(JSON.parse(decode(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
      }
    } finally {
      await t.close();
    }
  });
});

describe('kept answers (the map, the visitors’ feed)', () => {
  it('are compressed once per encoding, sent compressed to clients that accept it and plain to the others, varying by both headers', async () => {
    const t = await createTestApp('sqlite', { publicCacheSeconds: 60 });
    try {
      for (let i = 0; i < 40; i += 1) await createOutbreakRow(t.app.db);
      for (const url of ['/api/map/countries', '/api/outbreaks?limit=40']) {
        const plain = await t.app.inject({ method: 'GET', url });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.rawPayload.length).toBeGreaterThan(1024);
        for (const [accept, encoding, decode] of [
          ['br', 'br', brotliDecompressSync],
          ['gzip, deflate, br', 'br', brotliDecompressSync],
          ['gzip', 'gzip', gunzipSync],
          ['br;q=0.5, gzip', 'gzip', gunzipSync],
        ] as const) {
          const [first, again] = await Promise.all(
            [0, 1].map(() => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } })),
          );
          for (const answer of [first, again]) {
            expect(answer?.statusCode).toBe(200);
            expect(answer?.headers['content-encoding']).toBe(encoding);
            expect(answer?.headers['content-type']).toBe('application/json; charset=utf-8');
            expect(JSON.parse(decode(answer?.rawPayload ?? Buffer.alloc(0)).toString('utf8'))).toEqual(
              plain.json(),
            );
          }
          expect(again?.rawPayload.equals(first?.rawPayload ?? Buffer.alloc(0))).toBe(true);
        }
        for (const accept of ['identity', 'br;q=0, gzip;q=0', '*;q=0']) {
          const answer = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
          expect(answer.headers['content-encoding']).toBeUndefined();
          expect(answer.body).toBe(plain.body);
        }
        if (url.startsWith('/api/map')) expect(plain.headers.vary).toBe('Authorization, Accept-Encoding');
        else expect(plain.headers.vary).toContain('Accept-Encoding');
      }
    } finally {
      await t.close();
    }
  });
});

describe('the first code of each landing page', () => {
  it('is listed in that page for the app to fetch as it starts (with a details page’s outbreak), from the list the web build writes', async () => {
    const build = {
      'dist/index.html': PAGE,
      [`dist/${LANDING_PRELOADS_FILE}`]: JSON.stringify({
        '/': ['assets/home-page-1.js', 'assets/format-2.js'],
        '/details': ['assets/details-3.js', '../../etc/passwd', 'assets/x.js"><script>'],
      }),
    };
    await withWebBuild(build, async (t) => {
      const preloadsOf = async (url: string) => {
        const block = new RegExp(
          `<script id="${PAGE_PRELOADS_ELEMENT_ID}" type="application/json">(.*?)</script>`,
        ).exec((await t.app.inject({ method: 'GET', url })).body);
        return block ? (JSON.parse(block[1] ?? '') as string[]) : [];
      };
      expect(await preloadsOf('/')).toEqual(['/assets/home-page-1.js', '/assets/format-2.js']);
      expect(await preloadsOf('/?page=2')).toEqual(['/assets/home-page-1.js', '/assets/format-2.js']);
      // A page's own paths share its code; only well-formed asset names are ever written.
      // A details page also names its outbreak's answer, when its address is well formed.
      expect(await preloadsOf('/details/5')).toEqual(['/assets/details-3.js', '/api/outbreaks/5']);
      expect(await preloadsOf('/details?id=7')).toEqual(['/assets/details-3.js', '/api/outbreaks/7']);
      expect(await preloadsOf('/details')).toEqual(['/assets/details-3.js']);
      // Read as the app reads the address (parseId), so the preload is the answer it asks for.
      expect(await preloadsOf('/details/05')).toEqual(['/assets/details-3.js', '/api/outbreaks/5']);
      for (const odd of [
        '/details/0',
        '/details/abc',
        '/details/5/x',
        '/details/99999999999',
        '/details?id=-1',
      ]) {
        expect(await preloadsOf(odd)).toEqual(['/assets/details-3.js']);
      }
      expect(await preloadsOf('/information')).toEqual([]);
      expect(await preloadsOf('/detailsx')).toEqual([]);
    });
  });

  it('carries that page’s title and intro in its frame, and no other page’s, under the demo banner of a demo', async () => {
    await withWebBuild(
      { 'dist/index.html': pageWithRoot(`${DEMO_BANNER_SLOT}${PAGE_FRAME_SLOT}`) },
      async (t) => {
        const rootOf = (url: string) => rootOfPage(t, url);
        for (const [page, intro] of Object.entries(PAGE_INTROS)) {
          const root = await rootOf(`${page}?days=30`);
          expect(root).toBe(pageIntroFrame(page));
          expect(root).toContain(`>${intro.title}</h1>`);
        }
        expect(await rootOf('/analysis/')).toBe('');
        expect(await rootOf('/details/5')).toBe('');
        expect(await rootOf('/information')).toBe('');

        // A demo deployment's frame carries the demo banner above the header, as the app does.
        expect(await rootOf('/information')).not.toContain(PRODUCT.demoBanner);
        await t.app.db.insertInto('seed_marks').values({ name: DEMO_DATA_MARK }).execute();
        expect(await rootOf('/information')).toBe(demoBannerFrame());
        expect(await rootOf('/map')).toBe(`${demoBannerFrame()}${pageIntroFrame('/map')}`);
      },
    );
  });

  it('writes the intro in the reader’s language, the one its <html> names, so the app replaces it word for word', async () => {
    await withWebBuild({ 'dist/index.html': pageWithRoot(PAGE_FRAME_SLOT) }, async (t) => {
      const pageOf = async (url: string, headers: Record<string, string>) =>
        (await t.app.inject({ method: 'GET', url, headers })).body;

      const map = await pageOf('/map', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
      expect(map).toContain('<html lang="fr" dir="ltr">');
      expect(map).toContain('>Carte des flambées</h1>');
      expect(map).toContain('>Les pays colorés selon le risque des flambées qui y sont signalées.</p>');
      const reports = await pageOf('/reports', { cookie: 'ow_lang=fr' });
      expect(reports).toContain('>Signalements de flambées</h1>');
      expect(reports).toContain('restent «\u00a0Non confirmé\u00a0» jusqu’à leur examen');

      // A visitor's choice (its cookie) wins over the browser's languages; Arabic reads right to left.
      const home = await pageOf('/', { cookie: 'ow_lang=ar', 'accept-language': 'fr' });
      expect(home).toContain('<html lang="ar" dir="rtl">');
      expect(home).toContain('>لوحة معلومات الفاشيات</h1>');
      expect(home).toContain('>كيف يعمل</span></p>');
      expect(home).not.toContain('Outbreak Dashboard');

      // English stays the spec's words.
      const analysis = await pageOf('/analysis', { 'accept-language': 'en-GB' });
      expect(analysis).toContain(`>${PAGE_INTROS['/analysis'].title}</h1>`);
      expect(analysis).toContain(`>${PAGE_INTROS['/analysis'].intro}</p>`);
    });
  });
});

describe('an embedded page', () => {
  it('is served without the site frame, so no header bar shows before the chart or map is drawn', async () => {
    const framed = `${SITE_FRAME_START}<header>Outbreak Watch</header>${PAGE_FRAME_SLOT}${SITE_FRAME_END}`;
    await withWebBuild({ 'dist/index.html': pageWithRoot(framed) }, async (t) => {
      for (const embed of ['/embed/epicurve?days=90', '/embed/map']) {
        expect(await rootOfPage(t, embed)).toBe('');
      }
      const mapPage = await rootOfPage(t, '/map');
      expect(mapPage).toContain('<header>Outbreak Watch</header>');
      expect(mapPage).toContain(pageIntroFrame('/map'));
    });
  });
});

describe('a details page’s frame', () => {
  it('is rendered in the reader’s language, with that language’s catalogue and country names loaded first', async () => {
    // A frames module that shows the language it was given, a text of its catalogue, and what it loaded.
    const build = {
      'dist/index.html': pageWithRoot(PAGE_FRAME_SLOT),
      [`${PAGE_FRAMES_BUILD.dir}/${PAGE_FRAMES_BUILD.module}`]: [
        'let loaded = "none";',
        'export const loadFrameLanguage = async (locale) => { loaded = locale; };',
        'export const renderDetailsFrame = (outbreak, path, locale, messages) =>',
        '  `<pre>${locale} ${loaded} ${messages["pageIntro.map.title"] ?? "English"}</pre>`;',
      ].join('\n'),
    };
    await withWebBuild(build, async (t) => {
      const reporter = await createUser(t.app.db, { first_name: 'Amara', last_name: 'Okafor' });
      const id = await createOutbreakRow(t.app.db, { reporter_id: reporter.id });
      const frameIn = async (headers: Record<string, string>) =>
        /<div id="root">(.*)<\/div><\/body>/s.exec(
          (await t.app.inject({ method: 'GET', url: `/details/${id}`, headers })).body,
        )?.[1];
      expect(await frameIn({ 'accept-language': 'ar' })).toBe('<pre>ar ar خريطة الفاشيات</pre>');
      expect(await frameIn({ cookie: 'ow_lang=fr' })).toBe('<pre>fr fr Carte des flambées</pre>');
      expect(await frameIn({})).toBe('<pre>en en English</pre>');
    });
  });

  it('carries the report as a visitor sees it, rendered by the web build’s frames module, and nothing for a report that cannot be read', async () => {
    // The app's index.html, and a frames module that shows what it was given.
    const build = {
      'dist/index.html': pageWithRoot(PAGE_FRAME_SLOT),
      [`${PAGE_FRAMES_BUILD.dir}/${PAGE_FRAMES_BUILD.module}`]:
        'export const renderDetailsFrame = (outbreak, path) => `<pre>${path} ${JSON.stringify(outbreak)}</pre>`;',
    };
    await withWebBuild(build, async (t) => {
      const reporter = await createUser(t.app.db, { first_name: 'Amara', last_name: 'Okafor' });
      const id = await createOutbreakRow(t.app.db, { reporter_id: reporter.id });
      // A `$` pattern in the report's text is written as it is.
      await t.app.db.updateTable('outbreaks').set({ description: "Cases rose $& fell $' again" }).execute();
      const rootOf = (url: string) => rootOfPage(t, url);
      const frameOf = async (url: string) => {
        const [, address, outbreak] = /^<pre>(\S+) (.*)<\/pre>$/s.exec((await rootOf(url)) ?? '') ?? [];
        return { address, outbreak: JSON.parse(outbreak ?? 'null') as unknown };
      };
      const visitorView = (await t.app.inject({ method: 'GET', url: `/api/outbreaks/${id}` })).json();
      expect(await frameOf(`/details/${id}`)).toEqual({ address: `/details/${id}`, outbreak: visitorView });
      expect(await frameOf(`/details?id=${id}`)).toEqual({
        address: `/details?id=${id}`,
        outbreak: visitorView,
      });
      expect(await rootOf(`/details/${id}`)).toContain("Cases rose $& fell $' again");
      // The visitor's view: the reporter is not named.
      expect(await rootOf(`/details/${id}`)).not.toContain('Okafor');
      for (const unreadable of [`/details/${id + 1}`, '/details/abc', '/details/0', '/details']) {
        expect(await rootOf(unreadable)).toBe('');
      }
    });
  });

  it('is left out when the build has no frames module', async () => {
    await withWebBuild({ 'dist/index.html': pageWithRoot(PAGE_FRAME_SLOT) }, async (t) => {
      const id = await createOutbreakRow(t.app.db);
      const page = await t.app.inject({ method: 'GET', url: `/details/${id}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
    });
  });
});

describe('rate limits and the web app', () => {
  it('never counts the app’s own files against the API limit', async () => {
    const build = { 'dist/index.html': PAGE, 'dist/assets/app.js': 'console.log(1);' };
    await withWebBuild(
      build,
      async (t) => {
        const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '10.9.8.6' });
        const files = [];
        for (let i = 0; i < 10; i += 1) {
          files.push((await get('/assets/app.js')).statusCode, (await get('/reports')).statusCode);
        }
        expect(files.every((status) => status === 200)).toBe(true);
        const api = [];
        for (let i = 0; i < 4; i += 1) api.push((await get('/api/countries')).statusCode);
        expect(api).toEqual([200, 200, 200, 429]);
      },
      { rateLimitPerMinute: 3 },
    );
  });
});
