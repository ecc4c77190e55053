import type { AdminUser, UserAction, UserSortField, UserStatusFilter } from '@outbreak-watch/domain';
import { useState } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useSession } from '../../../lib/session';
import { useAdminUsers, useUserAction, type AdminUsersParams } from '../api/admin-users-api';
import { useAdminErrors } from '../admin-errors';
import { COMMON_TEXTS, USER_TEXTS as texts } from '../admin-texts';
import { SEARCH_DEBOUNCE_MS } from '../admin-timing';
import { AdminPageTitle } from '../components/admin-page';
import { ErrorCard } from '../components/state-cards';
import { useModalTarget } from '../components/use-modal-target';
import { ConfirmUserActionDialog, type PendingUserAction } from './confirm-user-action-dialog';
import { useDebouncedValue } from './use-debounced-value';
import { UserDetailsDialog } from './user-details-dialog';
import { UsersPagination } from './users-pagination';
import { UsersTable, type UserSort } from './users-table';
import { UsersToolbar } from './users-toolbar';

/** Spec §9: newest accounts first. */
const DEFAULT_SORT: UserSort = { sort: 'created_at', order: 'desc' };

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * The page number belongs to one search, filter and sort: any change of those starts again at page 1
 * (spec §9), without an effect to reset it.
 */
function usePage(query: Omit<AdminUsersParams, 'page'>) {
  const key = JSON.stringify(query);
  const [state, setState] = useState({ key, page: 1 });
  const page = state.key === key ? state.page : 1;
  return [page, (next: number) => setState({ key, page: next })] as const;
}

/** `/admin/users` "User Management" (spec §2): search, filter, sort and page on the server. */
export function UsersPage() {
  const { formatMessage: t } = useIntl();
  const { adminErrorMessage } = useAdminErrors();
  const viewer = useSession().user;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<UserStatusFilter>('all');
  const [sort, setSort] = useState<UserSort>(DEFAULT_SORT);
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = { q: term, status, ...sort };
  const [page, setPage] = usePage(query);
  const users = useAdminUsers({ ...query, page });

  const details = useModalTarget<AdminUser>();
  const confirm = useModalTarget<PendingUserAction>();
  const action = useUserAction();
  const [notice, setNotice] = useState<Notice>(null);

  const totalPages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.limit)) : 1;
  // The last user of the last page went (deleted, or filtered away): show the new last page.
  if (users.data && !users.isPlaceholderData && users.data.users.length === 0 && page > totalPages) {
    setPage(totalPages);
  }

  const sortBy = (field: UserSortField) =>
    setSort((current) =>
      current.sort === field
        ? { sort: field, order: current.order === 'asc' ? 'desc' : 'asc' }
        : { sort: field, order: 'asc' },
    );

  const askToConfirm = (user: AdminUser, userAction: UserAction) => {
    details.close();
    setNotice(null);
    confirm.open({ user, action: userAction });
  };

  const run = ({ user, action: userAction }: PendingUserAction) => {
    action.mutate(
      { user, action: userAction },
      {
        onSuccess: () =>
          setNotice({
            tone: 'success',
            text: t(texts.actionDone, { first: user.first_name, last: user.last_name, action: userAction }),
          }),
        onError: (error) =>
          setNotice({
            tone: 'error',
            text: adminErrorMessage(error, t(texts.actionFailed, { action: userAction })),
          }),
        onSettled: confirm.close,
      },
    );
  };

  let content;
  if (users.isPending) {
    content = <Spinner label={t(texts.loading)} className="py-16" />;
  } else if (users.isError) {
    content = (
      <ErrorCard
        title={t(texts.errorTitle)}
        message={adminErrorMessage(users.error, t(texts.loadFailed))}
        onRetry={() => void users.refetch()}
      />
    );
  } else if (users.data.users.length === 0) {
    content = (
      <p className="rounded-xl border border-dashed border-slate-300 px-5 py-10 text-center text-slate-800 dark:border-slate-700 dark:text-slate-200">
        {term === '' ? t(texts.empty) : t(texts.emptySearch, { term })}
      </p>
    );
  } else {
    content = (
      <>
        <UsersTable
          users={users.data.users}
          viewer={viewer}
          sort={sort}
          onSort={sortBy}
          busyUserId={action.isPending ? action.variables.user.id : null}
          refreshing={users.isPlaceholderData}
          onView={(user) => {
            setNotice(null);
            details.open(user);
          }}
          onAction={askToConfirm}
        />
        <UsersPagination page={page} totalPages={totalPages} total={users.data.total} onPage={setPage} />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-[1200px]">
      <AdminPageTitle title={t(texts.title)} intro={t(texts.intro)} />
      <UsersToolbar search={search} onSearch={setSearch} status={status} onStatus={setStatus} />
      <div role="status" className="mb-4 empty:hidden">
        {notice?.tone === 'success' && <NoticeAlert notice={notice} onDismiss={() => setNotice(null)} />}
        {users.isPlaceholderData && <span className="sr-only">{t(texts.refreshing)}</span>}
      </div>
      <div role="alert" className="mb-4 empty:hidden">
        {notice?.tone === 'error' && <NoticeAlert notice={notice} onDismiss={() => setNotice(null)} />}
      </div>
      {content}
      <UserDetailsDialog
        open={details.isOpen}
        user={details.target}
        onClose={details.close}
        onAction={askToConfirm}
      />
      <ConfirmUserActionDialog
        open={confirm.isOpen}
        pending={confirm.target}
        busy={action.isPending}
        onConfirm={run}
        onCancel={confirm.close}
      />
    </div>
  );
}

function NoticeAlert({ notice, onDismiss }: { notice: NonNullable<Notice>; onDismiss: () => void }) {
  const { formatMessage: t } = useIntl();
  return (
    <Alert tone={notice.tone}>
      <div className="flex items-start justify-between gap-3">
        <p>{notice.text}</p>
        <Button variant="ghost" size="sm" className="-my-1.5" onClick={onDismiss}>
          {t(COMMON_TEXTS.dismiss)}
        </Button>
      </div>
    </Alert>
  );
}
