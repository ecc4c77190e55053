import { CommentListResponseSchema, PAGE_SIZE, type CommentListResponse } from '@outbreak-watch/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { commentKeys } from './comment-keys';

/** `GET /api/outbreaks/{id}/comments?page&limit=10`: one page of expert comments, newest first. */
export async function getComments(
  outbreakId: number,
  page: number,
  signal?: AbortSignal,
): Promise<CommentListResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE.comments) });
  const body = await apiFetch<unknown>(`/outbreaks/${outbreakId}/comments?${query.toString()}`, { signal });
  return CommentListResponseSchema.parse(body);
}

export function commentsQueryOptions(outbreakId: number, viewerId: number | null) {
  return infiniteQueryOptions({
    queryKey: commentKeys.list(outbreakId, viewerId),
    queryFn: ({ pageParam, signal }) => getComments(outbreakId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.has_more ? lastPageParam + 1 : undefined,
  });
}

export function useComments(outbreakId: number) {
  const viewerId = useSession().user?.id ?? null;
  return useInfiniteQuery(commentsQueryOptions(outbreakId, viewerId));
}
