import type { AdminUser, SessionUser, SortOrder, UserAction, UserSortField } from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import { buttonClasses } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { formatMediumDate } from '../../../lib/format';
import { COMMON_TEXTS, USER_TEXTS as texts } from '../admin-texts';
import { AdminCell, AdminTable, STACKED_ROW_CLASSES, STACKED_TH_CLASSES } from '../components/admin-table';
import { MissingValue, UserStatusBadges } from './user-badges';
import { actionsFor, canActOn, displayName, useRoleName } from './user-rules';

type Column = UserSortField | 'role' | 'status';
const COLUMNS: readonly Column[] = [
  'name',
  'email',
  'role',
  'qualification_name',
  'affiliation_name',
  'created_at',
  'status',
];

export interface UserSort {
  sort: UserSortField;
  order: SortOrder;
}

function SortIcon({ direction }: { direction: SortOrder | null }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
      {direction !== 'desc' && <path d="M10 4 6 9h8l-4-5Z" opacity={direction === 'asc' ? 1 : 0.4} />}
      {direction !== 'asc' && <path d="m10 16 4-5H6l4 5Z" opacity={direction === 'desc' ? 1 : 0.4} />}
    </svg>
  );
}

function HeaderCell({
  column,
  sort,
  onSort,
}: {
  column: Column;
  sort: UserSort;
  onSort: (field: UserSortField) => void;
}) {
  const { formatMessage: t } = useIntl();
  const label = t(texts.columns[column]);
  if (column === 'status' || column === 'role') {
    return (
      <th scope="col" className={STACKED_TH_CLASSES}>
        {label}
      </th>
    );
  }
  const direction = sort.sort === column ? sort.order : null;
  return (
    <th
      scope="col"
      className={STACKED_TH_CLASSES}
      aria-sort={direction === null ? undefined : direction === 'asc' ? 'ascending' : 'descending'}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase hover:text-slate-950 dark:hover:text-white"
      >
        {label}
        <SortIcon direction={direction} />
      </button>
    </th>
  );
}

/**
 * An e-mail address on one line, cut with an ellipsis when long; the whole address shows on hover (its
 * title) and while the link has keyboard focus.
 */
function EmailLink({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      title={email}
      // An address reads left to right in every language, so a cut address keeps its start.
      dir="ltr"
      className={
        'block min-w-0 truncate rounded-sm text-brand-800 underline-offset-2 hover:underline ' +
        'focus-visible:overflow-visible focus-visible:break-all focus-visible:whitespace-normal dark:text-brand-200'
      }
    >
      {email}
    </a>
  );
}

const rowButton = buttonClasses({ variant: 'secondary', size: 'sm' });
const deleteButton = buttonClasses({
  variant: 'secondary',
  size: 'sm',
  className: 'text-red-700! dark:text-red-300!',
});

interface UsersTableProps {
  users: AdminUser[];
  viewer: SessionUser | null;
  sort: UserSort;
  onSort: (field: UserSortField) => void;
  /** The user an action is running on: their row is dimmed and a spinner replaces its buttons. */
  busyUserId: number | null;
  /** The next page is loading. */
  refreshing: boolean;
  onView: (user: AdminUser) => void;
  onAction: (user: AdminUser, action: UserAction) => void;
}

export function UsersTable({
  users,
  viewer,
  sort,
  onSort,
  busyUserId,
  refreshing,
  onView,
  onAction,
}: UsersTableProps) {
  const { formatMessage: t } = useIntl();
  const roleName = useRoleName();
  const columns = Object.fromEntries(
    Object.entries(texts.columns).map(([key, descriptor]) => [key, t(descriptor)]),
  ) as Record<keyof typeof texts.columns, string>;
  return (
    <AdminTable
      caption={t(texts.tableCaption)}
      busy={refreshing}
      // Cards on a phone; from lg a table whose long e-mails are cut to one line rather than broken.
      stacked
      head={
        <tr>
          {COLUMNS.map((column) => (
            <HeaderCell key={column} column={column} sort={sort} onSort={onSort} />
          ))}
          <th scope="col" className={STACKED_TH_CLASSES}>
            {t(COMMON_TEXTS.actions)}
          </th>
        </tr>
      }
    >
      {users.map((user) => {
        const name = displayName(user);
        const isBusy = busyUserId === user.id;
        const isSelf = viewer?.id === user.id;
        return (
          <tr
            key={user.id}
            className={`${STACKED_ROW_CLASSES} ${isBusy ? 'opacity-50' : ''}`}
            aria-busy={isBusy || undefined}
          >
            <AdminCell label={columns.name} className="font-medium text-slate-950 dark:text-white">
              <span>
                {name}
                {isSelf && (
                  <span className="ms-2 text-xs font-normal text-slate-600 dark:text-slate-400">
                    ({t(texts.you)})
                  </span>
                )}
              </span>
            </AdminCell>
            <AdminCell label={columns.email} className="lg:max-w-48">
              <EmailLink email={user.email} />
            </AdminCell>
            <AdminCell label={columns.role} className="whitespace-nowrap">
              {roleName(user.role_id)}
            </AdminCell>
            <AdminCell label={columns.qualification_name}>
              {user.qualification_name || <MissingValue />}
            </AdminCell>
            <AdminCell label={columns.affiliation_name}>
              {user.affiliation_name || <MissingValue />}
            </AdminCell>
            <AdminCell label={columns.created_at} className="whitespace-nowrap">
              {formatMediumDate(user.created_at)}
            </AdminCell>
            <AdminCell label={columns.status}>
              <UserStatusBadges user={user} />
            </AdminCell>
            <AdminCell className="pt-3 lg:pt-3">
              {isBusy ? (
                <Spinner label={t(texts.working, { name })} className="justify-start" />
              ) : (
                <div className="flex flex-wrap gap-2 lg:flex-nowrap">
                  <button
                    type="button"
                    className={rowButton}
                    aria-label={t(texts.rowActionLabel, { action: 'view', name })}
                    onClick={() => onView(user)}
                  >
                    {t(texts.rowActions.view)}
                  </button>
                  {canActOn(viewer, user) &&
                    actionsFor(user).map((action) => (
                      <button
                        key={action}
                        type="button"
                        disabled={busyUserId !== null}
                        className={action === 'delete' ? deleteButton : rowButton}
                        aria-label={t(texts.rowActionLabel, { action, name })}
                        onClick={() => onAction(user, action)}
                      >
                        {t(texts.rowActions[action])}
                      </button>
                    ))}
                </div>
              )}
            </AdminCell>
          </tr>
        );
      })}
    </AdminTable>
  );
}
