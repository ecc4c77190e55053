import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Alert } from '../../../components/alert';
import { MODAL_CLEAR_DELAY_MS } from '../admin-timing';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteDialogProps<T> {
  /** What is to be deleted; the dialog is open while it is set and `open` is not false. */
  target: T | null;
  open?: boolean;
  title: string;
  confirmLabel: string;
  busyLabel: string;
  /** The question, for the target. */
  question: (target: T) => ReactNode;
  /** The mutation that deletes a target. */
  deletion: UseMutationResult<unknown, Error, T>;
  /** A failure's text, shown inside the dialog, which stays open. */
  failure: (error: Error) => string;
  onClose: () => void;
  /** After the target is gone; the dialog has closed. */
  onDeleted: (target: T) => void;
}

/**
 * A deletion asked in a red-buttoned dialog: the mutation runs on confirm, and a failure shows inside
 * the dialog; the failure is cleared with the rest of the dialog's state after it closes.
 */
export function DeleteDialog<T>({
  target,
  open = true,
  title,
  confirmLabel,
  busyLabel,
  question,
  deletion,
  failure,
  onClose,
  onDeleted,
}: DeleteDialogProps<T>) {
  const shown = open && target !== null;
  const { reset } = deletion;
  useEffect(() => {
    if (shown) return;
    const timer = window.setTimeout(reset, MODAL_CLEAR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [shown, reset]);

  const confirm = () => {
    if (target === null) return;
    deletion.mutate(target, {
      onSuccess: () => {
        onClose();
        onDeleted(target);
      },
    });
  };

  return (
    <ConfirmDialog
      open={shown}
      title={title}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      destructive
      busy={deletion.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{target !== null && question(target)}</p>
      <div role="alert">{deletion.isError && <Alert tone="error">{failure(deletion.error)}</Alert>}</div>
    </ConfirmDialog>
  );
}
