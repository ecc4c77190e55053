import { PAGE_PRELOADS_ELEMENT_ID } from '@outbreak-watch/domain';
import './index.css';

/** The page's own code as the server lists it (landing pages only). */
function pagePreloads(): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById(PAGE_PRELOADS_ELEMENT_ID)?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The app starts once the browser has painted the page's frame (index.html, with a landing page's
 * title and intro): a phone shows the page at once instead of fetching and running the app first. Its
 * code and the page's are then fetched side by side.
 */
function startApp() {
  for (const href of pagePreloads()) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./app/start');
}

// A page opened in a background tab paints no frame until it is shown: it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(startApp, 0));
else startApp();
