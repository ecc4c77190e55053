import { NotificationListResponseSchema, type NotificationListResponse } from '@outbreak-watch/domain';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { notificationKeys } from './notification-keys';

/** Notifications a page of the list shows (the API's default). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** How often the bell asks for the unread count while the tab is visible. */
export const UNREAD_REFRESH_MS = 60_000;

/** `GET /api/notifications?page&limit`: newest first, with the number still unread. */
export async function getNotifications(
  options: { page: number; limit: number },
  signal?: AbortSignal,
): Promise<NotificationListResponse> {
  const query = new URLSearchParams({ page: String(options.page), limit: String(options.limit) });
  return NotificationListResponseSchema.parse(
    await apiFetch<unknown>(`/notifications?${query.toString()}`, { signal }),
  );
}

export function notificationsQueryOptions(viewerId: number | null, limit = NOTIFICATIONS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(viewerId, limit),
    queryFn: ({ pageParam, signal }) => getNotifications({ page: pageParam, limit }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.has_more ? lastPageParam + 1 : undefined,
  });
}

/** The list of the notifications page, page after page ("Load more"). */
export function useNotifications() {
  const { user } = useSession();
  return useInfiniteQuery({ ...notificationsQueryOptions(user?.id ?? null), enabled: user !== null });
}

/**
 * The bell's count: the smallest page, for its `unread`. Asked again every minute while the tab is
 * visible and whenever the window regains focus, so a notification shows without a reload.
 */
export function unreadCountQueryOptions(viewerId: number | null) {
  return queryOptions({
    queryKey: notificationKeys.unread(viewerId),
    queryFn: async ({ signal }) => (await getNotifications({ page: 1, limit: 1 }, signal)).unread,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: UNREAD_REFRESH_MS / 2,
  });
}

export function useUnreadCount() {
  const { user } = useSession();
  return useQuery({ ...unreadCountQueryOptions(user?.id ?? null), enabled: user !== null });
}
