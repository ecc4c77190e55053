import type { AdminUser, UserAction } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import { USER_TEXTS as texts } from '../admin-texts';
import { ConfirmDialog } from '../components/confirm-dialog';
import { displayName } from './user-rules';

export interface PendingUserAction {
  user: AdminUser;
  action: UserAction;
}

interface ConfirmUserActionDialogProps {
  open: boolean;
  /** Kept a moment after closing, so the closing dialog still reads right. */
  pending: PendingUserAction | null;
  busy: boolean;
  onConfirm: (pending: PendingUserAction) => void;
  onCancel: () => void;
}

/**
 * Spec §2: "Confirm {Action}", a message naming the user, Cancel, and Delete or the capitalised action;
 * Delete is red. While the action runs both buttons are disabled and the confirm button spins.
 */
export function ConfirmUserActionDialog({
  open,
  pending,
  busy,
  onConfirm,
  onCancel,
}: ConfirmUserActionDialogProps) {
  const { formatMessage: t } = useIntl();
  if (!pending) return null;
  const { user, action } = pending;
  return (
    <ConfirmDialog
      open={open}
      title={t(texts.confirmTitle, { action })}
      confirmLabel={t(texts.rowActions[action])}
      busyLabel={t(texts.confirmBusy, { action })}
      destructive={action === 'delete'}
      busy={busy}
      onConfirm={() => onConfirm(pending)}
      onCancel={onCancel}
    >
      <p>{t(texts.confirmMessage, { action, name: displayName(user), email: user.email })}</p>
    </ConfirmDialog>
  );
}
