/**
 * The schedule of an outbox dispatcher: a pass on start, on every kick after a commit and every few
 * seconds for retries. Kicks during a pass coalesce into one more pass; `stop` waits for the pass under
 * way. Subclasses say what a pass does.
 */
export abstract class OutboxLoop {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;

  constructor(
    private readonly loopLog: { error(details: object, message: string): void },
    private readonly pollMs: number,
    private readonly failureMessage: string,
  ) {}

  /** True once `stop` was called: a long pass ends early. */
  protected get stopped(): boolean {
    return this.#stopped;
  }

  /** Sends what is due; resolves to how many went out. */
  abstract runOnce(): Promise<number>;

  start(): void {
    this.#stopped = false;
    this.kick();
    this.#timer = setInterval(() => this.kick(), this.pollMs);
    this.#timer.unref();
  }

  /** Sends what is due now; concurrent kicks coalesce into one more pass. */
  kick(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.runOnce()
      .then(() => undefined)
      .catch((error: unknown) => this.loopLog.error({ err: error }, this.failureMessage))
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
      });
  }

  /** Resolves when the current pass (if any) is over. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    await this.idle();
  }
}
