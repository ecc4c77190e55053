import { useId, type ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Button, buttonClasses } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { COMMON_TEXTS } from '../admin-texts';

/** A turning circle for busy buttons; the button's text says what is happening. */
export function ButtonSpinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0 animate-spin">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}

/** A solid red button for actions that destroy something. */
export const DESTRUCTIVE_BUTTON_CLASSES =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 text-sm font-semibold ' +
  'whitespace-nowrap text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed ' +
  'disabled:opacity-60 dark:ring-1 dark:ring-red-400/50 dark:ring-inset';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, and anything to show with it (e.g. an error from the last try). */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while `busy`; the confirm label when not given. */
  busyLabel?: string;
  /** Red confirm button, for deletions. */
  destructive?: boolean;
  /** While true both buttons are disabled, the confirm button spins, and Escape does nothing. */
  busy?: boolean;
  /** False keeps the confirm button disabled, e.g. until a required reason is given. */
  canConfirm?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes-or-no question in a modal dialog. Focus starts on Cancel, the safe choice. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  destructive = false,
  busy = false,
  canConfirm = true,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const bodyId = useId();
  const { formatMessage: t } = useIntl();
  return (
    <Dialog
      open={open}
      title={title}
      describedBy={bodyId}
      onClose={() => {
        if (!busy) onCancel();
      }}
    >
      <div id={bodyId} className="mt-3 space-y-3 text-sm text-slate-700 dark:text-slate-300">
        {children}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" data-autofocus disabled={busy} onClick={onCancel}>
          {t(COMMON_TEXTS.cancel)}
        </Button>
        <button
          type="button"
          disabled={busy || !canConfirm}
          onClick={onConfirm}
          className={destructive ? DESTRUCTIVE_BUTTON_CLASSES : buttonClasses()}
        >
          {busy && <ButtonSpinner />}
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
