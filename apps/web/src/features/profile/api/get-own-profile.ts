import { OwnProfileSchema, type OwnProfile } from '@outbreak-watch/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { PROFILE_UNREADABLE_MESSAGE } from '../profile-error';
import { profileQueryKeys } from './profile-query-keys';

/** `GET /api/profile/me`: the signed-in user's profile, activity counts and notification settings. */
export async function getOwnProfile(signal?: AbortSignal): Promise<OwnProfile> {
  const body = await apiFetch<unknown>('/profile/me', { signal });
  const parsed = OwnProfileSchema.safeParse(body);
  if (!parsed.success) throw new Error(PROFILE_UNREADABLE_MESSAGE);
  return parsed.data;
}

export function ownProfileQueryOptions(viewerId: number | null) {
  return queryOptions({
    queryKey: profileQueryKeys.own(viewerId),
    queryFn: ({ signal }) => getOwnProfile(signal),
  });
}

export function useOwnProfile() {
  const { user } = useSession();
  return useQuery(ownProfileQueryOptions(user?.id ?? null));
}
