import { useEffect, useRef, useState } from 'react';

/** Spec §9: the next page loads once 10% of the last item is visible. */
export const SCROLL_TRIGGER_THRESHOLD = 0.1;

/**
 * Calls `onVisible` when the element given to the returned callback ref becomes 10% visible, while
 * `enabled`. Pass the ref to the last item of a list: when a page is appended the last item changes,
 * the observer moves to it, and a new last item that is already on screen loads the next page at once.
 */
export function useVisibleTrigger(onVisible: () => void, enabled: boolean) {
  const [element, setElement] = useState<Element | null>(null);
  const callback = useRef(onVisible);

  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);

  useEffect(() => {
    if (!enabled || element === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { threshold: SCROLL_TRIGGER_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled]);

  return setElement;
}

/** Whether this browser can load pages on scroll; others get a button. */
export const canObserveVisibility = () => typeof IntersectionObserver !== 'undefined';
