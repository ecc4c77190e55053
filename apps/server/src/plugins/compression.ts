import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESSION } from '../lib/serialized-json.js';

/**
 * Answers are compressed for clients that accept it (a page of thirty outbreaks is 44 KB as JSON and
 * 6 KB gzipped; the demo map's answer 146 KB and 27 KB), which on a phone's slow connection is most of the
 * wait. Brotli at a fast level and gzip: per-request compression must cost little CPU. The web build's
 * files are compressed once at build time and kept answers once each (lib/serialized-json.ts), and both
 * are sent as they are. Compressed request bodies stay refused
 * (415, request-guards.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION.thresholdBytes,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality } },
    zlibOptions: { level: COMPRESSION.gzipLevel },
  });
}
