import { useMemo, useSyncExternalStore } from 'react';
import { getSession, subscribeToSession, useSession } from '../session';
import { indexedDbQueueStorage, memoryQueueStorage, type QueuedReport } from './queue-storage';
import { createReportQueue, type NewQueuedReport } from './report-queue';

/** The tag under which the page asks the browser to wake the worker when the network returns. */
export const SEND_QUEUED_REPORTS = 'send-queued-reports';

const sentListeners = new Set<() => void>();

/** This device's queue of reports (IndexedDB; memory where the browser has none). */
export const reportQueue = createReportQueue(
  typeof indexedDB === 'undefined' ? memoryQueueStorage() : indexedDbQueueStorage,
  // Loaded when a report is sent: the outbreak schemas need not weigh on every page's first load.
  async (report) => (await import('../outbreaks-api')).postOutbreak(report.request, report.key),
  () => sentListeners.forEach((listener) => listener()),
);

/** Called after each queued report the server stored (the lists, map and counts are stale then). */
export function onQueuedReportSent(listener: () => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/** Sends the signed-in user's waiting reports, if anyone is signed in. */
export function sendQueuedReports(): Promise<void> {
  const { user, status } = getSession();
  if (status !== 'authenticated' || !user) return Promise.resolve();
  return reportQueue.sendWaiting(user.id);
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the worker when the network returns (Background Sync, where it exists). */
async function askForBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration: (ServiceWorkerRegistration & SyncRegistration) | undefined =
    await navigator.serviceWorker.getRegistration();
  await registration?.sync?.register(SEND_QUEUED_REPORTS).catch(() => undefined);
}

/** Keeps a report on the device, then tries to send it (which fails quietly while offline). */
export async function queueReport(report: NewQueuedReport): Promise<void> {
  await reportQueue.enqueue(report);
  await askForBackgroundSync();
  if (navigator.onLine) void sendQueuedReports();
}

/**
 * At start: read the queue and send what waits; again whenever the network returns, someone signs in,
 * or the worker relays Background Sync's wake-up.
 */
export async function startOfflineReporting(): Promise<void> {
  await reportQueue.load().catch(() => undefined);
  void sendQueuedReports();
  window.addEventListener('online', () => void sendQueuedReports());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === SEND_QUEUED_REPORTS) void sendQueuedReports();
  });
  let lastUserId = getSession().user?.id;
  subscribeToSession(() => {
    const userId = getSession().user?.id;
    if (userId !== undefined && userId !== lastUserId) void sendQueuedReports();
    lastUserId = userId;
  });
}

/** The signed-in user's queued reports, oldest first. */
export function useQueuedReports(): QueuedReport[] {
  const entries = useSyncExternalStore(reportQueue.subscribe, reportQueue.getEntries, reportQueue.getEntries);
  const { user } = useSession();
  return useMemo(() => entries.filter((entry) => entry.userId === user?.id), [entries, user?.id]);
}
