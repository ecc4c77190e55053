import pg from 'pg';
import { DATA_VERSION_CHANNEL } from '../modules/stats/outbreak-stats.js';

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface VersionListener {
  /** A data set's new version, announced at the commit of the write that raised it. */
  onVersion(name: string, version: number): void;
  /**
   * The watcher was not listening for a while (it has just reconnected): announcements may have been
   * missed, so whatever depends on them must assume everything changed.
   */
  onGap(): void;
}

/** How PostgreSQL lists this connection (`pg_stat_activity.application_name`). */
export const VERSION_WATCHER_APPLICATION = 'outbreak-watch-versions';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/** `name:version` as `bumpDataVersion` announces it; null for anything else. */
export function parseAnnouncement(payload: string | undefined): { name: string; version: number } | null {
  const match = /^([a-z_]+):(\d+)$/.exec(payload ?? '');
  return match ? { name: match[1], version: Number(match[2]) } : null;
}

/**
 * Listens on PostgreSQL for the data versions other instances raise (`pg_notify` at each write's
 * commit), so caches of this instance can follow another instance's write at once instead of at their
 * expiry. It holds one connection of its own, outside the pool: a LISTEN belongs to a session, and a
 * pooled connection would be handed to queries. When the connection drops it reconnects, waiting
 * longer after each failure, and reports a gap once listening again.
 */
export class DataVersionWatcher {
  #client: pg.Client | undefined;
  #retryMs = FIRST_RETRY_MS;
  #retryTimer: NodeJS.Timeout | undefined;
  #stopped = false;
  #hasListened = false;

  constructor(
    private readonly url: string,
    private readonly listener: VersionListener,
    private readonly log: Log,
  ) {}

  /** Connects and listens; resolves once listening or after a failed first attempt (retried later). */
  async start(): Promise<void> {
    this.#stopped = false;
    await this.#connect();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retryTimer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: VERSION_WATCHER_APPLICATION,
      connectionTimeoutMillis: 5_000,
      // A half-open TCP connection (a failed-over database) is noticed instead of waited on forever.
      keepAlive: true,
    });
    client.on('notification', (message) => {
      const announcement = parseAnnouncement(message.payload);
      if (announcement) this.listener.onVersion(announcement.name, announcement.version);
    });
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${DATA_VERSION_CHANNEL}`);
    } catch (error) {
      this.#lost(client, error as Error);
      return;
    }
    if (this.#stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#retryMs = FIRST_RETRY_MS;
    if (this.#hasListened) {
      this.log.info({}, 'listening for data versions again');
      this.listener.onGap();
    }
    this.#hasListened = true;
  }

  /** Called once per failed client (errors and the end that follows are one loss). */
  #lost(client: pg.Client, error: Error): void {
    client.removeAllListeners();
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    if (this.#client === client) this.#client = undefined;
    if (this.#stopped || this.#retryTimer) return;
    this.log.warn(
      { err: error.message, retryMs: this.#retryMs },
      'data version listener lost its connection',
    );
    // Announcements may be missed from now on, until the reconnection reports the gap.
    this.#hasListened = true;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      void this.#connect();
    }, this.#retryMs);
    this.#retryTimer.unref();
    this.#retryMs = Math.min(this.#retryMs * 2, MAX_RETRY_MS);
  }
}
