import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';

/** Where the shipped boundary file is served: the map's fallback when no remote file is configured. */
export const BOUNDARIES_PATH = '/api/map/boundaries.json';

const require = createRequire(import.meta.url);

interface BoundaryFile {
  json: Buffer;
  gzipped: Buffer;
  etag: string;
}

let cached: Promise<BoundaryFile> | undefined;

/** Natural Earth 1:50m countries (world-atlas, TopoJSON, ids are ISO 3166-1 numeric), read and gzipped once. */
function loadBoundaries(): Promise<BoundaryFile> {
  cached ??= (async () => {
    const json = await readFile(require.resolve('world-atlas/countries-50m.json'));
    const gzipped = await promisify(gzip)(json, { level: 9 });
    return { json, gzipped, etag: `"ne50m-${json.length}"` };
  })();
  return cached;
}

export const boundariesRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    BOUNDARIES_PATH.replace(/^\/api/, ''),
    { schema: { tags: ['map'], summary: 'World country boundaries (TopoJSON, Natural Earth 1:50m)' } },
    async (request, reply) => {
      const file = await loadBoundaries();
      void reply
        .header('Cache-Control', 'public, max-age=86400')
        .header('ETag', file.etag)
        .header('Vary', 'Accept-Encoding')
        .type('application/json');
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        return reply.header('Content-Encoding', 'gzip').send(file.gzipped);
      }
      return reply.send(file.json);
    },
  );
};
