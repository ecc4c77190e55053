import { useCallback, useEffect, useState } from 'react';
import { MODAL_CLEAR_DELAY_MS } from '../admin-timing';

/**
 * What a modal is about, and whether it is open. Closing keeps the target for `MODAL_CLEAR_DELAY_MS`
 * (spec §9 "Modal clearing delay") and then clears it, so a closing dialog never shows empty values.
 */
export function useModalTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (isOpen || target === null) return;
    const timer = window.setTimeout(() => setTarget(null), MODAL_CLEAR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isOpen, target]);

  const open = useCallback((next: T) => {
    setTarget(next);
    setIsOpen(true);
  }, []);
  const close = useCallback(() => setIsOpen(false), []);

  return { target, isOpen, open, close };
}
