import type { NotificationListResponse } from '@outbreak-watch/domain';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { notificationKeys } from './notification-keys';

/** `POST /api/notifications/read`: these notifications, or all of them without `ids`; 204. */
export async function markNotificationsRead(ids?: number[]): Promise<void> {
  await apiFetch<unknown>('/notifications/read', {
    method: 'POST',
    body: JSON.stringify(ids === undefined ? {} : { ids }),
  });
}

function markPages(
  data: InfiniteData<NotificationListResponse> | undefined,
  ids: number[] | undefined,
): InfiniteData<NotificationListResponse> | undefined {
  if (!data) return data;
  const isMarked = (id: number) => ids === undefined || ids.includes(id);
  const newlyRead = data.pages
    .flatMap((page) => page.notifications)
    .filter((notification) => !notification.read && isMarked(notification.id)).length;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread: ids === undefined ? 0 : Math.max(0, page.unread - newlyRead),
      notifications: page.notifications.map((notification) =>
        isMarked(notification.id) ? { ...notification, read: true } : notification,
      ),
    })),
  };
}

/**
 * Marks notifications read. The cached list and the bell change at once; then both are fetched again.
 * The callbacks sit on the mutation itself, so they still run when a click on a notification has
 * already taken the user to another page.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const viewerId = user?.id ?? null;

  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (_nothing, ids) => {
      queryClient.setQueriesData<InfiniteData<NotificationListResponse>>(
        { queryKey: notificationKeys.lists(viewerId) },
        (data) => markPages(data, ids),
      );
      if (ids === undefined) queryClient.setQueryData(notificationKeys.unread(viewerId), 0);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.lists(viewerId) }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.unread(viewerId) }),
      ]),
  });
}
