import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import { quantize } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import type { Objects, Topology } from 'topojson-specification';

/** The boundary file: countries with their names as properties. */
type Boundaries = Topology<Objects<{ name?: string }>>;

/** Where the shipped boundary file is served: the map's fallback when no remote file is configured. */
export const BOUNDARIES_PATH = '/api/map/boundaries.json';

const require = createRequire(import.meta.url);

interface BoundaryFile {
  json: Buffer;
  gzipped: Buffer;
  etag: string;
}

let cached: Promise<BoundaryFile> | undefined;

/**
 * A point of a boundary line is left out when the triangle it makes with its neighbours is smaller than
 * this, in square degrees: under two pixels at the closest zoom a details map opens at (6), unseen on
 * the world map, and 40% fewer points for a phone to project and draw (80,617 to 48,745; 233 KB to
 * 163 KB gzipped). Every country keeps its shape, the smallest islands included.
 */
export const BOUNDARY_MIN_AREA = 0.002;

/** The topology without its least visible points, quantized again (1e5 steps across the world). */
export function simplifiedBoundaries(topology: Boundaries): Boundaries {
  const simple = simplify(presimplify(topology), BOUNDARY_MIN_AREA);
  const arcs = simple.arcs.map((arc) => arc.map(([x, y]) => [x, y]));
  return quantize({ ...simple, arcs }, 1e5);
}

/**
 * Natural Earth 1:50m countries (world-atlas, TopoJSON, ids are ISO 3166-1 numeric), simplified and
 * gzipped once per process.
 */
function loadBoundaries(): Promise<BoundaryFile> {
  cached ??= (async () => {
    const original = await readFile(require.resolve('world-atlas/countries-50m.json'), 'utf8');
    const json = Buffer.from(JSON.stringify(simplifiedBoundaries(JSON.parse(original) as Boundaries)));
    const gzipped = await promisify(gzip)(json, { level: 9 });
    return { json, gzipped, etag: `"ne50m-${BOUNDARY_MIN_AREA}-${json.length}"` };
  })().catch((error: unknown) => {
    // Not kept: the next request tries again.
    cached = undefined;
    throw error;
  });
  return cached;
}

export const boundariesRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    BOUNDARIES_PATH.replace(/^\/api/, ''),
    {
      schema: {
        tags: ['map'],
        summary: 'World country boundaries (TopoJSON, Natural Earth 1:50m, simplified)',
      },
    },
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
