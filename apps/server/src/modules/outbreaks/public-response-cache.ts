/**
 * A short-lived cache of serialised answers for visitors (no signed-in user), who see the same thing
 * for the same URL: the public feed, a details page. A burst of visitors then costs one query per URL
 * every couple of seconds instead of one per request. Signed-in users are never served from it (their
 * answers depend on who they are), and any write to outbreaks on this instance empties it; another
 * instance's write shows within the lifetime.
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
