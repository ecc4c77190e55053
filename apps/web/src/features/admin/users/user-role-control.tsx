import { ASSIGNABLE_ROLES, type AdminUser } from '@outbreak-watch/domain';
import { useId, useState } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { controlClasses } from '../../../components/form/control-classes';
import { useSetUserRole } from '../api/admin-users-api';
import { useAdminErrors } from '../admin-errors';
import { USER_TEXTS } from '../admin-texts';
import { ButtonSpinner } from '../components/confirm-dialog';
import { roleKey, useRoleName } from './user-rules';

const texts = USER_TEXTS.role;

/**
 * A super admin's choice of the user's role: Admin, Reporter or Blogger (`PUT /admin/users/{id}/role`).
 * A super admin's current role is shown but cannot be chosen: super admins are made at start.
 */
export function UserRoleControl({ user }: { user: AdminUser }) {
  const { formatMessage: t } = useIntl();
  const { adminErrorMessage } = useAdminErrors();
  const roleName = useRoleName();
  const id = useId();
  const [roleId, setRoleId] = useState<number>(user.role_id);
  const change = useSetUserRole();
  const isAssignable = (ASSIGNABLE_ROLES as readonly number[]).includes(user.role_id);

  const save = () => {
    const role_id = ASSIGNABLE_ROLES.find((role) => role === roleId);
    if (role_id !== undefined) change.mutate({ id: user.id, role_id });
  };

  return (
    <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {t(texts.label)}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t(texts.hint)}
      </p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <select
          id={id}
          aria-describedby={`${id}-hint`}
          value={roleId}
          disabled={change.isPending}
          onChange={(event) => {
            change.reset();
            setRoleId(Number(event.target.value));
          }}
          className={`${controlClasses} pe-8 sm:max-w-56`}
        >
          {!isAssignable && (
            <option value={user.role_id} disabled>
              {roleName(user.role_id)}
            </option>
          )}
          {ASSIGNABLE_ROLES.map((role) => (
            <option key={role} value={role}>
              {roleName(role)}
            </option>
          ))}
        </select>
        <Button variant="secondary" onClick={save} disabled={change.isPending || roleId === user.role_id}>
          {change.isPending && <ButtonSpinner />}
          {t(change.isPending ? texts.saving : texts.save)}
        </Button>
      </div>
      <div role="status" className="mt-3 empty:hidden">
        {change.isSuccess && (
          <Alert tone="success">
            {t(texts.changed, {
              first: change.data.first_name,
              last: change.data.last_name,
              role: roleKey(change.data.role_id) ?? 'other',
              roleName: roleName(change.data.role_id),
            })}
          </Alert>
        )}
      </div>
      <div role="alert" className="mt-3 empty:hidden">
        {change.isError && <Alert tone="error">{adminErrorMessage(change.error, t(texts.failed))}</Alert>}
      </div>
    </div>
  );
}
