import { MemberFollowStateSchema, type MemberFollowState, type Profile } from '@outbreak-watch/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { profileQueryKeys } from './profile-query-keys';

/** `PUT` (follow) or `DELETE` (unfollow) `/api/users/{id}/follow`: answers the member's new state. */
export async function setFollowing(memberId: number, follow: boolean): Promise<MemberFollowState> {
  const body = await apiFetch<unknown>(`/users/${memberId}/follow`, { method: follow ? 'PUT' : 'DELETE' });
  return MemberFollowStateSchema.parse(body);
}

/**
 * Follows or unfollows a member. The server's answer goes straight into their profile; the viewer's
 * own profile (its counts and lists) is loaded again.
 */
export function useFollowMember(memberId: number) {
  const queryClient = useQueryClient();
  const viewerId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: (follow: boolean) => setFollowing(memberId, follow),
    onSuccess: (state) => {
      queryClient.setQueryData<Profile>(profileQueryKeys.user(viewerId, String(memberId)), (profile) =>
        profile ? { ...profile, followed_by_me: state.followed_by_me, follow_counts: state.counts } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: profileQueryKeys.own(viewerId) });
    },
  });
}
