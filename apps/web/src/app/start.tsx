import { detailsOutbreakId } from '@outbreak-watch/domain';
import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initSession } from '../lib/api-client';
import { startLocale } from '../lib/i18n/locale';
import { watchForAppUpdates } from '../lib/offline/app-updates';
import { onQueuedReportSent, startOfflineReporting } from '../lib/offline/offline-reporting';
import { watchSavedCopies } from '../lib/offline/saved-copies';
import { registerServiceWorker } from '../lib/push/push-device';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** The app itself; `main.tsx` starts it once the page's frame is on screen. */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/** How long the page's frame may stand in for a details page whose report is slow to come. */
const FIRST_ANSWER_WAIT_MS = 3_000;

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the first screen's code. */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * A details page's report, fetched into the cache the page reads (the server's frame shows it in the
 * meantime), for at most FIRST_ANSWER_WAIT_MS; a failure is the page's to show.
 */
async function firstAnswer(queryClient: QueryClient): Promise<void> {
  const outbreakId = detailsOutbreakId(`${window.location.pathname}${window.location.search}`);
  if (outbreakId === null) return;
  const { outbreakQueryOptions } = await import('../lib/outbreaks-api');
  await Promise.race([
    queryClient.prefetchQuery(outbreakQueryOptions(outbreakId)),
    new Promise((resolve) => setTimeout(resolve, FIRST_ANSWER_WAIT_MS)),
  ]);
}

/**
 * The first render waits for the first screen's code (and a details page's report): until then the
 * page's frame stays on screen, rather than giving way to a spinner and coming back.
 */
async function start(root: HTMLElement) {
  // Spec §4: restore the stored session; an expired access token is refreshed before anything asks for it.
  void initSession();
  const queryClient = createQueryClient();
  // The router's set-up in a task of its own, after the one that evaluated the app's code.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const router = createAppRouter();
  watchSavedCopies();
  // Every outbreak list, map and count is stale once a queued report is stored.
  onQueuedReportSent(() => {
    void import('../lib/outbreaks-api').then(({ outbreakKeys }) =>
      queryClient.invalidateQueries({ queryKey: outbreakKeys.all }),
    );
  });
  void startOfflineReporting();
  await Promise.all([routerReady(router), firstAnswer(queryClient), startLocale()]);

  // The first render is a transition: React renders it in slices between which the browser stays
  // responsive, instead of one long task while a phone is still loading the page.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

/**
 * Resolves once the page has loaded and the browser is idle (or after IDLE_WAIT_MS of waiting for
 * that), so that work for later never competes with the first view.
 */
function whenPageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const afterIdle = () => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') afterIdle();
    else window.addEventListener('load', afterIdle, { once: true });
  });
}

/** How long the worker's registration waits for an idle moment at most. */
const IDLE_WAIT_MS = 5_000;

void start(container);
// The worker keeps the app usable offline and shows push notifications, also while no tab is open.
// Installing it stores the whole app shell, so it starts once the page is settled.
void whenPageSettled().then(registerServiceWorker).then(watchForAppUpdates);
