import { PublicProfileResponseSchema, type Profile } from '@outbreak-watch/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { PROFILE_UNREADABLE_MESSAGE } from '../profile-error';
import { profileQueryKeys } from './profile-query-keys';

/**
 * `GET /api/profile/{id}`: a member's public profile. `reporter_email` is null unless the viewer is that
 * member or an admin. An answer whose status is not 'success' is a failure (spec §8 Profile).
 */
export async function getProfile(userId: string, signal?: AbortSignal): Promise<Profile> {
  const body = await apiFetch<unknown>(`/profile/${encodeURIComponent(userId)}`, { signal });
  const parsed = PublicProfileResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(PROFILE_UNREADABLE_MESSAGE);
  return parsed.data.user;
}

export function profileQueryOptions(viewerId: number | null, userId: string) {
  return queryOptions({
    queryKey: profileQueryKeys.user(viewerId, userId),
    queryFn: ({ signal }) => getProfile(userId, signal),
  });
}

/** Fetches only when there is an id; without one the page shows 'User ID is required'. */
export function useProfile(userId: string) {
  const { user } = useSession();
  return useQuery({ ...profileQueryOptions(user?.id ?? null, userId), enabled: userId !== '' });
}
