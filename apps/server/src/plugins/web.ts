import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.js';

export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/**
 * Serves the built single-page app. Hashed assets are cached for a year; every other non-API path
 * that accepts HTML gets index.html so the browser's router can take over.
 */
export async function registerWeb(app: FastifyInstance, distDir = WEB_DIST_DIR): Promise<void> {
  const hasBuild = existsSync(`${distDir}/index.html`);
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

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (hasBuild && wantsPage && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      void reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return sendError(reply, 404, isApi ? 'There is no API endpoint at this address.' : 'Not Found');
  });
}
