import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendSerializedJson, SerializedJson } from '../../lib/serialized-json.js';

/**
 * A short-lived cache of serialised answers for visitors (no signed-in user), who see the same thing
 * for the same URL: the public feed, a details page. A burst of visitors then costs one query per URL
 * every couple of seconds instead of one per request. Signed-in users are never served from it (their
 * answers depend on who they are). It is emptied by every write to outbreaks on this instance (`clear`)
 * and, on PostgreSQL, by every newer outbreaks data version another instance announces (`noteVersion`,
 * fed by the data version watcher), so a write shows everywhere at once rather than after the lifetime.
 * One per app (`app.publicOutbreakCache`), so the admin routes that change outbreaks and the public
 * routes that read them share it.
 */
export class PublicResponseCache {
  readonly #entries = new Map<string, { body: SerializedJson; expiresAt: number }>();
  /** Raised by every clear: an answer loaded before a clear may predate the write that caused it. */
  #generation = 0;
  /** The newest outbreaks data version announced so far. */
  #version = 0;

  constructor(
    readonly lifetimeMs = 2_000,
    readonly maxEntries = 1_000,
  ) {}

  get generation(): number {
    return this.#generation;
  }

  get(key: string, now = Date.now()): SerializedJson | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  /**
   * Keeps an answer loaded while the cache was at `generation`; dropped when a clear came in between,
   * since the answer may then be older than the write that cleared the cache.
   */
  set(key: string, body: SerializedJson, now = Date.now(), generation = this.#generation): void {
    if (generation !== this.#generation) return;
    if (this.#entries.size >= this.maxEntries) {
      // Oldest first: Map iterates in insertion order.
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { body, expiresAt: now + this.lifetimeMs });
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /** An outbreaks data version was committed (here or on another instance): newer ones empty the cache. */
  noteVersion(version: number): void {
    if (version <= this.#version) return;
    this.#version = version;
    this.clear();
  }
}

/** Visitors' answers come from the short-lived cache; signed-in users always get a fresh one. */
export async function sendCachedForVisitors<T>(
  cache: PublicResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<T>,
): Promise<T | FastifyReply> {
  if (request.user || cache.lifetimeMs === 0) return load();
  let body = cache.get(key);
  if (body === undefined) {
    const generation = cache.generation;
    body = SerializedJson.of(reply, await load());
    cache.set(key, body, Date.now(), generation);
  }
  return sendSerializedJson(request, reply, body);
}
