/**
 * Query keys of the notifications feature. Every key carries the signed-in user's id, so one account
 * never sees another's cached notifications; marking read refreshes the lists and the unread count.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  viewer: (viewerId: number | null) => [...notificationKeys.all, viewerId] as const,
  lists: (viewerId: number | null) => [...notificationKeys.viewer(viewerId), 'list'] as const,
  list: (viewerId: number | null, limit: number) => [...notificationKeys.lists(viewerId), { limit }] as const,
  unread: (viewerId: number | null) => [...notificationKeys.viewer(viewerId), 'unread'] as const,
  emailFrequency: (viewerId: number | null) =>
    [...notificationKeys.viewer(viewerId), 'email-frequency'] as const,
};
