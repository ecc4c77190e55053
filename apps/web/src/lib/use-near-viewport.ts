import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** How far below the fold an element counts as near: it renders a little before it is seen. */
const NEAR_MARGIN = '200px';

const printQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia('print') : null);

/**
 * Whether the element given to the returned callback ref has come near the viewport (and so stays).
 * Heavy parts of a page (charts) wait for it, so a phone does not draw what nobody has scrolled to yet.
 * Browsers that cannot observe visibility get true at once, and so does printing.
 */
export function useNearViewport(): [boolean, (element: Element | null) => void] {
  const [element, setElement] = useState<Element | null>(null);
  const [isNear, setIsNear] = useState(
    () => typeof IntersectionObserver === 'undefined' || printQuery()?.matches === true,
  );

  useEffect(() => {
    if (isNear || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isNear]);

  // Paper has no viewport to come near: everything is drawn before the page is printed.
  useEffect(() => {
    if (isNear) return;
    const print = printQuery();
    // Synchronously, as the browser lays the printed page out right after `beforeprint`.
    const draw = () => flushSync(() => setIsNear(true));
    window.addEventListener('beforeprint', draw);
    print?.addEventListener('change', draw);
    return () => {
      window.removeEventListener('beforeprint', draw);
      print?.removeEventListener('change', draw);
    };
  }, [isNear]);

  return [isNear, setElement];
}
