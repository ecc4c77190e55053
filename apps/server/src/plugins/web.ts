import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  API_MESSAGES,
  DEMO_BANNER_SLOT,
  demoBannerFrame,
  LANDING_PRELOADS_FILE,
  PAGE_CONFIG_ELEMENT_ID,
  PAGE_FRAMES_BUILD,
  PAGE_PRELOADS_ELEMENT_ID,
  PAGE_FRAME_SLOT,
  pageIntroFrame,
  detailsOutbreakId,
  isEmbedPath,
  languageTag,
  type LoadFrameLanguage,
  localeDirection,
  type Locale,
  SITE_FRAME_END,
  SITE_FRAME_START,
  PRODUCT,
  type Outbreak,
  type PublicConfig,
  type RenderDetailsFrame,
  WEB_MANIFEST_PATH,
} from '@outbreak-watch/domain';
import type { FastifyInstance } from 'fastify';
import { catalogueOf, localize, requestLocale, translator } from '../lib/i18n.js';
import { sendError } from './errors.js';
import { allowFramingByAnySite } from './security.js';

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

/** The page's `<html>` in the reader's language and its direction (Arabic right to left). */
export function withPageLanguage(html: string, locale: Locale): string {
  return html.replace(
    /<html\b[^>]*>/,
    `<html lang="${languageTag(locale)}" dir="${localeDirection(locale)}">`,
  );
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

/** The web build's frames module: its renderer of details frames, and what loads a language's extras. */
interface FramesModule {
  renderDetailsFrame?: RenderDetailsFrame;
  loadFrameLanguage?: LoadFrameLanguage;
}

/** A details frame in `locale`, rendered by the web build's frames module. */
type DetailsFrame = (outbreak: Outbreak, path: string, locale: Locale) => Promise<string>;

/** The web build's renderer of details frames, when the build has one (`vite build --ssr`). */
async function loadDetailsFrameRenderer(
  app: FastifyInstance,
  distDir: string,
): Promise<DetailsFrame | undefined> {
  const file = path.join(distDir, '..', PAGE_FRAMES_BUILD.dir, PAGE_FRAMES_BUILD.module);
  if (!existsSync(file)) return undefined;
  try {
    const { renderDetailsFrame, loadFrameLanguage } = (await import(
      pathToFileURL(file).href
    )) as FramesModule;
    if (!renderDetailsFrame) return undefined;
    return async (outbreak, pagePath, locale) => {
      await loadFrameLanguage?.(locale);
      return renderDetailsFrame(outbreak, pagePath, locale, catalogueOf(locale));
    };
  } catch (error) {
    app.log.warn({ err: error, file }, 'details pages served without their frame');
    return undefined;
  }
}

/**
 * Hashed assets never change; the service worker and the manifest are asked again on every check, so
 * a new version of the app is offered as soon as it is deployed; the rest may be reused for minutes.
 */
export function staticCacheControl(filePath: string): string {
  if (filePath.includes('/assets/')) return 'public, max-age=31536000, immutable';
  const name = path.basename(filePath);
  if (name === 'sw.js' || name === WEB_MANIFEST_PATH.slice(1)) return 'no-cache';
  return 'public, max-age=300';
}

/** What the pages carry from the server beyond the build's index.html. */
export interface PageData {
  /** The deployment's public settings, written into every page. */
  pageConfig: () => Promise<PublicConfig>;
  /** The outbreak as a visitor sees it, for the frame of its details page (absent: none). */
  publicOutbreak?: (id: number) => Promise<Outbreak>;
}

/**
 * Serves the built single-page app. Hashed assets are cached for a year; every other non-API path
 * that accepts HTML gets index.html so the browser's router can take over, with the page's settings,
 * module preloads and frame in it when given (or as it is, should the settings fail).
 */
/** The page without its site frame (header bar and page slot), for the embeddable pages. */
export function withoutSiteFrame(html: string): string {
  const start = html.indexOf(SITE_FRAME_START);
  const end = html.indexOf(SITE_FRAME_END);
  if (start === -1 || end < start) return html;
  return html.slice(0, start) + html.slice(end + SITE_FRAME_END.length);
}

export async function registerWeb(
  app: FastifyInstance,
  distDir = WEB_DIST_DIR,
  pageData?: PageData,
): Promise<void> {
  const hasBuild = existsSync(`${distDir}/index.html`);
  const indexHtml = hasBuild && pageData ? readFileSync(`${distDir}/index.html`, 'utf8') : '';
  const landingPreloads = hasBuild ? readLandingPreloads(distDir) : {};
  // Loaded with the first details page, not at start: React's server renderer is ten megabytes of
  // memory that a server nobody has asked for a details page need not hold.
  let renderer: Promise<DetailsFrame | undefined> | undefined;
  const detailsFrameRenderer = () => {
    renderer ??= hasBuild && pageData ? loadDetailsFrameRenderer(app, distDir) : Promise.resolve(undefined);
    return renderer;
  };

  /**
   * The page's frame: a details page's report as a visitor sees it (rendered by the web build's own
   * components), a landing page's title and intro, or nothing. A report that cannot be read leaves
   * the frame empty; the app says why.
   */
  const pageFrame = async (url: string, locale: Locale): Promise<string> => {
    const pathname = url.split('?')[0] ?? '/';
    const outbreakId = detailsOutbreakId(url);
    if (outbreakId === null) return pageIntroFrame(pathname, translator(locale));
    const renderDetailsFrame = await detailsFrameRenderer();
    if (!renderDetailsFrame || !pageData?.publicOutbreak) return '';
    try {
      return await renderDetailsFrame(await pageData.publicOutbreak(outbreakId), url, locale);
    } catch {
      return '';
    }
  };
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      preCompressed: true,
      index: false,
      // Off, or `send`'s own `max-age=0` would overwrite the header setHeaders writes.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', staticCacheControl(filePath));
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
      const isEmbed = isEmbedPath(request.url.split('?')[0] ?? '');
      if (isEmbed) allowFramingByAnySite(reply);
      const config = await pageData?.pageConfig().catch((error: unknown) => {
        request.log.warn({ err: error }, 'page served without its settings');
        return undefined;
      });
      if (config === undefined) return reply.sendFile('index.html');
      const preloads = landingPreloadList(landingPreloads, request.url);
      const locale = requestLocale(request);
      const frame = isEmbed ? '' : await pageFrame(request.url, locale);
      // A function, so that no `$` in the frame's text is read as a replacement pattern.
      const page = (isEmbed ? withoutSiteFrame(indexHtml) : indexHtml)
        .replace(DEMO_BANNER_SLOT, config.demo ? demoBannerFrame(localize(PRODUCT.demoBanner, locale)) : '')
        .replace(PAGE_FRAME_SLOT, () => frame);
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Language', languageTag(locale))
        .send(withPageConfig(withPageLanguage(page, locale), config, preloads));
    }
    return sendError(reply, 404, isApi ? API_MESSAGES.noEndpoint : 'Not Found');
  });
}
