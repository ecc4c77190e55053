import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A short-lived cache of serialised answers for visitors (no signed-in user), who see the same thing
 * for the same URL: the public feed, a details page. A burst of visitors then costs one query per URL
 * every couple of seconds instead of one per request. Signed-in users are never served from it (their
 * answers depend on who they are), and any write to outbreaks on this instance empties it; another
 * instance's write shows within the lifetime. One per app (`app.publicOutbreakCache`), so the admin
 * routes that change outbreaks and the public routes that read them share it.
 */
export class PublicResponseCache {
  readonly #entries = new Map<string, { body: string; expiresAt: number }>();

  constructor(
    readonly lifetimeMs = 2_000,
    readonly maxEntries = 1_000,
  ) {}

  get(key: string, now = Date.now()): string | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  set(key: string, body: string, now = Date.now()): void {
    if (this.#entries.size >= this.maxEntries) {
      // Oldest first: Map iterates in insertion order.
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { body, expiresAt: now + this.lifetimeMs });
  }

  clear(): void {
    this.#entries.clear();
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
    const serialized = reply.serialize(await load());
    body =
      typeof serialized === 'string' ? serialized : Buffer.from(serialized as ArrayBuffer).toString('utf8');
    cache.set(key, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
