import { PAGE_PRELOADS_ELEMENT_ID, prepareLocale, SESSION_STORAGE_KEYS } from '@outbreak-watch/domain';
import './index.css';

/** What the server lists as the page's first needs: its code, and on a details page its outbreak. */
function pagePreloads(): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById(PAGE_PRELOADS_ELEMENT_ID)?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

/** A signed-in reader's answers depend on who asks (their token): those wait for the app. */
function hasSession(): boolean {
  try {
    return [localStorage, sessionStorage].some(
      (storage) => storage.getItem(SESSION_STORAGE_KEYS.refreshToken) !== null,
    );
  } catch {
    return true;
  }
}

function preloadLink(href: string): HTMLLinkElement | null {
  const link = document.createElement('link');
  link.href = href;
  if (!href.startsWith('/api/')) {
    link.rel = 'modulepreload';
    return link;
  }
  if (hasSession()) return null;
  // Fetched as the app's own request will be, so that it takes this answer.
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  return link;
}

/**
 * The app starts once the browser has painted the page's frame (index.html, with a landing page's
 * title and intro): a phone shows the page at once instead of fetching and running the app first. Its
 * code, the page's and the page's first answer are then fetched side by side.
 */
function startApp() {
  for (const href of pagePreloads()) {
    const link = preloadLink(href);
    if (link !== null) document.head.append(link);
  }
  void import('./app/start');
  // While the app's code arrives, in a task of its own: the language's formats are then ready before
  // the app runs, which would otherwise pay for them in its own, already long, task.
  setTimeout(() => prepareLocale(document.documentElement.lang || 'en'), 0);
}

// A page opened in a background tab paints no frame until it is shown: it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(startApp, 0));
else startApp();
