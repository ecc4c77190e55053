/**
 * Query keys of the profile feature. Every key carries the signed-in user's id: what a profile shows
 * (the email, the settings) depends on who is looking, so one account never sees another's cached copy.
 */
export const profileQueryKeys = {
  all: ['profile'] as const,
  viewer: (viewerId: number | null) => [...profileQueryKeys.all, viewerId] as const,
  own: (viewerId: number | null) => [...profileQueryKeys.viewer(viewerId), 'me'] as const,
  user: (viewerId: number | null, userId: string) =>
    [...profileQueryKeys.viewer(viewerId), 'user', userId] as const,
};
