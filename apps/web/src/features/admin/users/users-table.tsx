import type { AdminUser, SessionUser, SortOrder, UserAction, UserSortField } from '@outbreak-watch/domain';
import { buttonClasses } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { formatMediumDate } from '../../../lib/format';
import { COMMON_TEXTS, USER_TEXTS as texts } from '../admin-texts';
import { AdminTable, TD_CLASSES, TH_CLASSES } from '../components/admin-table';
import { MissingValue, UserStatusBadges } from './user-badges';
import { actionsFor, canActOn, displayName } from './user-rules';

type Column = UserSortField | 'status';
const COLUMNS: readonly Column[] = [
  'name',
  'email',
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
  const label = texts.columns[column];
  if (column === 'status') {
    return (
      <th scope="col" className={TH_CLASSES}>
        {label}
      </th>
    );
  }
  const direction = sort.sort === column ? sort.order : null;
  return (
    <th
      scope="col"
      className={TH_CLASSES}
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
  return (
    <AdminTable
      caption={texts.tableCaption}
      busy={refreshing}
      // Seven columns and three buttons: below this the table scrolls sideways instead of breaking words.
      minWidthClass="min-w-[72rem]"
      head={
        <tr>
          {COLUMNS.map((column) => (
            <HeaderCell key={column} column={column} sort={sort} onSort={onSort} />
          ))}
          <th scope="col" className={TH_CLASSES}>
            {COMMON_TEXTS.actions}
          </th>
        </tr>
      }
    >
      {users.map((user) => {
        const name = displayName(user);
        const isBusy = busyUserId === user.id;
        const isSelf = viewer?.id === user.id;
        return (
          <tr key={user.id} className={isBusy ? 'opacity-50' : undefined} aria-busy={isBusy || undefined}>
            <td className={`${TD_CLASSES} min-w-44 font-medium text-slate-950 dark:text-white`}>
              {name}
              {isSelf && (
                <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">
                  ({texts.you})
                </span>
              )}
            </td>
            <td className={`${TD_CLASSES} break-all`}>{user.email}</td>
            <td className={TD_CLASSES}>{user.qualification_name || <MissingValue />}</td>
            <td className={TD_CLASSES}>{user.affiliation_name || <MissingValue />}</td>
            <td className={`${TD_CLASSES} whitespace-nowrap`}>{formatMediumDate(user.created_at)}</td>
            <td className={TD_CLASSES}>
              <UserStatusBadges user={user} />
            </td>
            <td className={TD_CLASSES}>
              {isBusy ? (
                <Spinner label={texts.working(name)} className="justify-start" />
              ) : (
                <div className="flex flex-nowrap gap-2">
                  <button
                    type="button"
                    className={rowButton}
                    aria-label={texts.rowActionLabel('view', name)}
                    onClick={() => onView(user)}
                  >
                    {texts.rowActions.view}
                  </button>
                  {canActOn(viewer, user) &&
                    actionsFor(user).map((action) => (
                      <button
                        key={action}
                        type="button"
                        disabled={busyUserId !== null}
                        className={action === 'delete' ? deleteButton : rowButton}
                        aria-label={texts.rowActionLabel(action, name)}
                        onClick={() => onAction(user, action)}
                      >
                        {texts.rowActions[action]}
                      </button>
                    ))}
                </div>
              )}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
