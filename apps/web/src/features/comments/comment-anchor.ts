import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The id of a comment's element, and the fragment a notification links to: `#comment-12`. */
export const commentAnchorId = (commentId: number) => `comment-${commentId}`;

const ANCHOR = /^#comment-(\d{1,10})$/;

/**
 * When the address names one of these comments (`/details/5#comment-12`, as a comment notification
 * links), scrolls it into view and moves the focus to it, once it has loaded; once per address.
 */
export function useCommentAnchor(commentIds: readonly number[]) {
  const { hash } = useLocation();
  const handled = useRef<string | null>(null);
  const wanted = ANCHOR.exec(hash)?.[1];
  const loaded = wanted !== undefined && commentIds.includes(Number(wanted));

  useEffect(() => {
    if (!loaded || handled.current === hash) return;
    const element = document.getElementById(commentAnchorId(Number(wanted)));
    if (!element) return;
    handled.current = hash;
    element.scrollIntoView?.({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [hash, loaded, wanted]);
}
