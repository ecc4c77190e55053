/**
 * Counts attempts per key (an account's email) in fixed windows, in process memory. Per-IP limits are
 * @fastify/rate-limit's; this one stops a distributed guess at one account.
 */
export class AttemptLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may now. */
  retryAfterMs(key: string, now = Date.now()): number {
    const window = this.#windows.get(key);
    if (!window || window.resetAt <= now) return 0;
    return window.count >= this.max ? window.resetAt - now : 0;
  }

  record(key: string, now = Date.now()): void {
    const window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      this.#windows.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.#windows.size > 50_000) this.#sweep(now);
      return;
    }
    window.count += 1;
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
