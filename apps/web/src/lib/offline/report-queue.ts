import type { Outbreak } from '@outbreak-watch/domain';
import { ApiError } from '../api-client';
import type { QueuedReport, QueueStorage } from './queue-storage';

/** Answers that mean "not now" rather than "not this report": the report waits and is tried again. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.status === 0 ||
    error.status === 401 ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500
  );
}

function problemOf(error: unknown): QueuedReport['problem'] {
  if (!(error instanceof ApiError)) return { status: 0, message: String(error), details: [] };
  return { status: error.status, message: error.message, details: error.details };
}

export type NewQueuedReport = Omit<QueuedReport, 'state' | 'queuedAt' | 'outbreakId' | 'problem'>;

export interface ReportQueue {
  subscribe: (listener: () => void) => () => void;
  /** Every entry on this device, oldest first (a new array after each change). */
  getEntries: () => QueuedReport[];
  /** Reads the stored queue; entries left "sending" by a closed page wait again (their key makes a resend safe). */
  load: () => Promise<void>;
  enqueue: (report: NewQueuedReport) => Promise<void>;
  /** Sends this user's waiting reports, one at a time; resolves when done. */
  sendWaiting: (userId: number) => Promise<void>;
  remove: (key: string) => Promise<void>;
}

/**
 * The reports kept on this device until the server stores them. Each is sent with its own key, so a
 * resend after a lost answer names the same stored report; a refusal keeps the server's reason; a
 * network failure, a missing session or a server error leaves it waiting.
 */
export function createReportQueue(
  storage: QueueStorage,
  send: (report: QueuedReport) => Promise<Outbreak>,
  onSent: () => void = () => undefined,
): ReportQueue {
  let entries: QueuedReport[] = [];
  const listeners = new Set<() => void>();
  let sending: Promise<void> | null = null;

  const publish = (next: QueuedReport[]) => {
    entries = [...next].sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    for (const listener of listeners) listener();
  };
  const save = async (entry: QueuedReport) => {
    await storage.put(entry);
    const known = entries.some((item) => item.key === entry.key);
    publish(known ? entries.map((item) => (item.key === entry.key ? entry : item)) : [...entries, entry]);
  };

  const sendOne = async (entry: QueuedReport) => {
    await save({ ...entry, state: 'sending', problem: undefined });
    try {
      const outbreak = await send(entry);
      await save({ ...entry, state: 'sent', outbreakId: outbreak.id, problem: undefined });
      onSent();
    } catch (error) {
      await save({ ...entry, state: isRetryable(error) ? 'waiting' : 'refused', problem: problemOf(error) });
      if (isRetryable(error)) throw error;
    }
  };

  const sendAll = async (userId: number) => {
    for (const entry of entries.filter((item) => item.userId === userId && item.state === 'waiting')) {
      try {
        await sendOne(entry);
      } catch {
        // Still no network (or no session): the rest wait too, for the next chance.
        return;
      }
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getEntries: () => entries,
    async load() {
      const stored = await storage.all();
      const revived = stored.map((entry) =>
        entry.state === 'sending' ? { ...entry, state: 'waiting' as const } : entry,
      );
      publish(revived);
    },
    async enqueue(report) {
      await save({ ...report, state: 'waiting', queuedAt: new Date().toISOString() });
    },
    sendWaiting(userId) {
      // One run at a time in this page; another page's run is harmless (the keys), just wasteful.
      sending ??= sendAll(userId).finally(() => {
        sending = null;
      });
      return sending;
    },
    async remove(key) {
      await storage.remove(key);
      publish(entries.filter((item) => item.key !== key));
    },
  };
}
