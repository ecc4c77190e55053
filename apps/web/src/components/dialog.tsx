import { useEffect, useEffectEvent, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * While open: focus moves into `panel`, Tab and Shift+Tab cycle inside it, Escape calls `onEscape`,
 * the page behind does not scroll; on close, focus returns to where it was (if that is still there).
 */
function useModalBehaviour(open: boolean, panelRef: RefObject<HTMLElement | null>, onEscape: () => void) {
  const escape = useEffectEvent(onEscape);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
    (panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0] ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (
        !panel.contains(active) ||
        (event.shiftKey ? active === first || active === panel : active === last)
      ) {
        // Wrap around; also catches focus that fell to the page when its button became disabled.
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !panel.contains(event.target)) panel.focus();
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [open, panelRef]);
}

export interface DialogProps {
  open: boolean;
  title: string;
  /** Escape; the dialog's own buttons close it otherwise. */
  onClose: () => void;
  children: ReactNode;
  /** The id of the text that describes the dialog, read out with its title. */
  describedBy?: string;
  size?: 'md' | 'lg';
}

/**
 * A modal dialog: `role="dialog"`, `aria-modal`, named by its title, focus kept inside while open and
 * given back on close, Escape closes. Put an element with `data-autofocus` inside to choose where focus
 * starts; otherwise it starts on the first control.
 */
export function Dialog({ open, title, onClose, children, describedBy, size = 'md' }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalBehaviour(open, panelRef, onClose);
  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 overflow-y-auto bg-slate-950/60 p-4">
      <div className="flex min-h-full items-center justify-center">
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          tabIndex={-1}
          className={`w-full ${size === 'lg' ? 'max-w-2xl' : 'max-w-lg'} rounded-xl border border-slate-200 bg-white p-5 shadow-xl sm:p-6 dark:border-slate-700 dark:bg-slate-900`}
        >
          <h2 id={titleId} className="text-lg font-semibold text-slate-950 dark:text-white">
            {title}
          </h2>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
