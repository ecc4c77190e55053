import type { Notification } from '@outbreak-watch/domain';
import { useCallback } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { COMMON_MESSAGES } from '../../components/messages';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-client';
import { useNotifications } from './api/get-notifications';
import { useMarkNotificationsRead } from './api/mark-notifications-read';
import { NotificationItem } from './notification-item';
import { NOTIFICATIONS_TEXT } from './notifications-text';
import { SectionCard } from './section-card';

/** New notifications shift the offset pages by one; each notification is shown once. */
function uniqueNotifications(pages: readonly { notifications: Notification[] }[]): Notification[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.notifications)
    .filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}

/** The notifications, newest first, page by page, with "Mark all as read". */
export function NotificationList({ className }: { className?: string }) {
  const {
    data,
    error,
    isPending,
    isError,
    isFetchingNextPage,
    isFetchNextPageError,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const { formatMessage: t } = useIntl();

  const notifications = data ? uniqueNotifications(data.pages) : [];
  const unread = data?.pages[0]?.unread ?? 0;
  const loadNextPage = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const openNotification = (notification: Notification) => {
    if (!notification.read) markRead.mutate([notification.id]);
  };
  const markedAll = markRead.isSuccess && markRead.variables === undefined && unread === 0;

  return (
    <SectionCard
      title={t(NOTIFICATIONS_TEXT.listTitle)}
      className={className}
      description={data && t(NOTIFICATIONS_TEXT.unread, { count: unread })}
      actions={
        data &&
        notifications.length > 0 && (
          <Button
            variant="secondary"
            size="sm"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate(undefined)}
          >
            {t(NOTIFICATIONS_TEXT.markAll)}
          </Button>
        )
      }
    >
      <div role="status">
        {markedAll && (
          <Alert tone="success" className="mb-4">
            {t(NOTIFICATIONS_TEXT.markedAll)}
          </Alert>
        )}
      </div>
      <div role="alert">
        {markRead.isError && (
          <Alert tone="error" className="mb-4">
            {errorMessage(markRead.error, t(NOTIFICATIONS_TEXT.markFailed))}
          </Alert>
        )}
      </div>

      {isPending && <Spinner label={t(NOTIFICATIONS_TEXT.loading)} className="py-12" />}

      {isError && !data && (
        <div role="alert">
          <Alert tone="error" title={t(NOTIFICATIONS_TEXT.loadFailed)}>
            <p>{errorMessage(error, t(NOTIFICATIONS_TEXT.loadFailed))}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
              {t(COMMON_MESSAGES.retry)}
            </Button>
          </Alert>
        </div>
      )}

      {data && notifications.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
          {t(NOTIFICATIONS_TEXT.empty)}
        </p>
      )}

      {notifications.length > 0 && (
        <ul className="-mx-5 divide-y divide-slate-200 border-y border-slate-200 sm:-mx-6 dark:divide-slate-800 dark:border-slate-800">
          {notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={openNotification} />
          ))}
        </ul>
      )}

      {data && notifications.length > 0 && (hasNextPage || isFetchNextPageError || data.pages.length > 1) && (
        <div className="mt-5 flex flex-col items-center gap-3 text-center">
          {isFetchingNextPage && <Spinner label={t(NOTIFICATIONS_TEXT.loadingMore)} />}
          {isFetchNextPageError && (
            <div role="alert" className="w-full">
              <Alert tone="error">
                <p>{errorMessage(error, t(NOTIFICATIONS_TEXT.loadFailed))}</p>
                <Button variant="secondary" size="sm" className="mt-3" onClick={loadNextPage}>
                  {t(COMMON_MESSAGES.retry)}
                </Button>
              </Alert>
            </div>
          )}
          {hasNextPage && !isFetchingNextPage && !isFetchNextPageError && (
            <Button variant="secondary" onClick={loadNextPage}>
              {t(NOTIFICATIONS_TEXT.loadMore)}
            </Button>
          )}
          {!hasNextPage && data.pages.length > 1 && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t(NOTIFICATIONS_TEXT.end)}</p>
          )}
        </div>
      )}
    </SectionCard>
  );
}
