import { useSyncExternalStore } from 'react';

/** An API answer the worker served from the device, without a network, and when it was kept. */
export interface SavedCopy {
  url: string;
  savedAt: string | null;
  /** The screen (path and query) on show when it came, to tell this screen's copies from others'. */
  screen: string;
}

let copies: SavedCopy[] = [];
let isOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface OfflineState {
  isOnline: boolean;
  copies: SavedCopy[];
}
let snapshot: OfflineState = { isOnline, copies };
const refresh = () => {
  snapshot = { isOnline, copies };
  notify();
};

/** Records a copy the worker announced (also used by tests). */
export function recordSavedCopy(url: string, savedAt: string | null): void {
  const screen = `${window.location.pathname}${window.location.search}`;
  copies = [...copies, { url, savedAt, screen }];
  refresh();
}

export function setOnline(online: boolean): void {
  isOnline = online;
  // Back online: the screens fetch afresh (TanStack Query refetches on reconnect).
  if (online) copies = [];
  refresh();
}

/** Listens to the worker's announcements and the browser's network state. */
export function watchSavedCopies(): void {
  navigator.serviceWorker?.addEventListener(
    'message',
    (event: MessageEvent<{ type?: string; url?: string; savedAt?: string | null }>) => {
      if (event.data?.type === 'saved-copy' && typeof event.data.url === 'string')
        recordSavedCopy(event.data.url, event.data.savedAt ?? null);
    },
  );
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
}

/** Whether the network is there, and the kept copies served meanwhile. */
export function useOfflineState(): OfflineState {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

/** Signing out: the kept pages may hold what only that account could read, so the worker drops them. */
export function clearSavedPages(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'clear-saved-pages' });
  copies = [];
  refresh();
}
