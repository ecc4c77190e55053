import type { MetadataItem, MetadataKind } from '@outbreak-watch/domain';
import { useEffect } from 'react';
import { Alert } from '../../../components/alert';
import { useDeleteMetadataItem } from '../api/admin-reference-api';
import { formatAdminError } from '../admin-errors';
import { referenceTexts } from '../admin-texts';
import { MODAL_CLEAR_DELAY_MS } from '../admin-timing';
import { ConfirmDialog } from '../components/confirm-dialog';

export type DeleteTarget = Pick<MetadataItem, 'id' | 'name'>;

interface DeleteReferenceDialogProps {
  kind: MetadataKind;
  target: DeleteTarget | null;
  open: boolean;
  onClose: () => void;
  /** After the entry is gone and the list has been asked for again. */
  onDeleted: (item: DeleteTarget) => void;
}

/**
 * Spec §2: "Are you sure you want to delete the title "{name}" (ID: {id})?". A failure (e.g. the 409
 * while people still have the entry) shows inside the dialog, which stays open; the error is cleared
 * with the rest of the dialog's state after it closes.
 */
export function DeleteReferenceDialog({
  kind,
  target,
  open,
  onClose,
  onDeleted,
}: DeleteReferenceDialogProps) {
  const texts = referenceTexts(kind);
  const deletion = useDeleteMetadataItem(kind);
  const { reset } = deletion;

  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(reset, MODAL_CLEAR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, reset]);

  const confirm = () => {
    if (!target) return;
    deletion.mutate(target, {
      onSuccess: () => {
        onClose();
        onDeleted(target);
      },
    });
  };

  return (
    <ConfirmDialog
      open={open && target !== null}
      title={texts.deleteTitle}
      confirmLabel={texts.delete}
      busyLabel={texts.deleting}
      destructive
      busy={deletion.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{target && texts.deleteMessage(target.name, target.id)}</p>
      <div role="alert">
        {deletion.isError && (
          <Alert tone="error">{formatAdminError(texts.deleteFailed, deletion.error)}</Alert>
        )}
      </div>
    </ConfirmDialog>
  );
}
