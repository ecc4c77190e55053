import { useSyncExternalStore } from 'react';

/**
 * A new version of the app, installed by the browser and waiting: the page offers it and the worker
 * takes over only when the person accepts (never mid-form by itself).
 */
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null) {
  waiting = worker;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Watches the registration for a new worker that has installed while this one controls the page. */
export function watchForAppUpdates(registration: ServiceWorkerRegistration | undefined): void {
  if (!registration) return;
  // The first worker of a page installs with nothing to replace: that is no update.
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) setWaiting(installing);
    });
  });
}

/** The person accepted: the new worker takes over and the page reloads into the new version. */
export function acceptAppUpdate(): void {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'skip-waiting' });
}

/** Whether an update waits (tests set one with `offerAppUpdateForTest`). */
export function useAppUpdateAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting !== null,
    () => false,
  );
}

export function offerAppUpdateForTest(worker: ServiceWorker | null): void {
  setWaiting(worker);
}
