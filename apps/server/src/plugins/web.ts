import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  DEMO_BANNER_SLOT,
  demoBannerFrame,
  LANDING_PRELOADS_FILE,
  PAGE_CONFIG_ELEMENT_ID,
  PAGE_PRELOADS_ELEMENT_ID,
  PAGE_FRAME_SLOT,
  pageIntroFrame,
  parseId,
  type PublicConfig,
} from '@outbreak-watch/domain';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.js';

export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/**
 * The page with `config` in a JSON data block (not a script that runs, so the CSP allows it): the app
 * has the settings it needs for its first paint (the demo banner, the map's tiles) without waiting
 * for `GET /api/config`, and nothing moves when they arrive. `<` is escaped so no text can end it.
 */
export function withPageConfig(html: string, config: unknown, headElements = ''): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `${headElements}<script id="${PAGE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  const headEnd = html.indexOf('</head>');
  return headEnd === -1 ? `${html}${block}` : `${html.slice(0, headEnd)}${block}${html.slice(headEnd)}`;
}

/** The outbreak a details address names (`/details/5`, `/details?id=5`), read as the app reads it. */
function detailsOutbreakId(url: string): number | null {
  const [pathname = '', query = ''] = url.split('?');
  if (pathname === '/details') return parseId(new URLSearchParams(query).get('id'));
  const id = /^\/details\/([^/]+)$/.exec(pathname)?.[1];
  return id === undefined ? null : parseId(id);
}

/**
 * What the page at `url` needs first, as a JSON block the app reads when it starts: the page's code
 * (`/details/5` is `/details`'s), fetched beside the app's own instead of after running it, and on a
 * details page the outbreak's answer, fetched beside both. Nothing for other pages.
 */
export function landingPreloadList(preloads: Record<string, string[]>, url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  const page = Object.keys(preloads).find(
    (key) => pathname === key || (key !== '/' && pathname.startsWith(`${key}/`)),
  );
  const code = (page ? preloads[page] : [])
    .filter((file) => /^assets\/[\w.-]+\.js$/.test(file))
    .map((file) => `/${file}`);
  const outbreakId = detailsOutbreakId(url);
  const files = outbreakId === null ? code : [...code, `/api/outbreaks/${outbreakId}`];
  return files.length === 0
    ? ''
    : `<script id="${PAGE_PRELOADS_ELEMENT_ID}" type="application/json">${JSON.stringify(files)}</script>`;
}

function readLandingPreloads(distDir: string): Record<string, string[]> {
  try {
    return JSON.parse(readFileSync(`${distDir}/${LANDING_PRELOADS_FILE}`, 'utf8')) as Record<
      string,
      string[]
    >;
  } catch {
    return {};
  }
}

/**
 * Serves the built single-page app. Hashed assets are cached for a year; every other non-API path
 * that accepts HTML gets index.html so the browser's router can take over, with `pageConfig()` and the
 * page's module preloads in it when given (or as it is, should the settings fail).
 */
export async function registerWeb(
  app: FastifyInstance,
  distDir = WEB_DIST_DIR,
  pageConfig?: () => Promise<PublicConfig>,
): Promise<void> {
  const hasBuild = existsSync(`${distDir}/index.html`);
  const indexHtml = hasBuild && pageConfig ? readFileSync(`${distDir}/index.html`, 'utf8') : '';
  const landingPreloads = hasBuild ? readLandingPreloads(distDir) : {};
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'Cache-Control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'web build not found; serving the API only');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (hasBuild && wantsPage && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      void reply.header('Cache-Control', 'no-cache');
      const config = await pageConfig?.().catch((error: unknown) => {
        request.log.warn({ err: error }, 'page served without its settings');
        return undefined;
      });
      if (config === undefined) return reply.sendFile('index.html');
      const pathname = request.url.split('?')[0] ?? '/';
      const preloads = landingPreloadList(landingPreloads, request.url);
      const page = indexHtml
        .replace(DEMO_BANNER_SLOT, config.demo ? demoBannerFrame() : '')
        .replace(PAGE_FRAME_SLOT, pageIntroFrame(pathname));
      return reply.type('text/html; charset=utf-8').send(withPageConfig(page, config, preloads));
    }
    return sendError(reply, 404, isApi ? 'There is no API endpoint at this address.' : 'Not Found');
  });
}
