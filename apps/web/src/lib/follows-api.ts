import {
  FollowListResponseSchema,
  FollowSchema,
  type Follow,
  type FollowRequest,
} from '@outbreak-watch/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { useSession } from './session';

/**
 * What the signed-in user follows: countries, diseases and single outbreaks. Shared by the follow
 * buttons of several features and the notifications page, so it lives here rather than in a feature.
 * Keys carry the user's id: one account never sees another's cached list.
 */
export const followKeys = {
  all: ['follows'] as const,
  list: (viewerId: number | null) => [...followKeys.all, viewerId] as const,
};

/** `GET /api/follows`. */
export async function getFollows(signal?: AbortSignal): Promise<Follow[]> {
  return FollowListResponseSchema.parse(await apiFetch<unknown>('/follows', { signal })).follows;
}

/** `POST /api/follows`: 201 with the follow, the existing one when it was already followed. */
export async function followTarget(request: FollowRequest): Promise<Follow> {
  return FollowSchema.parse(
    await apiFetch<unknown>('/follows', { method: 'POST', body: JSON.stringify(request) }),
  );
}

/** `DELETE /api/follows/{id}`: 204. */
export async function unfollow(followId: number): Promise<void> {
  await apiFetch<unknown>(`/follows/${followId}`, { method: 'DELETE' });
}

export function followsQueryOptions(viewerId: number | null) {
  return queryOptions({
    queryKey: followKeys.list(viewerId),
    queryFn: ({ signal }) => getFollows(signal),
  });
}

/** The signed-in user's follows; nothing is fetched for visitors. */
export function useFollows() {
  const { user } = useSession();
  return useQuery({ ...followsQueryOptions(user?.id ?? null), enabled: user !== null });
}

/** The follow of `target` in `follows`, if any. */
export function findFollow(
  follows: readonly Follow[] | undefined,
  target: FollowRequest,
): Follow | undefined {
  return follows?.find((follow) => follow.kind === target.kind && follow.target_id === target.target_id);
}

/**
 * Follow and unfollow. The answer goes into the cached list at once (so every button on the page shows
 * it without waiting); afterwards, success or not, the list is fetched again, so a follow changed in
 * another tab (an unfollow answered 404, say) is shown as it is.
 */
export function useFollowMutations() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const listKey = followsQueryOptions(user?.id ?? null).queryKey;
  const refresh = () => queryClient.invalidateQueries({ queryKey: followKeys.all });

  const follow = useMutation({
    mutationFn: followTarget,
    onSuccess: (created) => {
      queryClient.setQueryData(listKey, (follows) =>
        follows?.some((item) => item.id === created.id) ? follows : [created, ...(follows ?? [])],
      );
    },
    onSettled: refresh,
  });
  const stopFollowing = useMutation({
    mutationFn: unfollow,
    onSuccess: (_nothing, followId) => {
      queryClient.setQueryData(listKey, (follows) => follows?.filter((item) => item.id !== followId));
    },
    onSettled: refresh,
  });
  return { follow, unfollow: stopFollowing };
}
