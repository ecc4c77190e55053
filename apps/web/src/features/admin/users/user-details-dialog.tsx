import { ROLE, type AdminUser, type MessageDescriptor, type UserAction } from '@outbreak-watch/domain';
import type { ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Button } from '../../../components/button';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useAdminUser } from '../api/admin-users-api';
import { COMMON_TEXTS, USER_TEXTS } from '../admin-texts';
import { Dialog } from '../../../components/dialog';
import { DESTRUCTIVE_BUTTON_CLASSES } from '../components/confirm-dialog';
import { QualificationValue, UserStatusBadges } from './user-badges';
import { UserRoleControl } from './user-role-control';
import { actionsFor, canActOn, displayName, initialsOf, useRoleName } from './user-rules';

const texts = USER_TEXTS.details;

const ACTION_BUTTON_LABELS: Record<UserAction, MessageDescriptor> = {
  verify: texts.verify,
  suspend: texts.suspend,
  unsuspend: texts.unsuspend,
  delete: texts.delete,
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-sm break-words text-slate-900 sm:col-span-2 dark:text-slate-100">{children}</dd>
    </div>
  );
}

interface UserDetailsDialogProps {
  open: boolean;
  /** The table's row; the details are fetched fresh and shown over it. */
  user: AdminUser | null;
  onClose: () => void;
  /** A button for one of the user actions was pressed; the page asks for confirmation. */
  onAction: (user: AdminUser, action: UserAction) => void;
}

/**
 * Spec §2 "User Details": initials, full name with title, badges, email, qualification, affiliation,
 * joined; the actions allowed on this user; and, for a super admin, the role.
 */
export function UserDetailsDialog({ open, user: row, onClose, onAction }: UserDetailsDialogProps) {
  const { formatMessage: t } = useIntl();
  const roleName = useRoleName();
  const viewer = useSession().user;
  const fresh = useAdminUser(open && row ? row.id : null, row ?? undefined);
  const user = fresh.data ?? row;
  if (!user) return null;
  const mayAct = canActOn(viewer, user);

  return (
    <Dialog open={open} title={t(texts.title)} onClose={onClose} size="lg">
      <div className="mt-4 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-900 dark:bg-brand-900 dark:text-brand-100"
        >
          {initialsOf(user)}
        </span>
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words text-slate-950 dark:text-white">
            {displayName(user)}
          </p>
          <div className="mt-1">
            <UserStatusBadges user={user} />
          </div>
        </div>
      </div>

      {fresh.isError && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t(texts.loadFailed)}</p>
      )}
      <dl className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        <Fact label={t(texts.email)}>{user.email}</Fact>
        <Fact label={t(texts.qualification)}>
          <QualificationValue value={user.qualification_name} />
        </Fact>
        <Fact label={t(texts.affiliation)}>{user.affiliation_name?.trim() || t(texts.notSpecified)}</Fact>
        <Fact label={t(texts.joined)}>{formatDateTime(user.created_at)}</Fact>
        <Fact label={t(texts.role)}>{roleName(user.role_id)}</Fact>
      </dl>

      {mayAct && viewer?.role_id === ROLE.SUPER_ADMIN && (
        <div className="mt-4">
          <UserRoleControl key={user.id} user={user} />
        </div>
      )}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="secondary" data-autofocus onClick={onClose}>
          {t(COMMON_TEXTS.close)}
        </Button>
        {mayAct &&
          actionsFor(user).map((action) =>
            action === 'delete' ? (
              <button
                key={action}
                type="button"
                className={DESTRUCTIVE_BUTTON_CLASSES}
                onClick={() => onAction(user, action)}
              >
                {t(ACTION_BUTTON_LABELS[action])}
              </button>
            ) : (
              <Button
                key={action}
                variant={action === 'verify' ? 'primary' : 'secondary'}
                onClick={() => onAction(user, action)}
              >
                {t(ACTION_BUTTON_LABELS[action])}
              </Button>
            ),
          )}
      </div>
    </Dialog>
  );
}
