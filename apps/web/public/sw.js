/* global self */
/*
 * The site's service worker. For now it shows push notifications and opens their link; offline
 * caching can join it here later (one worker per site, at /sw.js).
 */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
      icon: '/favicon.svg',
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
