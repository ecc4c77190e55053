import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { readDataVersion } from './outbreak-stats.js';

/**
 * Answers computed from the outbreak summary, reused until the outbreaks data version changes. The
 * version is raised in the transaction of every write, on whichever instance, and read here with one
 * primary-key lookup per request, so a cached answer is never older than the last committed write.
 */
export class AggregateCache<T> {
  readonly #entries = new Map<string, { version: number; value: T }>();
  /** The newest version stored: versions only grow, so answers of older ones are never asked again. */
  #version = 0;

  constructor(readonly maxEntries = 500) {}

  get(key: string, version: number): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Most recently used last, so the oldest is evicted first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: number, value: T): void {
    if (this.maxEntries <= 0 || version < this.#version) return;
    if (version > this.#version) {
      // A write happened: every answer held is of an older version. Kept, they would hold memory (a
      // map answer is hundreds of kilobytes) until pushed out one by one.
      this.#entries.clear();
      this.#version = version;
    }
    if (!this.#entries.has(key) && this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { version, value });
  }
}

/** Seconds browsers and proxies may reuse an aggregate answer before asking again (with its ETag). */
export const AGGREGATE_MAX_AGE_SECONDS = 5;

/**
 * Serves an aggregate answer with an ETag of the data version, the request's key and `varyBy` (who
 * asks, when the answer depends on it). Sends a 304 and returns undefined when the client already holds
 * the answer; otherwise returns the cached or freshly computed value, with the version it is of, for the
 * route to send.
 */
export async function sendVersioned<T>(
  db: Kysely<DB>,
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    cache: AggregateCache<T>;
    key: string;
    varyBy?: string;
    /** Request headers the answer follows besides Authorization (its language's). */
    vary?: string[];
    compute: (version: number) => Promise<T>;
  },
): Promise<{ value: T; version: number } | undefined> {
  const version = await readDataVersion(db);
  const digest = createHash('sha1')
    .update(`${options.key}\u0000${options.varyBy ?? ''}`)
    .digest('base64url')
    .slice(0, 16);
  const etag = `"${version}-${digest}"`;
  void reply
    .header('ETag', etag)
    .header(
      'Cache-Control',
      `${options.varyBy ? 'private' : 'public'}, max-age=${AGGREGATE_MAX_AGE_SECONDS}, must-revalidate`,
    )
    .header('Vary', ['Authorization', ...(options.vary ?? [])].join(', '));
  if (request.headers['if-none-match'] === etag) {
    await reply.code(304).send();
    return undefined;
  }
  let value = options.cache.get(options.key, version);
  if (value === undefined) {
    value = await options.compute(version);
    options.cache.set(options.key, version, value);
  }
  return { value, version };
}
