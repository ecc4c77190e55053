import { useEffect, useState } from 'react';

/** How far below the fold an element counts as near: it renders a little before it is seen. */
const NEAR_MARGIN = '200px';

/**
 * Whether the element given to the returned callback ref has come near the viewport (and so stays).
 * Heavy parts of a page (charts) wait for it, so a phone does not draw what nobody has scrolled to yet.
 * Browsers that cannot observe visibility get true at once.
 */
export function useNearViewport(): [boolean, (element: Element | null) => void] {
  const [element, setElement] = useState<Element | null>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');

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

  return [isNear, setElement];
}
