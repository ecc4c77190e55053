import type { MetadataItem, MetadataKind } from '@outbreak-watch/domain';
import { useDeleteMetadataItem } from '../api/admin-reference-api';
import { formatAdminError } from '../admin-errors';
import { referenceTexts } from '../admin-texts';
import { DeleteDialog } from '../components/delete-dialog';

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
 * while people still have the entry) shows inside the dialog, which stays open.
 */
export function DeleteReferenceDialog({
  kind,
  target,
  open,
  onClose,
  onDeleted,
}: DeleteReferenceDialogProps) {
  const texts = referenceTexts(kind);
  return (
    <DeleteDialog
      target={target}
      open={open}
      title={texts.deleteTitle}
      confirmLabel={texts.delete}
      busyLabel={texts.deleting}
      question={(item) => texts.deleteMessage(item.name, item.id)}
      deletion={useDeleteMetadataItem(kind)}
      failure={(error) => formatAdminError(texts.deleteFailed, error)}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
