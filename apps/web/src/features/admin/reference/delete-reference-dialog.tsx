import type { MetadataItem, MetadataKind } from '@outbreak-watch/domain';
import { useDeleteMetadataItem } from '../api/admin-reference-api';
import { useAdminErrors } from '../admin-errors';
import { REFERENCE_TEXTS as texts } from '../admin-texts';
import { DeleteDialog } from '../components/delete-dialog';
import { useReferenceText } from './use-reference-text';

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
  const rt = useReferenceText(kind);
  const { formatAdminError } = useAdminErrors();
  return (
    <DeleteDialog
      target={target}
      open={open}
      title={rt(texts.deleteTitle)}
      confirmLabel={rt(texts.delete)}
      busyLabel={rt(texts.deleting)}
      question={(item) => rt(texts.deleteMessage, { name: item.name, id: String(item.id) })}
      deletion={useDeleteMetadataItem(kind)}
      failure={(error) => formatAdminError(texts.errorOccurred, error)}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
