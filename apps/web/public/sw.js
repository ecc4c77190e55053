/* global self, caches */
/*
 * The site's service worker (one per site, at /sw.js): it keeps the app working without a network and
 * shows push notifications.
 *
 * - The app shell (index.html and the build's files) is stored when the worker installs, under the
 *   build's version; a new build is a new worker, which waits until the person accepts the update
 *   (the page offers it; "skip-waiting" below), so no page changes under someone's hands mid-form.
 * - Reference data (countries, states, diseases, assessment questions, settings) is answered from the
 *   device at once and refreshed behind (stale-while-revalidate), so the report form opens and
 *   validates offline.
 * - Pages read recently (the reports list, an outbreak, the map summary) are fetched from the network
 *   and kept; offline, the kept copy answers, and the page is told how old it is.
 * - Nothing else (sign-in, writes, other reads) is ever answered from the device.
 */

/** Replaced by the build (vite.config.ts, `serviceWorkerBuild`) with the build's version and files. */
const BUILD = { version: 'development', files: [] };

const SHELL_CACHE = `outbreak-watch-shell-${BUILD.version}`;
const REFERENCE_CACHE = 'outbreak-watch-reference-v1';
const SAVED_PAGES_CACHE = 'outbreak-watch-saved-pages-v1';
const SHELL_PREFIX = 'outbreak-watch-shell-';
/** When a kept API answer was stored (ISO 8601), added to the copy on the device. */
const SAVED_AT_HEADER = 'x-saved-at';
/** The page every address of the app opens offline: the router takes over from it. */
const APP_PAGE = '/index.html';

/** Reference reads: answered from the device at once, refreshed behind. */
const REFERENCE_PATHS = [
  /^\/api\/countries$/,
  /^\/api\/countries\/\d+\/states$/,
  /^\/api\/diseases$/,
  /^\/api\/outbreaks\/assessment-questions$/,
  /^\/api\/config$/,
];
/** Recently viewed pages' reads: the network first, the kept copy offline. */
const SAVED_PAGE_PATHS = [
  /^\/api\/outbreaks$/,
  /^\/api\/outbreaks\/\d+$/,
  /^\/api\/outbreaks\/\d+\/(related|comments|history)$/,
  /^\/api\/map\/countries$/,
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(SHELL_CACHE).then((cache) =>
      // `reload`: from the server, not the browser's HTTP cache, so a build never mixes with the last.
      cache.addAll(BUILD.files.map((file) => new Request(file, { cache: 'reload' }))),
    ),
  );
});

/** Public reference reads the report form needs, fetched once the worker runs (the rest as used). */
const REFERENCE_WARM_UP = [
  '/api/countries',
  '/api/diseases',
  '/api/outbreaks/assessment-questions',
  '/api/config',
];

/** Best effort: a page opened for the first time then goes offline with its form still usable. */
function warmReferenceData() {
  return Promise.all(
    REFERENCE_WARM_UP.map((path) =>
      fetch(path, { headers: { Accept: 'application/json' } })
        .then((response) => keep(REFERENCE_CACHE, new Request(path), response))
        .catch(() => undefined),
    ),
  );
}

self.addEventListener('activate', (event) => {
  event.waitUntil(warmReferenceData());
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(SHELL_PREFIX) && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  const type = event.data && event.data.type;
  // Only when the person accepted the update the page offered.
  if (type === 'skip-waiting') self.skipWaiting();
  // Signing out: the kept pages may hold what only that account could read.
  if (type === 'clear-saved-pages') event.waitUntil(caches.delete(SAVED_PAGES_CACHE));
});

/** Tells the page that asked that it got a kept copy, and from when. */
async function announceSavedCopy(clientId, url, savedAt) {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  if (client) client.postMessage({ type: 'saved-copy', url, savedAt });
}

function withSavedAt(response) {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  return response.blob().then((body) => new Response(body, { status: response.status, headers }));
}

async function keep(cacheName, request, response) {
  if (!response.ok) return;
  const cache = await caches.open(cacheName);
  await cache.put(request, await withSavedAt(response));
}

/** The kept answer at once when there is one (the network refreshes it behind), else the network's. */
async function staleWhileRevalidate(event) {
  const cached = await caches.match(event.request, { cacheName: REFERENCE_CACHE, ignoreVary: true });
  const fresh = fetch(event.request).then(async (response) => {
    await keep(REFERENCE_CACHE, event.request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(fresh.catch(() => undefined));
    return cached;
  }
  return fresh;
}

/** The network's answer (kept); without a network, the kept copy, announced to the page with its age. */
async function networkFirst(event) {
  try {
    const response = await fetch(event.request);
    event.waitUntil(keep(SAVED_PAGES_CACHE, event.request, response.clone()));
    return response;
  } catch (error) {
    const cached = await caches.match(event.request, { cacheName: SAVED_PAGES_CACHE, ignoreVary: true });
    if (!cached) throw error;
    event.waitUntil(
      announceSavedCopy(event.clientId, event.request.url, cached.headers.get(SAVED_AT_HEADER)),
    );
    return cached;
  }
}

/** The app's pages: from the server (each carries its settings), else the stored shell. */
async function appPage(event) {
  try {
    return await fetch(event.request);
  } catch (error) {
    const shell = await caches.match(APP_PAGE, { cacheName: SHELL_CACHE });
    if (!shell) throw error;
    return shell;
  }
}

/** The build's own files: from the stored shell, else the network. */
async function shellFile(event) {
  const cached = await caches.match(event.request, { cacheName: SHELL_CACHE });
  return cached || fetch(event.request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (request.mode === 'navigate' && !path.startsWith('/api/')) {
    event.respondWith(appPage(event));
  } else if (REFERENCE_PATHS.some((pattern) => pattern.test(path))) {
    event.respondWith(staleWhileRevalidate(event));
  } else if (SAVED_PAGE_PATHS.some((pattern) => pattern.test(path))) {
    event.respondWith(networkFirst(event));
  } else if (BUILD.files.includes(path)) {
    event.respondWith(shellFile(event));
  }
});

/*
 * Background Sync: the browser wakes the worker when the network is back. The reports wait in the
 * page's IndexedDB and are sent with the signed-in session, which only a page holds, so the worker
 * asks the open pages to send them; with none open they go on the next visit.
 */
self.addEventListener('sync', (event) => {
  if (event.tag !== 'send-queued-reports') return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((tabs) => tabs.forEach((tab) => tab.postMessage({ type: 'send-queued-reports' }))),
  );
});

/** The message the server sent: { title, body, url }; a link elsewhere than this site opens the home page. */
function readPush(event) {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  let url = new URL('/', self.location.origin);
  try {
    const link = new URL(message.url || '/', self.location.origin);
    if (link.origin === self.location.origin) url = link;
  } catch {
    // Not a URL: the home page.
  }
  return {
    title: typeof message.title === 'string' && message.title ? message.title : 'Outbreak Watch',
    body: typeof message.body === 'string' ? message.body : '',
    url: url.href,
  };
}

self.addEventListener('push', (event) => {
  const message = readPush(event);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      data: { url: message.url },
      icon: '/icons/icon-192.png',
      tag: message.url,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const open = tabs.find((tab) => tab.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
